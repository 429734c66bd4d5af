import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { qualityTitle, statChanges, type UpgradeResult } from '@/shared/card-actions/card-upgrade';
import '@/components/ui/battle-card-face.css';
import './card-actions.css';

interface CardImprovedDialogProps {
  result: UpgradeResult | null;
  onClose: () => void;
}

/**
 * The 'card improved' result, in the lab and the arena alike: the new quality and every
 * stat, before and after. The quality badges are the card face's.
 */
export function CardImprovedDialog({ result, onClose }: CardImprovedDialogProps) {
  const title = result?.kind === 'ascend' ? 'Card Ascended!' : 'Card Improved!';
  return (
    <Dialog open={result !== null} onClose={onClose} label={title} className="card-improved">
      {result && (
        <div className="improved__content">
          <p className="improved__kicker">
            <Icon name={result.kind === 'ascend' ? 'crown' : 'armor-upgrade'} />{' '}
            {result.after.card.name}
          </p>
          <h2 className="improved__title">{title}</h2>
          <p className="improved__quality" data-testid="improved-quality">
            <span className={`quality-badge quality-badge--${result.before.quality}`}>
              {qualityTitle(result.before)}
            </span>
            <span aria-label="to"> → </span>
            <span
              className={clsx(
                'quality-badge',
                `quality-badge--${result.after.quality}`,
                result.after.isAscended && 'quality-badge--ascended',
              )}
            >
              {qualityTitle(result.after)}
            </span>
          </p>
          <table className="improved__stats">
            <thead>
              <tr>
                <th scope="col">Stat</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">
                  <span className="sr-only">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {statChanges(result.before, result.after).map((change) => (
                <tr key={change.key} data-testid={`improved-${change.key}`}>
                  <th scope="row">{change.label}</th>
                  <td>{change.before}</td>
                  <td className={`improved__after improved__after--${change.direction}`}>
                    {change.after}
                  </td>
                  <td className={`improved__delta improved__delta--${change.direction}`}>
                    {change.delta}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button onClick={onClose}>Continue</Button>
        </div>
      )}
    </Dialog>
  );
}
