import type { CraftResult } from '@alchemy/contracts';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { NoAnswerError } from '@/lib/api-error';
import { unsentWriteText } from '@/lib/api-error';
import { showSnackbar } from '@/lib/snackbar-store';
import { playCreateSound, playFailSound, playRefusedSound } from '@/lib/sound';
import { craftKey, useCraftItems } from './api/craft-items';
import { clickItem } from '@/shared/crafting/crafting-rules';
import {
  ALREADY_KNOWN_MESSAGE,
  BUILDING_BLOCK_ERROR_MS,
  CONNECTION_ERROR_MS,
  CRAFT_NOT_SENT,
  newItemMessage,
} from '@/shared/crafting/crafting-messages';
import type { ViewItem } from '@/shared/crafting/view-item';

/**
 * The double-tap guard: a craft is under way while its mutation is pending (the request and
 * the loader's minimum, api/craft-items.ts). The mutation cache says so synchronously, from
 * the moment the craft is sent, where the hook's `isPending` says so only after a render:
 * a second tap in between would start a second craft.
 */
function craftUnderWay(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: craftKey }) > 0;
}

/**
 * The selection and the craft itself (docs/RULES.md, "Crafting"): two picks start a craft,
 * the loader stays at least 500 ms, the outcome picks a sound, a message and a dialog, and
 * the game and the balances follow the craft's answer (the mutation's, api/craft-items.ts).
 */
export function useCraftFlow(items: readonly ViewItem[], gameOver: boolean) {
  const queryClient = useQueryClient();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [inspectedId, setInspectedId] = useState<string | null>(null);
  const [crafting, setCrafting] = useState<[ViewItem, ViewItem] | null>(null);
  const [created, setCreated] = useState<CraftResult | null>(null);
  const [failed, setFailed] = useState(false);
  const { mutateAsync: craftItems } = useCraftItems();

  const byId = new Map(items.map((item) => [item.id, item]));
  const selection = selectedIds.flatMap((id) => byId.get(id) ?? []);

  /**
   * A craft the connection stopped: a sound and words, and the first item stays picked, so
   * one tap on the second tries again once the game is back. Nothing is sent again by itself.
   */
  const refuseUnsent = useCallback((text: string | null, pair: [ViewItem, ViewItem]) => {
    playRefusedSound();
    if (text) showSnackbar(text, { type: 'error', durationMs: CONNECTION_ERROR_MS });
    setSelectedIds([pair[0].id]);
  }, []);

  const craft = useCallback(
    async (pair: [ViewItem, ViewItem]) => {
      if (craftUnderWay(queryClient)) return;
      if (!onlineManager.isOnline()) {
        // Offline: said at once, without a loader that would suggest a craft under way.
        refuseUnsent(unsentWriteText(new NoAnswerError(true), CRAFT_NOT_SENT), pair);
        return;
      }
      setSelectedIds(pair.map((item) => item.id));
      setCrafting(pair);
      let result: CraftResult | null | undefined;
      let unsent: string | null = null;
      try {
        result = await craftItems({ itemOneId: pair[0].id, itemTwoId: pair[1].id });
      } catch (error) {
        // The server's errors are only logged (docs/RULES.md, "Client timings and texts");
        // a craft the connection stopped is said on screen, since nothing happened.
        unsent = unsentWriteText(error, CRAFT_NOT_SENT);
        console.error('Crafting failed', error);
      }
      setCrafting(null);
      setSelectedIds([]);

      if (unsent) {
        refuseUnsent(unsent, pair);
      } else if (result === null) {
        playFailSound();
        setFailed(true);
      } else if (result && result.reward > 0) {
        playCreateSound();
        showSnackbar(newItemMessage(result.item.rarity, result.reward), { type: 'success' });
        setCreated(result);
      } else if (result) {
        showSnackbar(ALREADY_KNOWN_MESSAGE, { type: 'info' });
      }
    },
    [craftItems, queryClient, refuseUnsent],
  );

  const pick = (item: ViewItem) => {
    if (craftUnderWay(queryClient)) return;
    const outcome = clickItem(selection, item, gameOver);
    switch (outcome.kind) {
      case 'inspect':
        setInspectedId(item.id);
        break;
      case 'deselect':
        setSelectedIds(outcome.selection.map((selected) => selected.id));
        break;
      case 'select':
        setSelectedIds(outcome.selection.map((selected) => selected.id));
        setInspectedId(null);
        break;
      case 'craft':
        void craft(outcome.pair);
        break;
      case 'error':
        showSnackbar(outcome.message, { type: 'error', durationMs: BUILDING_BLOCK_ERROR_MS });
        break;
    }
  };

  const previewItem = selection[0] ?? (inspectedId ? byId.get(inspectedId) : undefined) ?? null;
  return {
    selection,
    inspectedId: selection.length > 0 ? null : inspectedId,
    previewItem,
    pick,
    craft: (pair: [ViewItem, ViewItem]) => void craft(pair),
    crafting,
    created,
    closeCreated: useCallback(() => setCreated(null), []),
    failed,
    closeFailed: useCallback(() => setFailed(false), []),
  };
}
