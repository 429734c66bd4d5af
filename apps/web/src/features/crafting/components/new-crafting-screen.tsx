import { increaseLimitCost } from '@alchemy/game-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/lib/profile-query';
import { useStartItems } from '../api/get-start-items';
import { useIncreaseLimit } from '../api/increase-limit';
import { useStartGame } from '../api/start-game';
import { canStart, initialAllocation, remainingToAllocate } from '../allocation';
import { AllocationTile } from './allocation-tile';
import './new-crafting-screen.css';

const HINT =
  'Allocate your starting items. You need to allocate all items before starting the game.';

/** /game/crafting/new: share the starting items among the base elements (spec section 2). */
export function NewCraftingScreen() {
  const profile = useProfile().data;
  const startItems = useStartItems();
  if (!profile || !startItems.data) {
    return (
      <Panel className="new-game new-game--loading" aria-label="Start a New Game">
        <h1>Start a New Game</h1>
        <Spinner label="Loading the elements" />
      </Panel>
    );
  }
  // Keyed by level: a level-up while here unlocks more elements, so start the split over.
  return (
    <Allocator
      key={profile.level}
      entries={startItems.data}
      level={profile.level}
      limit={profile.initialItemsLimit}
      diamonds={profile.diamonds}
    />
  );
}

interface AllocatorProps {
  entries: NonNullable<ReturnType<typeof useStartItems>['data']>;
  level: number;
  limit: number;
  diamonds: number;
}

function Allocator({ entries, level, limit, diamonds }: AllocatorProps) {
  const navigate = useNavigate();
  const start = useStartGame();
  const increase = useIncreaseLimit();
  const [quantities, setQuantities] = useState(() =>
    initialAllocation(
      entries.map((entry) => ({ name: entry.item.name, levelRequired: entry.levelRequired })),
      level,
      limit,
    ),
  );
  const remaining = remainingToAllocate(quantities, limit);
  const cost = increaseLimitCost(limit);

  const change = (index: number, delta: number) =>
    setQuantities((current) => current.map((value, i) => (i === index ? value + delta : value)));

  const onStart = () => {
    const items = entries
      .map((entry, index) => ({ name: entry.item.name, allocate: quantities[index] ?? 0 }))
      .filter((entry) => entry.allocate > 0);
    start.mutate(items, {
      // Spec section 4: after starting, back to the parent route.
      onSuccess: () => void navigate('..', { relative: 'path' }),
    });
  };

  return (
    <Panel className="new-game" aria-labelledby="new-game-title">
      <h1 id="new-game-title">Start a New Game</h1>
      <div className="new-game__limit">
        <p>
          Items to allocate: <strong data-testid="items-limit">{limit}</strong>
        </p>
        <Button
          variant="secondary"
          onClick={() => increase.mutate()}
          disabled={increase.isPending || diamonds < cost}
          title={diamonds < cost ? 'Not enough diamonds' : undefined}
        >
          +1 Item
          <span className="new-game__cost">
            <Icon name="cut-diamond" label="diamonds" /> {cost}
          </span>
        </Button>
      </div>
      <ul className="new-game__grid">
        {entries.map((entry, index) => (
          <AllocationTile
            key={entry.item.id}
            entry={entry}
            quantity={quantities[index] ?? 0}
            locked={entry.levelRequired > level}
            remaining={remaining}
            onChange={(delta) => change(index, delta)}
          />
        ))}
      </ul>
      <p className="new-game__remaining" aria-live="polite">
        Remaining: <strong data-testid="remaining">{remaining}</strong>
      </p>
      <p className="new-game__hint">{HINT}</p>
      <Button
        block
        icon="cauldron"
        disabled={!canStart(remaining) || start.isPending}
        onClick={onStart}
      >
        Start Crafting
      </Button>
    </Panel>
  );
}
