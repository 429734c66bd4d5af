import { Dialog } from './dialog';
import { Spinner } from './spinner';

/** The generic blocking loader: a spinner and one line of text. */
export function LoadingDialog({ open, message }: { open: boolean; message: string }) {
  return (
    <Dialog open={open} label={message} className="loading-dialog">
      <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-4)', minWidth: 220 }}>
        <Spinner label={message} />
        <p style={{ margin: 0 }} role="status">
          {message}
        </p>
      </div>
    </Dialog>
  );
}
