/**
 * The win-odds simulations the server runs, as plain tasks (cards, seeds, counts: all
 * structured-clone data) and the one function that runs one. The worker thread
 * (odds-worker.ts) and the inline path (ODDS_WORKERS=0) both call runOddsTask, which calls
 * game-rules' winOdds and winsAtLeast: one set of rules, and with the same seeds the same
 * answer wherever it runs. The seeds are drawn by the caller, never here.
 */
import { winOdds, winsAtLeast, type DuelCard, type WinOdds } from '@alchemy/game-rules';

interface Sides {
  player: readonly DuelCard[];
  opponent: readonly DuelCard[];
  /** One fight per seed. */
  seeds: readonly number[];
}

/** `winOdds(player, opponent, seeds)`: the share of the fights the player's side wins. */
interface WinOddsTask extends Sides {
  kind: 'win-odds';
}

/** `winsAtLeast(player, opponent, seeds, needed)`: stops once the count decides it. */
interface WinsAtLeastTask extends Sides {
  kind: 'wins-at-least';
  needed: number;
}

export type OddsTask = WinOddsTask | WinsAtLeastTask;

export function runOddsTask(task: OddsTask): WinOdds | boolean {
  switch (task.kind) {
    case 'win-odds':
      return winOdds(task.player, task.opponent, task.seeds);
    case 'wins-at-least':
      return winsAtLeast(task.player, task.opponent, task.seeds, task.needed);
  }
}
