import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useLabItems } from '@/lib/lab-items-query';
import { useProfile } from '@/lib/profile-query';
import { useAudioUnlock } from '@/lib/sound';
import { useBuyItem } from '../api/buy-item';
import { useCraftingGame } from '../api/get-crafting-game';
import { matchesSearch, sortItems, type SortKey } from '../item-order';
import { DragPointer } from '../drag-pointer';
import { useCraftFlow } from '../use-craft-flow';
import { markNewItems } from '../view-item';
import { CraftingProgressDialog, FailedCraftDialog, ResultDialog } from './crafting-dialogs';
import { CraftingToolbar } from './crafting-toolbar';
import { GameOverBanner } from './game-over-banner';
import { ItemGrid } from './item-grid';
import { ItemPreview } from './item-preview';
import { ParticleField } from './particle-field';
import './crafting-screen.css';

/** /game/crafting: the crafting game (docs/RULES.md, "Crafting"). */
export function CraftingScreen() {
  const navigate = useNavigate();
  const game = useCraftingGame();
  const profile = useProfile().data;
  const gameOver = game.data?.isGameOver ?? false;
  // Only needed at game over, to mark the items that are not in the lab yet.
  const labItems = useLabItems({ enabled: gameOver });
  const buy = useBuyItem();
  const [pointer] = useState(() => new DragPointer());
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('name');
  useAudioUnlock();

  // If fetching the game fails (no game yet, above all), restart the level (docs/RULES.md,
  // "Starting a run").
  useEffect(() => {
    if (!game.error) return;
    if (!(game.error instanceof ApiError && game.error.code === 'NO_CRAFTING_GAME')) {
      console.error('Loading the crafting game failed', game.error);
    }
    void navigate('/game/crafting/new', { replace: true });
  }, [game.error, navigate]);

  const items = useMemo(
    () => markNewItems(game.data?.items ?? [], gameOver ? labItems.data : undefined),
    [game.data, gameOver, labItems.data],
  );
  const visible = useMemo(
    () =>
      sortItems(
        items.filter((item) => matchesSearch(item, search)),
        sort,
      ),
    [items, search, sort],
  );
  const flow = useCraftFlow(items, gameOver);

  if (!game.data) {
    return (
      <div className="crafting crafting--loading">
        <Spinner label="Loading the crafting game" />
      </div>
    );
  }

  return (
    <div className="crafting">
      <ParticleField pointer={pointer} />
      <div className="crafting__content">
        <header className="crafting__header">
          <h1>Crafting</h1>
        </header>
        {gameOver && <GameOverBanner />}
        <CraftingToolbar
          search={search}
          onSearch={setSearch}
          sort={sort}
          onSort={setSort}
          discovered={game.data.discoveredCount}
          total={game.data.totalCount}
        />
        {visible.length === 0 ? (
          <p className="crafting__empty">No item matches “{search}”.</p>
        ) : (
          <ItemGrid
            items={visible}
            selection={flow.selection}
            inspectedId={flow.inspectedId}
            onPick={flow.pick}
            onCraft={flow.craft}
            pointer={pointer}
          />
        )}
        <ItemPreview
          item={flow.previewItem}
          second={flow.selection[1] ?? null}
          balances={profile}
          buying={buy.isPending}
          gameOver={gameOver}
          onBuy={(item) => buy.mutate({ itemId: item.id, name: item.name, rarity: item.rarity })}
        />
      </div>
      <CraftingProgressDialog pair={flow.crafting} />
      <FailedCraftDialog open={flow.failed} onClose={flow.closeFailed} />
      <ResultDialog result={flow.created} onClose={flow.closeCreated} />
    </div>
  );
}
