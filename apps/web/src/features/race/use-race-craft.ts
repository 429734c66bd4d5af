import type { RaceCraftResult } from '@alchemy/contracts';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CraftedItem } from '@/shared/crafting/crafting-dialogs';
import {
  BUILDING_BLOCK_ERROR_MS,
  CONNECTION_ERROR_MS,
  CRAFT_NOT_SENT,
} from '@/shared/crafting/crafting-messages';
import { clickItem } from '@/shared/crafting/crafting-rules';
import type { ViewItem } from '@/shared/crafting/view-item';
import { ApiError, NoAnswerError, unsentWriteText } from '@/lib/api-error';
import { playFanfareSound } from '@/shared/reward/reward-sounds';
import { showSnackbar } from '@/lib/snackbar-store';
import { playCreateSound, playFailSound, playRefusedSound } from '@/lib/sound';
import { raceCraftKey, useCraftInRace } from './api/craft-in-race';
import { alreadyMadeText } from './race-texts';

/**
 * The double-tap guard, as the crafting game's (use-craft-flow.ts there): the mutation
 * cache says at once whether a race craft is pending (the request and the loader's minimum).
 */
function craftUnderWay(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: raceCraftKey }) > 0;
}

/**
 * A race's selection and crafts, as the crafting game's (the same click rule, loader,
 * sounds and dialogs), on the attempt's own items. The attempt in the cache follows each
 * craft's answer (the mutation's, api/craft-in-race.ts).
 */
export function useRaceCraft(items: readonly ViewItem[], playing: boolean) {
  const queryClient = useQueryClient();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [inspectedId, setInspectedId] = useState<string | null>(null);
  const [crafting, setCrafting] = useState<[ViewItem, ViewItem] | null>(null);
  const [created, setCreated] = useState<CraftedItem | null>(null);
  const [failed, setFailed] = useState(false);
  const { mutateAsync: craftInRace } = useCraftInRace();

  const byId = new Map(items.map((item) => [item.id, item]));
  const selection = selectedIds.flatMap((id) => byId.get(id) ?? []);

  const craft = useCallback(
    async (pair: [ViewItem, ViewItem]) => {
      if (craftUnderWay(queryClient)) return;
      if (!onlineManager.isOnline()) {
        playRefusedSound();
        const text = unsentWriteText(new NoAnswerError(true), CRAFT_NOT_SENT);
        if (text) showSnackbar(text, { type: 'error', durationMs: CONNECTION_ERROR_MS });
        setSelectedIds([pair[0].id]);
        return;
      }
      setSelectedIds(pair.map((item) => item.id));
      setCrafting(pair);
      let result: RaceCraftResult | undefined;
      let error: unknown;
      try {
        result = await craftInRace({ itemOneId: pair[0].id, itemTwoId: pair[1].id });
      } catch (caught) {
        error = caught;
      }
      setCrafting(null);
      setSelectedIds([]);

      if (!result) {
        // Nothing happened: the connection's words, or the rule's (the server's message).
        playRefusedSound();
        const text =
          unsentWriteText(error, CRAFT_NOT_SENT) ??
          (error instanceof ApiError ? error.message : CRAFT_NOT_SENT);
        showSnackbar(text, { type: 'error', durationMs: CONNECTION_ERROR_MS });
        setSelectedIds([pair[0].id]);
        return;
      }
      const ended = result.attempt.status !== 'playing';
      if (result.attempt.status === 'finished') {
        playFanfareSound();
      } else if (result.made === null) {
        playFailSound();
        // A run that can make no more crafts ends on the end screen itself: no dialog.
        if (!ended) setFailed(true);
      } else if (result.isNew) {
        playCreateSound();
        if (!ended) setCreated({ item: result.made });
      } else {
        playCreateSound();
        showSnackbar(alreadyMadeText(result.made.name), { type: 'info' });
      }
      if (result.attempt.status === 'failed') playFailSound();
    },
    [craftInRace, queryClient],
  );

  const pick = (item: ViewItem) => {
    if (craftUnderWay(queryClient)) return;
    const outcome = clickItem(selection, item, !playing);
    switch (outcome.kind) {
      case 'inspect':
        setInspectedId(item.id);
        break;
      case 'deselect':
      case 'select':
        setSelectedIds(outcome.selection.map((selected) => selected.id));
        setInspectedId(null);
        break;
      case 'craft':
        void craft(outcome.pair);
        break;
      case 'error':
        playRefusedSound();
        showSnackbar(outcome.message, { type: 'error', durationMs: BUILDING_BLOCK_ERROR_MS });
        break;
    }
  };

  return {
    selection,
    inspectedId: selection.length > 0 ? null : inspectedId,
    pick,
    craft: (pair: [ViewItem, ViewItem]) => void craft(pair),
    crafting,
    created,
    closeCreated: useCallback(() => setCreated(null), []),
    failed,
    closeFailed: useCallback(() => setFailed(false), []),
  };
}
