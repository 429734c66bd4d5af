import type { ReactNode } from 'react';
import type { GameIconName } from './icon-names';
import { Icon } from './icon';
import { Panel } from './panel';
import './coming-soon.css';

interface ComingSoonProps {
  title: string;
  icon: GameIconName;
  /** The flavour line, e.g. 'The alchemy bench is being prepared'. */
  tagline: string;
  /** The little label under the tagline. */
  badge?: string;
  children?: ReactNode;
}

/** The placeholder for screens that later issues fill in: themed, titled, never an error. */
export function ComingSoon({
  title,
  icon,
  tagline,
  badge = 'Coming soon',
  children,
}: ComingSoonProps) {
  return (
    <Panel className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__sigil" aria-hidden="true">
        <Icon name={icon} size="64px" />
      </div>
      <h1 id="coming-soon-title">{title}</h1>
      <p className="coming-soon__tagline">{tagline}</p>
      <p className="coming-soon__badge">{badge}</p>
      {children && <div className="coming-soon__actions">{children}</div>}
    </Panel>
  );
}
