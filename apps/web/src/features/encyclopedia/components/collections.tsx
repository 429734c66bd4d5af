import type { CollectionMilestoneView, EncyclopediaFamily } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { rewardText } from '@/shared/reward/reward-chips';
import { flyReward } from '@/shared/reward/reward-flight';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-error';
import { queryKeys } from '@/shared/queries/query-keys';
import { playClaimSound, playFanfareSound } from '@/shared/reward/reward-sounds';
import { showSnackbar } from '@/lib/snackbar-store';
import { useClaimCollection } from '../api/claim-collection';
import { nextChestText, orderCollections, readyCount } from '../collection-order';
import './collections.css';

/** How long a claimed card celebrates, and its sparks (collections.css places ten). */
const CELEBRATION_MS = 1400;
const SPARKS = 10;

interface CollectionsProps {
  families: readonly EncyclopediaFamily[];
  /** The family the list below shows, '' for all. */
  selected: string;
  onSelect: (family: string) => void;
}

/**
 * The Codex's collections (docs/RULES.md, "Collections"): each family's progress ('Flora
 * 12/66') with its 25%, 50% and 100% chests, claimable once each; a claimed chest bursts
 * and its reward flies into the purse. Choosing a family shows its items below.
 */
export function Collections({ families, selected, onSelect }: CollectionsProps) {
  const claim = useClaimCollection();
  const queryClient = useQueryClient();
  const [celebrating, setCelebrating] = useState<string | null>(null);
  const collections = orderCollections(families);
  const ready = collections.reduce((sum, family) => sum + readyCount(family), 0);

  const onClaim = (family: EncyclopediaFamily, milestone: CollectionMilestoneView, from: Element) =>
    claim.mutate(
      { family: family.name, percent: milestone.percent },
      {
        onSuccess: (result) => {
          if (!result.alreadyClaimed) {
            playClaimSound();
            if (result.percent === 100) playFanfareSound();
            setCelebrating(family.name);
            window.setTimeout(() => setCelebrating(null), CELEBRATION_MS);
            showSnackbar(`${family.name} ${result.percent}%: ${rewardText(result.paid)}`, {
              type: 'success',
            });
          }
          // The balances change as the reward lands on them.
          void flyReward(from, result.paid).then(() =>
            queryClient.setQueryData(queryKeys.profile, result.profile),
          );
        },
        onError: (error) => showSnackbar(errorMessage(error), { type: 'error' }),
      },
    );

  if (collections.length === 0) return null;
  return (
    <section className="collections" aria-labelledby="collections-title">
      <header className="collections__header">
        <h2 id="collections-title">Collections</h2>
        {ready > 0 && (
          <span className="collections__ready" data-testid="collections-ready">
            <Icon name="open-treasure-chest" size="1.1em" />
            {ready === 1 ? '1 chest to open' : `${ready} chests to open`}
          </span>
        )}
      </header>
      <ul className="collections__list">
        {collections.map((family) => (
          <CollectionCard
            key={family.name}
            family={family}
            selected={selected === family.name}
            celebrating={celebrating === family.name}
            busy={claim.isPending}
            onSelect={() => onSelect(selected === family.name ? '' : family.name)}
            onClaim={(milestone, from) => onClaim(family, milestone, from)}
          />
        ))}
      </ul>
    </section>
  );
}

interface CollectionCardProps {
  family: EncyclopediaFamily;
  selected: boolean;
  celebrating: boolean;
  busy: boolean;
  onSelect: () => void;
  onClaim: (milestone: CollectionMilestoneView, from: Element) => void;
}

function CollectionCard({
  family,
  selected,
  celebrating,
  busy,
  onSelect,
  onClaim,
}: CollectionCardProps) {
  const percent = family.total === 0 ? 0 : (100 * family.discovered) / family.total;
  return (
    <li
      className={clsx(
        'collection',
        readyCount(family) > 0 && 'collection--ready',
        family.discovered >= family.total && 'collection--complete',
        selected && 'collection--selected',
        celebrating && 'collection--celebrating',
      )}
      data-testid={`collection-${family.name}`}
    >
      <button
        type="button"
        className="collection__name"
        aria-pressed={selected}
        title={selected ? 'Show every family' : `Show the ${family.name} items`}
        onClick={onSelect}
      >
        <span>{family.name}</span>
        <span className="collection__count" data-testid="collection-count">
          {family.discovered}/{family.total}
          <span className="sr-only"> discovered</span>
        </span>
      </button>
      <div className="collection__bar" aria-hidden="true">
        <span className="collection__fill" style={{ transform: `scaleX(${percent / 100})` }} />
        {family.milestones.map((milestone) => (
          <span
            key={milestone.percent}
            className={clsx('collection__tick', milestone.reached && 'collection__tick--reached')}
            style={{ left: `${milestone.percent}%` }}
          />
        ))}
      </div>
      <div className="collection__milestones">
        {family.milestones.map((milestone) => (
          <Milestone
            key={milestone.percent}
            family={family.name}
            milestone={milestone}
            busy={busy}
            onClaim={onClaim}
          />
        ))}
      </div>
      <p className="collection__next">{nextChestText(family)}</p>
      {celebrating && (
        <span className="collection__burst" aria-hidden="true">
          {Array.from({ length: SPARKS }, (_, index) => (
            <span key={index} />
          ))}
        </span>
      )}
    </li>
  );
}

function Milestone({
  family,
  milestone,
  busy,
  onClaim,
}: {
  family: string;
  milestone: CollectionMilestoneView;
  busy: boolean;
  onClaim: (milestone: CollectionMilestoneView, from: Element) => void;
}) {
  const label = `${milestone.percent}%`;
  if (milestone.claimed) {
    return (
      <span className="milestone-pip milestone-pip--claimed">
        <Icon name="check-mark" size="0.95em" />
        {label}
        <span className="sr-only"> claimed</span>
      </span>
    );
  }
  if (milestone.reached) {
    return (
      <button
        type="button"
        className="milestone-pip milestone-pip--ready"
        disabled={busy}
        aria-label={`Open the ${family} ${label} chest: ${rewardText(milestone.reward)}`}
        onClick={(event) => onClaim(milestone, event.currentTarget)}
      >
        <Icon name="open-treasure-chest" size="1.1em" />
        {label}
      </button>
    );
  }
  return (
    <span
      className="milestone-pip milestone-pip--locked"
      title={`At ${milestone.needed} items: ${rewardText(milestone.reward)}`}
    >
      {label}
      <span className="sr-only">
        {' '}
        at {milestone.needed} items: {rewardText(milestone.reward)}
      </span>
    </span>
  );
}
