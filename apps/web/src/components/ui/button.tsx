import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { GameIconName } from './icon-names';
import { Icon } from './icon';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  icon?: GameIconName;
  block?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  icon,
  block = false,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx('btn', `btn--${variant}`, block && 'btn--block', className)}
      {...rest}
    >
      {icon && <Icon name={icon} size="1.25em" />}
      <span>{children}</span>
    </button>
  );
}
