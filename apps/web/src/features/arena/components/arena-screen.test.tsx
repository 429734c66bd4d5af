import {
  BattleCardListSchema,
  CurrentSeasonSchema,
  DuelOddsSchema,
  DuelResultSchema,
  DuelSchema,
  LastDuelSchema,
  ProfileSchema,
  type Profile,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, inTurn, onApi, refusal } from '@/test/api-server';
import { aCurrentSeason, aDuel, aDuelResult } from '@/test/fixtures/arena';
import { aBattleCard, uuid } from '@/test/fixtures/cards';
import { aProfile } from '@/test/fixtures/player';
import { renderScreen } from '@/test/render-screen';
import { ArenaScreen } from './arena-screen';

const wolf = aBattleCard('Ash Wolf', { id: uuid(1) });
const sprite = aBattleCard('Tide Sprite', {
  id: uuid(2),
  card: { characterType: 'Elemental' },
});
const golem = aBattleCard('Sand Golem', { id: uuid(99), level: 2 });
// Two slots: both must hold a card before the duel starts.
const duel = aDuel(golem, { playerCardSlots: 2 });
const me = aProfile({ isLabOpen: true, isArenaOpen: true });

/** The arena's reads; `profiles` answer the profile's reads in turn. */
function serveArena(...profiles: Profile[]) {
  onApi(endpoints.profile, inTurn(ProfileSchema, ...profiles));
  const duelReads = onApi(endpoints.arenaDuel, () => answer(DuelSchema, duel));
  onApi(endpoints.labCards, () => answer(BattleCardListSchema, [wolf, sprite]));
  onApi(endpoints.arenaLastDuel, () => answer(LastDuelSchema, { duel: null }));
  onApi(endpoints.seasonsCurrent, () => answer(CurrentSeasonSchema, aCurrentSeason()));
  const odds = onApi(endpoints.arenaOdds, () =>
    answer(DuelOddsSchema, { duelId: duel.id, winChance: 62, fights: 1000 }),
  );
  return { duelReads, odds };
}

function openArena() {
  return renderScreen(<ArenaScreen />, { route: '/game/arena' });
}

/** Opens a card of the list and selects it for the next free slot. */
async function select(user: UserEvent, label: string) {
  const list = screen.getByRole('region', { name: /^Battle Cards/ });
  await user.click(within(list).getByRole('button', { name: label }));
  const details = await screen.findByRole('dialog', { name: label.split(',')[0] });
  await user.click(within(details).getByRole('button', { name: 'Select' }));
}

describe('the arena', () => {
  it("shows the next duel: the opponent, the empty slots and the player's cards", async () => {
    serveArena(me);
    openArena();

    const board = await screen.findByRole('region', { name: 'Next Duel' });
    expect(
      within(board).getByRole('button', { name: 'Opponent: Sand Golem, Beast, normal, level 2' }),
    ).toBeTruthy();
    expect(
      within(board).getAllByRole('button', { name: /^Slot \d, empty\. Drag a card here$/ }),
    ).toHaveLength(2);
    expect(within(board).getByText('Add 2 more cards')).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Battle Cards(2)' });
    expect(
      within(cards).getByRole('button', { name: 'Ash Wolf, Beast, normal, level 1' }),
    ).toBeTruthy();
    expect(
      within(cards).getByRole('button', { name: 'Tide Sprite, Elemental, normal, level 1' }),
    ).toBeTruthy();
  });

  it('a card selected from its details takes a slot; a full team asks the win odds', async () => {
    const arena = serveArena(me);
    const { user } = openArena();
    await screen.findByRole('region', { name: 'Next Duel' });

    await select(user, 'Ash Wolf, Beast, normal, level 1');
    expect(
      await screen.findByRole('button', { name: 'Slot 1: Ash Wolf. Click to remove' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Battle Cards(1)' })).toBeTruthy();
    expect(screen.getByText('Add 1 more card')).toBeTruthy();
    expect(arena.odds).toHaveLength(0);

    await select(user, 'Tide Sprite, Elemental, normal, level 1');
    expect(await screen.findByText('Win chance 62%')).toBeTruthy();
    expect(screen.getByText('Every card you own is in a slot.')).toBeTruthy();
    expect(arena.odds[0]?.url.searchParams.get('cardIds')).toBe(`${wolf.id},${sprite.id}`);
  });

  it("starting the duel sends the chosen cards in slot order and opens the duel's playback", async () => {
    serveArena(me);
    const starts = onApi(endpoints.arenaDuelStart, () =>
      answer(DuelResultSchema, aDuelResult([sprite, wolf], golem)),
    );
    const { user } = openArena();
    await screen.findByRole('region', { name: 'Next Duel' });

    await select(user, 'Tide Sprite, Elemental, normal, level 1');
    await select(user, 'Ash Wolf, Beast, normal, level 1');
    await user.click(screen.getByRole('button', { name: 'Start Duel' }));

    expect(await screen.findByText(`Page /game/arena/${sprite.id},${wolf.id}`)).toBeTruthy();
    expect(starts.map((request) => request.body)).toEqual([{ cardIds: [sprite.id, wolf.id] }]);
  });

  it('Start Duel with a slot still empty says how many cards to select, and sends nothing', async () => {
    serveArena(me);
    const starts = onApi(endpoints.arenaDuelStart, () =>
      answer(DuelResultSchema, aDuelResult([wolf], golem)),
    );
    const { user } = openArena();
    await screen.findByRole('region', { name: 'Next Duel' });

    await select(user, 'Ash Wolf, Beast, normal, level 1');
    await user.click(screen.getByRole('button', { name: 'Start Duel' }));

    expect(await screen.findByText('Please select 2 cards to start the duel.')).toBeTruthy();
    expect(starts).toHaveLength(0);
  });

  it('during the cooldown the arena counts down with the cards at rest, then brings the duel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const arena = serveArena(aProfile({ ...me, duelIntervalSeconds: 3 }));
    openArena();

    expect((await screen.findByTestId('duel-cooldown')).textContent).toBe(
      'New battle begins in 3 seconds.',
    );
    const resting = screen.getByRole('region', { name: 'Battle Cards(2)' });
    expect(
      within(resting).getByRole('figure', { name: 'Ash Wolf, Beast, normal, level 1' }),
    ).toBeTruthy();
    expect(arena.duelReads).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('New battle begins in 2 seconds.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByRole('region', { name: 'Next Duel' })).toBeTruthy();
    expect(arena.duelReads).toHaveLength(1);
  });

  it('a start the server refuses for the cooldown brings the countdown back', async () => {
    serveArena(me, aProfile({ ...me, duelIntervalSeconds: 120 }));
    onApi(endpoints.arenaDuelStart, () => refusal(429, { code: 'DUEL_COOLDOWN', seconds: 120 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = openArena();
    await screen.findByRole('region', { name: 'Next Duel' });

    await select(user, 'Ash Wolf, Beast, normal, level 1');
    await select(user, 'Tide Sprite, Elemental, normal, level 1');
    await user.click(screen.getByRole('button', { name: 'Start Duel' }));

    // The countdown reads the clock a few times a second: it may start a second high.
    expect(await screen.findByText('New battle begins in 120 seconds.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Next Duel' })).toBeNull();
  });
});
