import clsx from 'clsx';
import { Link, type LinkProps } from 'react-router';
import type { GameIconName } from './icon-names';
import { Icon } from './icon';
import './button.css';

interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'ghost';
  icon?: GameIconName;
}

/** Navigation that looks like a button, but stays a real link (middle-click, role=link). */
export function ButtonLink({
  variant = 'primary',
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={clsx('btn', `btn--${variant}`, className)} {...rest}>
      {icon && <Icon name={icon} size="1.25em" />}
      <span>{children}</span>
    </Link>
  );
}
