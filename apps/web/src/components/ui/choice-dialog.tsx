import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import type { GameIconName } from './icon-names';
import './confirm-dialog.css';
import './choice-dialog.css';

export interface Choice {
  label: string;
  onSelect: () => void;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  icon?: GameIconName;
}

interface ChoiceDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /**
   * The answers, in reading order; more than two are stacked, one a row. The first gets
   * the keyboard focus when the dialog opens, so put first an answer that loses nothing.
   */
  choices: Choice[];
  /** Escape or a click on the backdrop: the answer that changes nothing. */
  onClose: () => void;
  /** An answer is under way: every answer waits, and the dialog cannot be dismissed. */
  busy?: boolean;
  className?: string;
}

/**
 * The confirm dialog's look with any number of answers: a question with more than a yes
 * and a no (link first, log out anyway, or stay). The answers fill the width, so long
 * labels that wrap still line up; on a narrow phone they stack.
 */
export function ChoiceDialog({
  open,
  title,
  children,
  choices,
  onClose,
  busy = false,
  className,
}: ChoiceDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      label={title}
      className={clsx('confirm', 'choice', className)}
    >
      <h2 className="confirm__title">{title}</h2>
      <div className="confirm__body">{children}</div>
      <div
        className={clsx(
          'confirm__actions',
          'choice__actions',
          choices.length > 2 && 'choice__actions--stack',
        )}
        aria-busy={busy}
      >
        {choices.map(({ label, onSelect, variant = 'secondary', icon }) => (
          <Button
            key={label}
            variant={variant}
            onClick={onSelect}
            disabled={busy}
            {...(icon ? { icon } : {})}
          >
            {label}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
