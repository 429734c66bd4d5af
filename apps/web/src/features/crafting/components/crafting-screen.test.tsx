import {
  CraftingGameSchema,
  CraftResultSchema,
  HintStatusSchema,
  ProfileSchema,
  type CraftingGame,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAILED_CRAFT_MESSAGE } from '@/shared/crafting/crafting-messages';
import { answer, noContent, onApi, refusal, type Reply, type SentRequest } from '@/test/api-server';
import {
  aBaseElement,
  aCraftingGame,
  aCraftResult,
  aGameItem,
  aHintStatus,
  aSecret,
} from '@/test/fixtures/crafting';
import { aProfile } from '@/test/fixtures/player';
import { renderScreen } from '@/test/render-screen';
import { CraftingScreen } from './crafting-screen';

const fire = aBaseElement('Fire', 3);
const water = aBaseElement('Water', 2);
const mud = aGameItem('Mud', { quantity: 1 });
const lava = aGameItem('Lava', { quantity: 1 });
const run = aCraftingGame([fire, water, mud, lava, aSecret(1, 'Nature')]);
const me = aProfile();

/** The screen's reads: the run (which may change), the profile and the hint's status. */
function serveRun() {
  let current = run;
  const reads = onApi(endpoints.craftGame, () => answer(CraftingGameSchema, current));
  onApi(endpoints.profile, () => answer(ProfileSchema, me));
  onApi(endpoints.craftHint, () => answer(HintStatusSchema, aHintStatus()));
  return {
    reads,
    /** What the server holds from now on. */
    becomes: (next: CraftingGame) => {
      current = next;
    },
  };
}

function onCraft(reply: Reply) {
  return onApi(endpoints.craftGameItemsCraft, reply);
}

/** The grid's tile of an item, by the words it is named by ('Fire, building block, 3 held'). */
function tile(name: RegExp) {
  return screen.findByRole('button', { name });
}

/**
 * Picks two items, which crafts them, and lets the loader's least time (500 ms) pass on
 * the fake clock once the server has the craft.
 */
async function craftPair(user: UserEvent, crafts: SentRequest[], first: RegExp, second: RegExp) {
  await user.click(await tile(first));
  await user.click(await tile(second));
  await vi.waitFor(() => expect(crafts).toHaveLength(1));
  await vi.advanceTimersByTimeAsync(500);
}

async function openCrafting() {
  const view = renderScreen(<CraftingScreen />, { route: '/game/crafting' });
  await screen.findByRole('heading', { name: 'Crafting' });
  // The hint button arrives with the screen's deferred extras: once it is there, the
  // preview and the dialogs are too, and a click reaches the tile that stays.
  await screen.findByRole('button', { name: 'Free hint' });
  return view;
}

describe('the crafting screen', () => {
  it("shows the run's items with what the player holds, the secrets and the discovery count", async () => {
    serveRun();
    await openCrafting();

    const grid = screen.getByRole('list', { name: 'Your items' });
    expect(within(grid).getByRole('button', { name: 'Fire, building block, 3 held' })).toBeTruthy();
    expect(
      within(grid).getByRole('button', { name: 'Water, building block, 2 held' }),
    ).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Mud, common, 1 held' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Secret item, Nature family' })).toBeTruthy();
    expect(screen.getByTestId('discovered-count').textContent).toBe('Discovered 4 of 120');
  });

  it('crafts two picked items: sends both ids, then shows the new item and its reward', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveRun();
    const steam = aGameItem('Steam', { quantity: 1, description: 'Water that learned to fly.' });
    const crafts = onCraft(() =>
      answer(
        CraftResultSchema,
        aCraftResult(steam, {
          reward: 10,
          quantities: [
            { itemId: 'fire', quantity: 2 },
            { itemId: 'water', quantity: 1 },
          ],
        }),
      ),
    );
    const { user } = await openCrafting();

    await craftPair(user, crafts, /^Fire,/, /^Water,/);

    const result = await screen.findByRole('dialog', { name: 'New item' });
    expect(within(result).getByRole('heading', { name: 'Steam' })).toBeTruthy();
    expect(within(result).getByText('Water that learned to fly.')).toBeTruthy();
    expect(crafts.map((request) => request.body)).toEqual([
      { itemOneId: 'fire', itemTwoId: 'water' },
    ]);
    expect(await screen.findByText('New common item Crafted! + 10')).toBeTruthy();

    await user.click(within(result).getByRole('button', { name: 'Continue' }));
    expect(await tile(/^Steam, common, 1 held$/)).toBeTruthy();
    expect(await tile(/^Fire, building block, 2 held$/)).toBeTruthy();
  });

  it('a craft that fizzles says the mixture was unstable, and both items are spent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveRun();
    const crafts = onCraft(() => noContent());
    const { user } = await openCrafting();

    await craftPair(user, crafts, /^Fire,/, /^Water,/);

    const failed = await screen.findByRole('dialog', { name: 'Crafting failed' });
    expect(within(failed).getByText(FAILED_CRAFT_MESSAGE)).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Continue' }));
    expect(await tile(/^Fire, building block, 2 held$/)).toBeTruthy();
    expect(await tile(/^Water, building block, 1 held$/)).toBeTruthy();
  });

  it("a craft the server refuses is only logged, and the grid shows the server's run again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const served = serveRun();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const crafts = onCraft(() => {
      // Spent meanwhile on another device: the server holds no Water any more.
      served.becomes(aCraftingGame([fire, { ...water, quantity: 0 }, mud, lava]));
      return refusal(400, { code: 'ITEM_NOT_HELD', itemName: 'Water' });
    });
    const { user } = await openCrafting();

    await craftPair(user, crafts, /^Fire,/, /^Water,/);

    expect(await tile(/^Water, building block, 0 held$/)).toBeTruthy();
    expect(screen.queryByText('You have no Water left to craft with.')).toBeNull();
    expect(served.reads).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith('Crafting failed', expect.anything());
    expect(screen.queryByRole('dialog', { name: 'New item' })).toBeNull();
  });

  it('two items that are not building blocks are refused on the spot, and nothing is sent', async () => {
    serveRun();
    const crafts = onCraft(() => noContent());
    const { user } = await openCrafting();

    await user.click(await tile(/^Mud,/));
    await user.click(await tile(/^Lava,/));

    expect(await screen.findByText('At least one item must be a building block')).toBeTruthy();
    expect(crafts).toHaveLength(0);
  });

  it('buying a crafted item asks first, sends it, and says when the credits fall short', async () => {
    serveRun();
    const buys = onApi(endpoints.itemsBuy, () =>
      refusal(400, {
        code: 'NOT_ENOUGH_CREDITS',
        currency: 'credits',
        needed: 250,
        available: 120,
        purpose: 'buy-items',
      }),
    );
    const { user } = await openCrafting();

    await user.click(await tile(/^Mud,/));
    const preview = await screen.findByRole('complementary', { name: 'Item preview' });
    await user.click(within(preview).getByRole('button', { name: 'Buy for 250' }));
    // 250 of 1,000 credits is above a fifth: the purchase asks first.
    const ask = await screen.findByRole('dialog', { name: 'Buy Mud?' });
    await user.click(within(ask).getByRole('button', { name: 'Buy' }));

    expect(await screen.findByText('Not enough credits.')).toBeTruthy();
    expect(buys.map((request) => request.body)).toEqual([{ itemId: 'mud', amount: 1 }]);
  });
});
