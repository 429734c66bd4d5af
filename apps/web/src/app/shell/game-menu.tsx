import type { Profile } from '@alchemy/contracts';
import { MARKET_ACCESS_LEVEL } from '@alchemy/game-rules';
import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { Tooltip } from '@/components/ui/tooltip';
import './game-menu.css';

// The badges ask for today's goals: their code comes after the first screen's.
const MenuBadge = lazy(() =>
  import('@/features/goals/components/goals-badge').then((m) => ({ default: m.MenuBadge })),
);
// The race's dot asks for today's race, after the first screen's code too.
const RaceMenuDot = lazy(() =>
  import('@/features/race/components/race-badge').then((m) => ({ default: m.RaceMenuDot })),
);

const LAB_LOCKED = 'Lab is locked. Buy an item from the crafting game to unlock it.';
const ARENA_LOCKED = 'Arena is locked. Craft a battle card in the Lab to unlock it.';

const navClass = ({ isActive }: { isActive: boolean }) =>
  clsx('menu__item', isActive && 'menu__item--active');

/**
 * The game menu: one element that is a side rail on wide screens and a bottom bar under
 * 768 px (CSS only, so there is never a second copy of each entry in the DOM).
 */
export function GameMenu({ profile }: { profile: Profile | undefined }) {
  return (
    <nav className="menu" aria-label="Game menu">
      <NavLink to="/game/profile" className={navClass}>
        <span className="menu__avatar">
          {profile ? (
            <img src={profile.avatarUrl} alt="" width={32} height={32} />
          ) : (
            <Icon name="person" size="24px" />
          )}
        </span>
        <span className="menu__label">
          <span className="sr-only">Profile, </span>
          {profile ? `Lvl ${profile.level}` : 'Lvl …'}
        </span>
      </NavLink>
      <NavLink to="/game/crafting" className={navClass}>
        <Icon name="cauldron" size="26px" />
        <span className="menu__label">Crafting</span>
      </NavLink>
      <NavLink to="/game/encyclopedia" className={navClass}>
        <Icon name="scroll-unfurled" size="26px" />
        <span className="menu__label">Codex</span>
        <Suspense fallback={null}>{profile && <MenuBadge of="collections" />}</Suspense>
      </NavLink>
      <LockableEntry
        to="/game/lab"
        label="Lab"
        icon="test-tubes"
        open={profile?.isLabOpen ?? false}
        lockedText={LAB_LOCKED}
      />
      <LockableEntry
        to="/game/arena"
        label="Arena"
        icon="crossed-swords"
        open={profile?.isArenaOpen ?? false}
        lockedText={ARENA_LOCKED}
      />
      {/* Its own entry once open (level 3); the Arena's link to it stays. */}
      {profile && profile.level >= MARKET_ACCESS_LEVEL && (
        <NavLink to="/game/market" className={navClass}>
          <Icon name="shop" size="26px" />
          <span className="menu__label">Market</span>
        </NavLink>
      )}
      <NavLink to="/game/race" className={navClass}>
        <Icon name="hourglass" size="26px" />
        {/* 'Race' on the narrow bar, where eight entries share 360 px; 'Daily Race' to all. */}
        <span className="menu__label">
          <span className="menu__label-wide">Daily </span>Race
        </span>
        <Suspense fallback={null}>{profile && <RaceMenuDot />}</Suspense>
      </NavLink>
      <NavLink to="/game/goals" className={navClass}>
        <Icon name="target-arrows" size="26px" />
        <span className="menu__label">Goals</span>
        <Suspense fallback={null}>{profile && <MenuBadge of="goals" />}</Suspense>
      </NavLink>
    </nav>
  );
}

interface LockableEntryProps {
  to: string;
  label: string;
  icon: GameIconName;
  open: boolean;
  lockedText: string;
}

/**
 * A locked entry stays focusable (aria-disabled, not disabled) so keyboard and touch
 * players can still reach it and read why it is locked.
 */
function LockableEntry({ to, label, icon, open, lockedText }: LockableEntryProps) {
  if (open) {
    return (
      <NavLink to={to} className={navClass}>
        <Icon name={icon} size="26px" />
        <span className="menu__label">{label}</span>
      </NavLink>
    );
  }
  return (
    <Tooltip text={lockedText} className="menu__tooltip-anchor" placement="right">
      {(describedBy) => (
        <button
          type="button"
          className="menu__item menu__item--locked"
          aria-disabled="true"
          aria-describedby={describedBy}
        >
          <span className="menu__icon-stack">
            <Icon name={icon} size="26px" />
            <Icon name="padlock" size="14px" className="menu__lock" />
          </span>
          <span className="menu__label">{label}</span>
        </button>
      )}
    </Tooltip>
  );
}
