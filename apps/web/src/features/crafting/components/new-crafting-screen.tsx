import { allocationRemaining, checkItemsLimitIncrease, type Balances } from '@alchemy/game-rules';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/shared/queries/profile-query';
import { useStartItems } from '../api/get-start-items';
import { useIncreaseLimit } from '../api/increase-limit';
import { useStartGame } from '../api/start-game';
import { allocationRequest, canStart, initialAllocation, toBaseElement } from '../allocation';
import { AllocationTile } from './allocation-tile';
import './new-crafting-screen.css';

const HINT =
  'Allocate your starting items. You need to allocate all items before starting the game.';

/**
 * /game/crafting/new: share the starting items among the base elements (docs/RULES.md,
 * "Starting a run").
 */
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
      balances={profile}
    />
  );
}

interface AllocatorProps {
  entries: NonNullable<ReturnType<typeof useStartItems>['data']>;
  level: number;
  limit: number;
  /** The player's purse: one more starting item costs diamonds. */
  balances: Balances;
}

function Allocator({ entries, level, limit, balances }: AllocatorProps) {
  const navigate = useNavigate();
  const start = useStartGame();
  const increase = useIncreaseLimit();
  const elements = useMemo(() => entries.map(toBaseElement), [entries]);
  const [quantities, setQuantities] = useState(() => initialAllocation(elements, level, limit));
  const remaining = allocationRemaining(quantities, limit);
  // The price and whether the purse covers it, as the server checks '+1 Item'.
  const raise = checkItemsLimitIncrease(limit, balances);
  const cost = raise.ok ? raise.value.amount : raise.error.needed;

  const change = (index: number, delta: number) =>
    setQuantities((current) => current.map((value, i) => (i === index ? value + delta : value)));

  const onStart = () => {
    start.mutate(allocationRequest(elements, quantities), {
      // After starting, back to the parent route: the crafting game itself.
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
          disabled={increase.isPending || !raise.ok}
          title={raise.ok ? undefined : 'Not enough diamonds'}
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
      <p className="new-game__hint">{HINT}</p>
      {/* Sticky: on a phone the button stays in view above the elements. */}
      <div className="new-game__footer">
        <p className="new-game__remaining" aria-live="polite">
          Remaining: <strong data-testid="remaining">{remaining}</strong>
        </p>
        <Button
          block
          icon="cauldron"
          disabled={!canStart(elements, level, limit, quantities) || start.isPending}
          onClick={onStart}
        >
          Start Crafting
        </Button>
      </div>
    </Panel>
  );
}
