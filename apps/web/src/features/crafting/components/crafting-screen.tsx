import { startTransition, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CraftingStartTip } from '@/shared/guidance/crafting-start-tip';
import { useHarvest } from '@/shared/guidance/use-harvest';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { balanceAfter, ITEM_BUY_PRICE, spendNeedsConfirmation } from '@alchemy/game-rules';
import { ApiError } from '@/lib/api-error';
import { useProfile } from '@/shared/queries/profile-query';
import { useAudioUnlock } from '@/lib/sound';
import { useBuyItem } from '../api/buy-item';
import { useCraftingGame } from '../api/get-crafting-game';
import { matchesSearch, sortItems, type SortKey } from '../item-order';
import { DragPointer } from '@/shared/crafting/drag-pointer';
import { useCraftFlow } from '../use-craft-flow';
import { useHint } from '../use-hint';
import { markNewItems, type ViewItem } from '@/shared/crafting/view-item';
import { CraftingToolbar } from './crafting-toolbar';
import { GameOverBanner } from './game-over-banner';
import {
  CraftingDialogs,
  GameOverGuidance,
  HintButton,
  ItemPreview,
  ParticleField,
  SpendConfirmDialog,
} from './lazy-crafting-extras';
import { ItemGrid } from '@/shared/crafting/lazy-item-grid';
import './crafting-screen.css';

/** /game/crafting: the crafting game (docs/RULES.md, "Crafting"). */
const CRAFTING_PATH = '/game/crafting';

export function CraftingScreen() {
  const navigate = useNavigate();
  const game = useCraftingGame();
  const profileQuery = useProfile();
  const profile = profileQuery.data;
  const gameOver = game.data?.isGameOver ?? false;
  // What the game over moved to the lab: named beside the banner, and marked 'New' when
  // the lab did not hold it before.
  const harvest = useHarvest(gameOver, profile?.isLabOpen ?? false);
  const newNames = useMemo(
    () =>
      harvest.items
        ? new Set(harvest.items.flatMap((item) => (item.isNew ? [item.name] : [])))
        : undefined,
    [harvest.items],
  );
  const buy = useBuyItem();
  // A purchase above a fifth of the credits asks first (docs/RULES.md, "Currencies").
  const [confirmingBuy, setConfirmingBuy] = useState<ViewItem | null>(null);
  const buyNow = (item: ViewItem) =>
    buy.mutate({ itemId: item.id, name: item.name, rarity: item.rarity });
  const askToBuy = (item: ViewItem) => {
    const cost = { currency: 'credits' as const, amount: ITEM_BUY_PRICE[item.rarity] };
    if (profile && spendNeedsConfirmation(cost, profile)) setConfirmingBuy(item);
    else buyNow(item);
  };
  const [pointer] = useState(() => new DragPointer());
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('name');
  useAudioUnlock();

  // If fetching the game fails (no game yet, above all), restart the level (docs/RULES.md,
  // "Starting a run"), unless the player has already gone elsewhere: while the next
  // screen's code loads, this screen stays mounted (a router transition), and following the
  // answer then would take the player back from the screen they chose.
  useEffect(() => {
    if (!game.error) return;
    if (!(game.error instanceof ApiError && game.error.code === 'NO_CRAFTING_GAME')) {
      console.error('Loading the crafting game failed', game.error);
    }
    if (window.location.pathname.replace(/\/$/, '') !== CRAFTING_PATH) return;
    void navigate('/game/crafting/new', { replace: true });
  }, [game.error, navigate]);

  const items = useMemo(
    () => markNewItems(game.data?.items ?? [], gameOver ? newNames : undefined),
    [game.data, gameOver, newNames],
  );
  const visible = useMemo(
    () =>
      sortItems(
        items.filter((item) => matchesSearch(item, search)),
        sort,
      ),
    [items, search, sort],
  );
  const hint = useHint(items);
  const flow = useCraftFlow(items, gameOver);

  // The screen's first full render, once the game has come, is a transition: React draws
  // it in slices that leave the main thread free between them, instead of in the one long
  // task of the query's update. Later updates (a craft's answer) render at once.
  // It also waits for the profile's answer (not for its success: a failed profile must not
  // hold the game back): drawn before it, the newcomer's tip and the game-over guidance
  // came a moment later and pushed the whole grid down (a layout shift of 0.13 in
  // Lighthouse whenever the game's answer came first).
  const [drawn, setDrawn] = useState(false);
  const readyToDraw = game.data !== undefined && !profileQuery.isPending;
  useEffect(() => {
    if (readyToDraw && !drawn) startTransition(() => setDrawn(true));
  }, [readyToDraw, drawn]);

  if (!game.data || !drawn) {
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
          <ButtonLink to="/game/encyclopedia" variant="ghost" icon="scroll-unfurled">
            Encyclopedia
          </ButtonLink>
        </header>
        {gameOver && <GameOverBanner />}
        {gameOver && profile && <GameOverGuidance profile={profile} harvest={harvest} />}
        {!gameOver && profile && <CraftingStartTip level={profile.level} />}
        <CraftingToolbar
          search={search}
          onSearch={setSearch}
          sort={sort}
          onSort={setSort}
          discovered={game.data.discoveredCount}
          total={game.data.totalCount}
        />
        <HintButton pair={hint.pair} onHint={hint.onHint} gameOver={gameOver} />
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
            hintedIds={hint.hintedIds}
          />
        )}
        <ItemPreview
          item={flow.previewItem}
          second={flow.selection[1] ?? null}
          balances={profile}
          buying={buy.isPending}
          gameOver={gameOver}
          onBuy={askToBuy}
        />
      </div>
      {confirmingBuy && profile && (
        <SpendConfirmDialog
          open
          title={`Buy ${confirmingBuy.name}?`}
          pay={{ currency: 'credits', amount: ITEM_BUY_PRICE[confirmingBuy.rarity] }}
          get={`1 ${confirmingBuy.name}, for your lab`}
          balanceAfter={balanceAfter(
            { currency: 'credits', amount: ITEM_BUY_PRICE[confirmingBuy.rarity] },
            profile,
          )}
          confirmLabel="Buy"
          onCancel={() => setConfirmingBuy(null)}
          onConfirm={() => {
            buyNow(confirmingBuy);
            setConfirmingBuy(null);
          }}
        />
      )}
      <CraftingDialogs
        progress={{ pair: flow.crafting }}
        failed={{ open: flow.failed, onClose: flow.closeFailed }}
        result={{ result: flow.created, onClose: flow.closeCreated }}
      />
    </div>
  );
}
