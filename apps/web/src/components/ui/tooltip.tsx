import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './tooltip.css';

interface TooltipProps {
  text: string;
  /** Renders the trigger; pass `describedBy` to it as aria-describedby. */
  children: (describedBy: string) => ReactNode;
  placement?: 'top' | 'right';
  className?: string;
}

/**
 * A tooltip that opens on hover, on keyboard focus and on tap, because locked menu entries
 * must explain themselves on phones too. It is real DOM text with role="tooltip" (hidden
 * while closed) so screen readers get it as the trigger's description. The wrapper, not
 * the trigger, listens to the mouse: a disabled control receives no mouse events.
 */
export function Tooltip({ text, children, placement = 'top', className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  // A tap opens it; the next tap elsewhere (or Escape) closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <span
      ref={wrapper}
      className={clsx('tooltip-anchor', className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onClick={() => setOpen(true)}
    >
      {children(id)}
      <span id={id} role="tooltip" className={`tooltip tooltip--${placement}`} hidden={!open}>
        {text}
      </span>
    </span>
  );
}
