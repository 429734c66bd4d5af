import {
  BattleCardListSchema,
  BattleCardSchema,
  LabItemListSchema,
  ProfileSchema,
  type LabItem,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, onApi, refusal, type Reply } from '@/test/api-server';
import { aBattleCard, uuid } from '@/test/fixtures/cards';
import { aLabItem } from '@/test/fixtures/lab';
import { aProfile } from '@/test/fixtures/player';
import { renderScreen } from '@/test/render-screen';
import { longestRevealMs } from '../forge-reveal';
import { LabScreen } from './lab-screen';

const steam = aLabItem('Steam', 'common', 2);
const mud = aLabItem('Mud', 'common', 1);
const clay = aLabItem('Clay', 'common', 1);
const ember = aLabItem('Ember', 'rare', 1);
const stock = [steam, mud, clay, ember];
const wolf = aBattleCard('Ash Wolf', { id: uuid(1) });
// Level 1: the warrior has three common slots.
const me = aProfile({ level: 1, isLabOpen: true });

/** The lab's reads: the profile, the lab's stock (which may change) and the cards. */
function serveLab() {
  let current: LabItem[] = stock;
  onApi(endpoints.profile, () => answer(ProfileSchema, me));
  const stockReads = onApi(endpoints.labItemsSearch, () => answer(LabItemListSchema, current));
  onApi(endpoints.labCards, () => answer(BattleCardListSchema, [wolf]));
  return {
    stockReads,
    /** The lab's stock on the server from now on. */
    stockBecomes: (next: LabItem[]) => {
      current = next;
    },
  };
}

function onForge(reply: Reply) {
  return onApi(endpoints.labCraft, reply);
}

async function openLab() {
  const view = renderScreen(<LabScreen />, { route: '/game/lab' });
  await screen.findByRole('heading', { name: 'Available Items(4)' });
  return view;
}

/** Taps the first empty slot and chooses the item named `name` from its list. */
async function fillNextSlot(user: UserEvent, name: string) {
  const [empty] = screen.getAllByRole('button', { name: 'Common slot, empty' });
  if (!empty) throw new Error('every slot is full');
  await user.click(empty);
  const picker = await screen.findByRole('dialog', { name: 'Choose a common item' });
  await user.click(within(picker).getByRole('button', { name: new RegExp(`^${name},`) }));
}

describe('the lab', () => {
  it("lists the lab's items and the player's battle cards", async () => {
    serveLab();
    await openLab();

    const items = screen.getByRole('region', { name: 'Available Items(4)' });
    for (const name of ['Steam', 'Mud', 'Clay', 'Ember']) {
      expect(within(items).getByRole('button', { name })).toBeTruthy();
    }
    const cards = screen.getByRole('region', { name: 'Battle Cards(1)' });
    expect(
      within(cards).getByRole('button', { name: 'Ash Wolf, Beast, normal, level 1' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Common slot, empty' })).toHaveLength(3);
  });

  it('an item opened from the list goes onto the warrior with "Add to slot"', async () => {
    serveLab();
    const { user } = await openLab();

    await user.click(screen.getByRole('button', { name: 'Mud' }));
    const details = await screen.findByRole('dialog', { name: 'Mud' });
    expect(within(details).getByText(/^Quantity:/).textContent).toBe('Quantity: 1');
    await user.click(within(details).getByRole('button', { name: 'Add to slot' }));

    expect(await screen.findByRole('button', { name: 'Common slot: Mud' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Mud' })).toBeNull();
  });

  it('forging three items sends them in slot order, reveals the card, then opens it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveLab();
    const drake = aBattleCard('Ember Drake', {
      id: uuid(2),
      quality: 'superior',
      card: { characterType: 'Elemental' },
    });
    const forged = onForge(() => answer(BattleCardSchema, drake));
    const { user } = await openLab();

    await fillNextSlot(user, 'Steam');
    await fillNextSlot(user, 'Clay');
    await fillNextSlot(user, 'Mud');
    await user.click(await screen.findByRole('button', { name: 'Craft Battle Card' }));

    expect(await screen.findByRole('dialog', { name: 'Crafting battle card' })).toBeTruthy();
    await vi.waitFor(() => expect(forged).toHaveLength(1));
    expect(forged[0]?.body).toEqual({ items: ['steam', 'clay', 'mud'] });
    // The loader's least time (700 ms), then the reveal plays by itself.
    await vi.advanceTimersByTimeAsync(700);
    const reveal = await screen.findByRole('dialog', { name: 'New battle card' });
    await vi.advanceTimersByTimeAsync(1000);
    // Announced once the card has turned and flares.
    expect(
      await within(reveal).findByText(
        'New battle card: Ember Drake, an Elemental of superior quality, forged from common items.',
      ),
    ).toBeTruthy();
    await vi.advanceTimersByTimeAsync(longestRevealMs());

    const card = await screen.findByRole('dialog', { name: 'Ember Drake' });
    expect(within(card).getByText('Requires level 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Battle Cards(2)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Common slot, empty' })).toHaveLength(3);
  });

  it("a forge the server refuses shows the server's words, and the lab is read again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const lab = serveLab();
    const forged = onForge(() => {
      // Clay went meanwhile (purged on another device).
      lab.stockBecomes([steam, mud, ember]);
      return refusal(404, { code: 'ITEM_NOT_IN_LAB' });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLab();

    await fillNextSlot(user, 'Steam');
    await fillNextSlot(user, 'Mud');
    await fillNextSlot(user, 'Clay');
    await user.click(await screen.findByRole('button', { name: 'Craft Battle Card' }));
    await vi.waitFor(() => expect(forged).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(700);

    expect(await screen.findByText('That item is no longer in your lab.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Lab crafting failed', expect.anything());
    // The slot that held Clay empties; the others keep their items for another try.
    expect(await screen.findByRole('button', { name: 'Common slot, empty' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Common slot: Steam' })).toBeTruthy();
    expect(lab.stockReads.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog', { name: 'New battle card' })).toBeNull();
  });

  it('a locked lab says how to open it and asks the lab for nothing', async () => {
    onApi(endpoints.profile, () => answer(ProfileSchema, aProfile({ isLabOpen: false })));
    renderScreen(<LabScreen />, { route: '/game/lab' });

    expect(
      await screen.findByText('Lab is locked. Buy an item from the crafting game to unlock it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Crafting' }).getAttribute('href')).toBe(
      '/game/crafting',
    );
  });
});
