import type { RaceCraftResult, RaceToday } from '@alchemy/contracts';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CraftedItem } from '@/shared/crafting/crafting-dialogs';
import {
  BUILDING_BLOCK_ERROR_MS,
  CONNECTION_ERROR_MS,
  CRAFT_NOT_SENT,
  remainingLoaderMs,
} from '@/shared/crafting/crafting-messages';
import { clickItem } from '@/shared/crafting/crafting-rules';
import type { ViewItem } from '@/shared/crafting/view-item';
import { ApiError, NoAnswerError, unsentWriteText } from '@/lib/api-error';
import { playFanfareSound } from '@/shared/reward/reward-sounds';
import { showSnackbar } from '@/lib/snackbar-store';
import { playCreateSound, playFailSound, playRefusedSound } from '@/lib/sound';
import { wait } from '@/lib/wait';
import { craftInRace } from './api/craft-in-race';
import { raceKeys } from './api/race-keys';
import { alreadyMadeText } from './race-texts';

/**
 * A race's selection and crafts, as the crafting game's (the same click rule, loader,
 * sounds and dialogs), on the attempt's own items. The attempt in the cache follows each
 * craft's answer; when the attempt ends, today's result, rank and streak are asked again.
 */
export function useRaceCraft(items: readonly ViewItem[], playing: boolean) {
  const queryClient = useQueryClient();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [inspectedId, setInspectedId] = useState<string | null>(null);
  const [crafting, setCrafting] = useState<[ViewItem, ViewItem] | null>(null);
  const [created, setCreated] = useState<CraftedItem | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  const byId = new Map(items.map((item) => [item.id, item]));
  const selection = selectedIds.flatMap((id) => byId.get(id) ?? []);

  const follow = useCallback(
    async (result: RaceCraftResult) => {
      queryClient.setQueryData<RaceToday>(raceKeys.today, (today) =>
        today ? { ...today, attempt: result.attempt } : today,
      );
      if (result.attempt.status !== 'playing') {
        await queryClient.invalidateQueries({ queryKey: raceKeys.all });
      }
    },
    [queryClient],
  );

  const craft = useCallback(
    async (pair: [ViewItem, ViewItem]) => {
      if (busy.current) return;
      if (!onlineManager.isOnline()) {
        playRefusedSound();
        const text = unsentWriteText(new NoAnswerError(true), CRAFT_NOT_SENT);
        if (text) showSnackbar(text, { type: 'error', durationMs: CONNECTION_ERROR_MS });
        setSelectedIds([pair[0].id]);
        return;
      }
      busy.current = true;
      setSelectedIds(pair.map((item) => item.id));
      setCrafting(pair);
      const startedAt = performance.now();
      let result: RaceCraftResult | undefined;
      let error: unknown;
      try {
        result = await craftInRace(pair[0].id, pair[1].id);
      } catch (caught) {
        error = caught;
      }
      await wait(remainingLoaderMs(startedAt, performance.now()));
      setCrafting(null);
      setSelectedIds([]);
      busy.current = false;

      if (!result) {
        // Nothing happened: the connection's words, or the rule's (the server's message).
        playRefusedSound();
        const text =
          unsentWriteText(error, CRAFT_NOT_SENT) ??
          (error instanceof ApiError ? error.message : CRAFT_NOT_SENT);
        showSnackbar(text, { type: 'error', durationMs: CONNECTION_ERROR_MS });
        setSelectedIds([pair[0].id]);
        await queryClient.invalidateQueries({ queryKey: raceKeys.today });
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
      await follow(result);
    },
    [follow, queryClient],
  );

  const pick = (item: ViewItem) => {
    if (busy.current) return;
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
