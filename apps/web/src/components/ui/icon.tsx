import { useSyncExternalStore } from 'react';
import clsx from 'clsx';
import type { GameIconName } from './icon-names';
import { getIconSet, subscribeIconSet } from './icon-set';

interface IconProps {
  name: GameIconName;
  /** CSS size; defaults to 1em so icons scale with the text beside them. */
  size?: string;
  /** A label makes the icon meaningful to screen readers; without one it is decoration. */
  label?: string;
  className?: string;
}

/** Every game-icons.net icon is drawn on this square. */
const GAME_ICONS_VIEW_BOX = '0 0 512 512';

/**
 * A game-icons.net icon as inline SVG, painted with the current text colour. Its box is
 * there from the first paint; the drawing fills in when the lazy icon set has arrived.
 */
export function Icon({ name, size = '1em', label, className }: IconProps) {
  const iconSet = useSyncExternalStore(subscribeIconSet, getIconSet, getIconSet);
  return (
    <svg
      className={clsx('icon', className)}
      viewBox={iconSet?.viewBox ?? GAME_ICONS_VIEW_BOX}
      width={size}
      height={size}
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // The bodies come from the icon set at build time, never from user input.
      dangerouslySetInnerHTML={{ __html: iconSet?.gameIcons[name] ?? '' }}
    />
  );
}
