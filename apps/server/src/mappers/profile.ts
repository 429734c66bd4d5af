/** The player row as the API shows it: the contract's Profile. */
import { knownGuidance, secondsUntil, titleOf } from '@alchemy/game-rules';
import { avatarPath, SIGN_IN_PROVIDERS, type Profile } from '@alchemy/contracts';
import { storedEnum } from '../lib/stored-data';
import type { PlayerRow } from '../repositories/players';

const isSignInProvider = (value: string): value is Profile['signInProvider'] =>
  (SIGN_IN_PROVIDERS as readonly string[]).includes(value);

export function toProfile(row: PlayerRow, nowMs: number): Profile {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    experience: row.experience,
    credits: row.credits,
    diamonds: row.diamonds,
    magicDust: row.magicDust,
    avatarUrl: avatarPath(row.avatarSeed),
    signInProvider: storedEnum(row.signInProvider, isSignInProvider, `provider of ${row.id}`),
    isLabOpen: row.isLabOpen,
    isArenaOpen: row.isArenaOpen,
    initialItemsLimit: row.initialItemsLimit,
    duelIntervalSeconds: secondsUntil(row.nextDuelAt?.getTime() ?? null, nowMs),
    guidanceSeen: knownGuidance(row.guidanceSeen),
    title: titleOf(row.title),
  };
}
