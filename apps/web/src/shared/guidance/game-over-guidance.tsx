import type { Profile } from '@alchemy/contracts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { canForge, cardNeeds, missingText, recipeText } from './card-needs';
import { harvestText } from './harvest';
import { GuidanceTip } from './guidance-tip';
import type { Harvest } from './use-harvest';
import { useGuidance } from './use-guidance';

interface GameOverGuidanceProps {
  profile: Profile;
  harvest: Harvest;
}

/**
 * Beside the spec's game-over banner: which items went to the Lab and whether they make a
 * card yet. The first time it is a tip with 'Go to the Lab'; after that one quiet line,
 * because "where did my items go?" has the same answer every run.
 */
export function GameOverGuidance({ profile, harvest }: GameOverGuidanceProps) {
  const navigate = useNavigate();
  const tip = useGuidance('harvest');
  const moved = harvest.items;
  const needs = harvest.lab ? cardNeeds(profile.level, harvest.lab) : null;
  // Until the first card, say what a card takes and what is still missing.
  const needLine =
    needs && !profile.isArenaOpen ? (
      canForge(needs) ? (
        <p>
          Your Lab now holds enough for a battle card: <strong>{recipeText(needs)}</strong>.
        </p>
      ) : (
        <p>
          A battle card needs <strong>{recipeText(needs)}</strong>; your Lab still needs{' '}
          {missingText(needs)}. Restart the level, make one item more than once and combine the
          copies with different elements, so the run ends holding different items.
        </p>
      )
    ) : null;
  const movedLine =
    moved === null ? (
      <p>Every crafted item you still held went to your Lab.</p>
    ) : moved.length === 0 ? (
      <p>
        Nothing went to your Lab this time: only crafted items still held at the end move there.
      </p>
    ) : (
      <p data-testid="harvested-items">
        Moved to your Lab: <strong>{harvestText(moved)}</strong>.
      </p>
    );

  if (!tip.show) {
    return (
      <div className="guidance-note" role="status">
        {moved && moved.length > 0 && movedLine}
        {needLine}
      </div>
    );
  }
  return (
    <GuidanceTip
      label="Tip: your items went to the Lab"
      icon="test-tubes"
      onDismiss={tip.dismiss}
      actions={
        // Nothing moved and the Lab still locked: there is nothing to go to yet.
        (profile.isLabOpen || (moved !== null && moved.length > 0)) && (
          <Button
            icon="test-tubes"
            onClick={() => {
              tip.dismiss();
              void navigate('/game/lab');
            }}
          >
            Go to the Lab
          </Button>
        )
      }
    >
      {movedLine}
      {needLine}
    </GuidanceTip>
  );
}
