import { FlavourLoaderDialog } from '@/components/ui/flavour-loader-dialog';
import { CARD_ASCEND_MESSAGES } from '@/shared/card-actions/card-action-texts';
import { CardImprovedDialog } from './card-improved-dialog';
import { PurgeCardDialog } from './purge-card-dialog';
import type { CardActions } from './use-card-actions';

/** The loader, the 'card improved' result and the purge confirmation of useCardActions. */
export function CardActionDialogs({ actions }: { actions: CardActions }) {
  const ascending = actions.pending === 'ascend';
  return (
    <>
      <FlavourLoaderDialog
        open={actions.pending !== null}
        label={ascending ? 'Ascending battle card' : 'Improving battle card'}
        icon={ascending ? 'crown' : 'armor-upgrade'}
        messages={CARD_ASCEND_MESSAGES}
      />
      <CardImprovedDialog result={actions.result} onClose={actions.closeResult} />
      <PurgeCardDialog
        card={actions.cardToPurge}
        busy={actions.purging}
        onConfirm={actions.confirmPurge}
        onCancel={actions.cancelPurge}
      />
    </>
  );
}
