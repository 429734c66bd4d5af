/**
 * A claimed reward flies into the currency bar: one chip per currency rises from where it
 * was claimed and lands on its balance, which then shows its '+N' (the shell's currency
 * delta). Transform and opacity only; under reduced motion nothing flies and the balances
 * change at once, with their deltas.
 */
import type { RewardView } from '@alchemy/contracts';
import { formatNumber } from '@/lib/format';
import { REWARD_CURRENCIES } from './reward-chips';

const FLIGHT_MS = 750;
const STAGGER_MS = 110;

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The chip's look: the balance's own icon and the amount, in the reward colours. */
function chipFor(currency: keyof RewardView, amount: number, target: Element): HTMLElement {
  const chip = document.createElement('span');
  chip.className = `reward-flight reward-chip reward-chip--${currency}`;
  chip.setAttribute('aria-hidden', 'true');
  const icon = target.parentElement?.querySelector('svg')?.cloneNode(true);
  if (icon) chip.append(icon);
  chip.append(`+${formatNumber(amount)}`);
  return chip;
}

/**
 * Flies the reward from `from` to the balances; resolves when the last chip lands (at
 * once when there is nothing to show or motion is reduced).
 */
export async function flyReward(from: Element | null, reward: RewardView): Promise<void> {
  if (!from || reducedMotion() || typeof Element.prototype.animate !== 'function') return;
  const start = from.getBoundingClientRect();
  const flights = REWARD_CURRENCIES.filter(({ currency }) => reward[currency] > 0).map(
    ({ currency }, index) => {
      const target = document.querySelector(`[data-testid="balance-${currency}"]`);
      if (!target) return Promise.resolve();
      const end = target.getBoundingClientRect();
      const chip = chipFor(currency, reward[currency], target);
      chip.style.left = `${start.left + start.width / 2}px`;
      chip.style.top = `${start.top + start.height / 2}px`;
      document.body.append(chip);
      const dx = end.left + end.width / 2 - (start.left + start.width / 2);
      const dy = end.top + end.height / 2 - (start.top + start.height / 2);
      const animation = chip.animate(
        [
          { transform: 'translate(-50%, -50%) scale(0.6)', opacity: 0 },
          { transform: 'translate(-50%, -90%) scale(1.25)', opacity: 1, offset: 0.18 },
          {
            transform: `translate(calc(${dx}px - 50%), calc(${dy}px - 50%)) scale(0.7)`,
            opacity: 0.9,
          },
        ],
        {
          duration: FLIGHT_MS,
          delay: index * STAGGER_MS,
          easing: 'cubic-bezier(0.5, 0, 0.3, 1)',
          fill: 'both',
        },
      );
      return animation.finished.catch(() => undefined).then(() => chip.remove());
    },
  );
  await Promise.all(flights);
}
