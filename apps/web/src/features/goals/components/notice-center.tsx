import { decodeGameNotices, type DailyGoals, type GameNotice } from '@alchemy/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { subscribeGameNotices, takeGameNotices } from '@/lib/game-notices';
import { playFanfareSound, playGoalDoneSound } from '@/shared/reward/reward-sounds';
import { goalsKeys } from '../api/goals-keys';
import { applyNotices } from '../notice-cache';
import { toastOf, type NoticeToast } from '../notice-texts';
import './notice-center.css';

/** How long a toast stays; a click or its link closes it sooner. */
const NOTICE_TOAST_MS = 5000;
/** At most this many at once (one a move): newer ones push the oldest out. */
const MAX_TOASTS = 2;

let moves = 0;

function playNoticeSound(kind: NoticeToast['kind']): void {
  if (kind === 'achievement') playFanfareSound();
  else playGoalDoneSound();
}

/** What the notices change in the caches the screens and the menu read. */
function applyToCaches(queryClient: QueryClient, notices: readonly GameNotice[]): void {
  const cached = queryClient.getQueryData<DailyGoals>(goalsKeys.goals);
  if (cached) {
    const { goals, stale } = applyNotices(cached, notices);
    queryClient.setQueryData(goalsKeys.goals, goals);
    if (stale) void queryClient.invalidateQueries({ queryKey: goalsKeys.goals });
  }
  if (notices.some((notice) => notice.type === 'achievement')) {
    void queryClient.invalidateQueries({ queryKey: goalsKeys.achievements });
  }
  if (notices.some((notice) => notice.type === 'collection')) {
    void queryClient.invalidateQueries({ queryKey: ['encyclopedia'] });
  }
}

/**
 * Tells the player, on whatever screen the move was made (for a duel, once its playback is
 * left), what it did for their goals: one toast a move, with a sound, for goals completed,
 * achievements earned or collection chests reached; and brings the badges and panels up to
 * date without asking the server again. Shown in the top layer, so a toast is above a
 * craft's result dialog, not behind it.
 */
export function NoticeCenter({ hold }: { hold: boolean }) {
  const queryClient = useQueryClient();
  const [toasts, setToasts] = useState<NoticeToast[]>([]);
  const region = useRef<HTMLDivElement>(null);
  const holding = useRef(hold);
  const soundDue = useRef<NoticeToast['kind'] | null>(null);

  useEffect(() => {
    holding.current = hold;
    // What waited is shown now: its sound with it.
    if (!hold && soundDue.current) {
      playNoticeSound(soundDue.current);
      soundDue.current = null;
    }
  }, [hold]);

  useEffect(() => {
    const drain = () => {
      const notices = takeGameNotices().flatMap((header) => decodeGameNotices(header));
      if (notices.length === 0) return;
      applyToCaches(queryClient, notices);
      moves += 1;
      const toast = toastOf(notices, `move-${moves}`);
      if (!toast) return;
      const kind = notices.some((notice) => notice.type === 'achievement') ? 'achievement' : 'goal';
      if (holding.current)
        soundDue.current = soundDue.current === 'achievement' ? 'achievement' : kind;
      else playNoticeSound(kind);
      setToasts((shown) => [...shown, toast].slice(-MAX_TOASTS));
    };
    drain();
    return subscribeGameNotices(drain);
  }, [queryClient]);

  // Held during a duel's playback: kept, not shown.
  const visible = hold ? [] : toasts;

  useEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== 'function') return;
    if (visible.length === 0) {
      if (element.matches(':popover-open')) element.hidePopover();
      return;
    }
    // Again on each change: the newest top-layer element is drawn above the others.
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [visible.length, toasts]);

  const dismiss = (key: string) => setToasts((shown) => shown.filter((toast) => toast.key !== key));

  return (
    <div className="notice-toasts" popover="manual" ref={region} aria-live="polite">
      {visible.map((toast) => (
        <ToastCard key={toast.key} toast={toast} onDone={() => dismiss(toast.key)} />
      ))}
    </div>
  );
}

function ToastCard({ toast, onDone }: { toast: NoticeToast; onDone: () => void }) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), NOTICE_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div
      className={`notice-toast notice-toast--${toast.kind}`}
      role="status"
      data-testid="notice-toast"
      onClick={(event) => {
        if (event.target === event.currentTarget) onDone();
      }}
    >
      <span className="notice-toast__icon" aria-hidden="true">
        <Icon name={toast.icon} size="30px" />
      </span>
      <span className="notice-toast__words">
        <strong className="notice-toast__title">{toast.title}</strong>
        {toast.lines.map((line) => (
          <span key={line} className="notice-toast__text">
            {line}
          </span>
        ))}
      </span>
      <Link className="notice-toast__link" to={toast.link.to} onClick={onDone}>
        {toast.link.label}
      </Link>
      <button type="button" className="notice-toast__close" aria-label="Dismiss" onClick={onDone}>
        <Icon name="cancel" size="14px" />
      </button>
    </div>
  );
}
