import { startTransition, useEffect, useState } from 'react';
import clsx from 'clsx';
import type { GameIconName } from './icon-names';
import { getIconSet, subscribeIconSet, type IconSet } from './icon-set';

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
 * The icon set once it has arrived. Its arrival re-renders every icon on the screen: as a
 * store update (useSyncExternalStore, which React renders at once) that was one task of
 * 13-34 ms in Lighthouse's traces of the first screen; as a transition React renders it in
 * slices between which the browser can paint and answer input.
 */
function useIconSet(): IconSet | null {
  const [iconSet, setIconSet] = useState(getIconSet);
  useEffect(() => {
    if (iconSet) return;
    const update = () => startTransition(() => setIconSet(getIconSet()));
    const unsubscribe = subscribeIconSet(update);
    // The set may have arrived between this render and this effect.
    if (getIconSet()) update();
    return unsubscribe;
  }, [iconSet]);
  return iconSet;
}

/**
 * A game-icons.net icon as inline SVG, painted with the current text colour. Its box is
 * there from the first paint; the drawing fills in when the lazy icon set has arrived.
 */
export function Icon({ name, size = '1em', label, className }: IconProps) {
  const iconSet = useIconSet();
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
    >
      {iconSet && <path d={iconSet.iconPaths[name]} />}
    </svg>
  );
}
