import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { bannerText } from '@/lib/connection-texts';
import { useConnectionState, type ConnectionState } from '@/lib/connection-status';
import { Icon } from './icon';
import type { GameIconName } from './icon-names';
import './connection-banner.css';

const ICONS: Record<Exclude<ConnectionState['kind'], 'online'>, GameIconName> = {
  offline: 'unplugged',
  unreachable: 'distress-signal',
  breathing: 'lungs',
};

/** Re-renders every second while a 503's wait counts down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [ticking]);
  return now;
}

/**
 * The connection's banner: offline, the server out of reach, or catching its breath (a
 * 503). It sits at the top of the page, in the flow, so it hides nothing; it says the game
 * recovers by itself, which lib/use-connection-recovery.ts makes true.
 */
export function ConnectionBannerBody({ className }: { className?: string }) {
  const state = useConnectionState();
  const now = useNow(state.kind === 'breathing');
  const text = bannerText(state, now);
  if (!text || state.kind === 'online') return null;
  return (
    <div
      className={clsx('connection-banner', `connection-banner--${state.kind}`, className)}
      role="status"
      data-testid="connection-banner"
    >
      <Icon name={ICONS[state.kind]} size="26px" className="connection-banner__icon" />
      <p className="connection-banner__text">
        <strong className="connection-banner__title">{text.title}</strong>{' '}
        <span className="connection-banner__detail">{text.detail}</span>
      </p>
    </div>
  );
}
