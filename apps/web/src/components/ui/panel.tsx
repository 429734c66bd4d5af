import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import './panel.css';

/** A framed parchment-edged surface: the building block of every screen. */
export function Panel({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={clsx('panel', className)} {...rest} />;
}
