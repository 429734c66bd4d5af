import { gameIcons, viewBox } from 'virtual:game-icons';
import clsx from 'clsx';
import type { GameIconName } from './icon-names';

interface IconProps {
  name: GameIconName;
  /** CSS size; defaults to 1em so icons scale with the text beside them. */
  size?: string;
  /** A label makes the icon meaningful to screen readers; without one it is decoration. */
  label?: string;
  className?: string;
}

/** A game-icons.net icon as inline SVG, painted with the current text colour. */
export function Icon({ name, size = '1em', label, className }: IconProps) {
  return (
    <svg
      className={clsx('icon', className)}
      viewBox={viewBox}
      width={size}
      height={size}
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // The bodies come from the icon set at build time, never from user input.
      dangerouslySetInnerHTML={{ __html: gameIcons[name] }}
    />
  );
}
