import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  countdownLeftMs,
  pauseCountdown,
  resumeCountdown,
  startCountdown,
  type Countdown,
} from '@/lib/pausable-countdown';

/** Why the countdown waits: a finger pressing the popup, the mouse over it. */
type Hold = 'touch' | 'hover';

/**
 * Closes a dialog by itself after `ms` (docs/RULES.md, "Client timings and texts": the
 * result dialogs close after 4 s), but not while the player touches it or points at it:
 * the countdown pauses and goes on from where it stopped. Returns the handlers for the
 * dialog's content and whether the countdown is paused, for its progress bar.
 */
export function useAutoClose(open: boolean, onClose: () => void, ms: number) {
  const countdown = useRef<Countdown | null>(null);
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(new Set());
  const paused = holds.size > 0;

  // A new opening starts the full time again, with nothing held.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setHolds(new Set());
  }

  useEffect(() => {
    if (!open) {
      countdown.current = null;
      return;
    }
    const now = performance.now();
    countdown.current = countdown.current
      ? resumeCountdown(countdown.current, now)
      : startCountdown(ms, now);
    if (paused) {
      countdown.current = pauseCountdown(countdown.current, now);
      return;
    }
    const timer = window.setTimeout(onClose, countdownLeftMs(countdown.current, now));
    return () => {
      window.clearTimeout(timer);
      if (countdown.current)
        countdown.current = pauseCountdown(countdown.current, performance.now());
    };
  }, [open, paused, onClose, ms]);

  const hold = (reason: Hold, on: boolean) =>
    setHolds((current) => {
      if (current.has(reason) === on) return current;
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') hold('touch', true);
    },
    onPointerUp: () => hold('touch', false),
    onPointerCancel: () => hold('touch', false),
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') hold('hover', true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') hold('hover', false);
      else hold('touch', false);
    },
  };
  return { handlers, paused };
}
