import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import type { GameIconName } from './icon-names';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone (purging). */
  tone?: 'primary' | 'danger';
  icon?: GameIconName;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm dialog: a question, what it costs or gives, two answers. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  icon,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} label={title} className="confirm">
      <h2 className="confirm__title">{title}</h2>
      <div className="confirm__body">{children}</div>
      <div className="confirm__actions">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          {...(icon ? { icon } : {})}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
