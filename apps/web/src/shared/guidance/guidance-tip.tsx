import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import './guidance.css';

interface GuidanceTipProps {
  /** Names the tip for screen readers and tests, e.g. 'Tip: your items went to the Lab'. */
  label: string;
  icon?: GameIconName;
  onDismiss: () => void;
  /** The next step, most important first. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A first-time tip: a callout beside the screen's own texts, never a modal. It can always
 * be closed, and taking its action closes it too (the caller marks it seen).
 */
export function GuidanceTip({
  label,
  icon = 'compass',
  onDismiss,
  actions,
  className,
  children,
}: GuidanceTipProps) {
  return (
    <aside
      className={clsx('guidance-tip', className)}
      aria-label={label}
      data-testid="guidance-tip"
    >
      <Icon name={icon} size="28px" className="guidance-tip__icon" />
      <div className="guidance-tip__body">
        <div className="guidance-tip__text">{children}</div>
        {actions && <div className="guidance-tip__actions">{actions}</div>}
      </div>
      <button
        type="button"
        className="guidance-tip__close"
        aria-label="Dismiss tip"
        title="Dismiss tip"
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
