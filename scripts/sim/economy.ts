/**
 * npm run sim:economy [players] [days]: players of mixed habits (economy-model.ts) over
 * days; prints, per day, the players still active, each currency's amount per active
 * player and the market's median price, then each currency's worst week-on-week growth
 * after the first week (the design keeps it within 10%).
 */
import { CURRENCIES } from '@alchemy/game-rules';
import { simulateEconomy, worstWeeklyGrowth } from './economy-model';
import { simCatalogue } from './sim-catalogue';

const PLAYERS = Number(process.argv[2] ?? 1000);
const DAYS = Number(process.argv[3] ?? 30);

const { days, flows, playerDays } = simulateEconomy(simCatalogue(), {
  seed: 2025,
  players: PLAYERS,
  days: DAYS,
  arrivalDays: DAYS,
});
console.log(
  `${PLAYERS} players of mixed habits, ${DAYS} days (they join at a steady rate over the ${DAYS} days)`,
);
console.log('day  active   credits  diamonds     dust  median price  sales');
for (const day of days) {
  console.log(
    [
      String(day.day).padStart(3),
      String(day.active).padStart(7),
      day.perActive.credits.toFixed(0).padStart(9),
      day.perActive.diamonds.toFixed(0).padStart(9),
      day.perActive.magicDust.toFixed(0).padStart(8),
      (day.medianPrice === null ? '-' : String(day.medianPrice)).padStart(13),
      String(day.sales).padStart(6),
    ].join(' '),
  );
}
for (const currency of CURRENCIES) {
  const growth = worstWeeklyGrowth(days, currency);
  const verdict = growth <= 0.1 ? 'holds' : 'grows faster than the 10% a week the design allows';
  console.log(
    `${currency}: worst weekly growth after week 1 ${(growth * 100).toFixed(1)}%: ${verdict}`,
  );
}

console.log(`\nWhere the currencies came from and went, per player-day played (${playerDays}):`);
for (const [key, amount] of [...flows].sort(([a], [b]) => a.localeCompare(b))) {
  const [currency, reason] = key.split('|');
  console.log(
    `${currency!.padEnd(10)} ${reason!.padEnd(20)} ${(amount / playerDays).toFixed(1).padStart(9)}`,
  );
}
