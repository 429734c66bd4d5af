import { ButtonLink } from '@/components/ui/button-link';
import { ComingSoon } from '@/components/ui/coming-soon';
import { SplashGone } from './splash-gone';

/**
 * Unknown routes: a themed dead end with one way back. Inside the game shell it is just
 * the panel; outside it is a page of its own.
 */
export function NotFound({ inShell = false }: { inShell?: boolean }) {
  const panel = (
    <ComingSoon
      title="Lost in the mists"
      icon="fog"
      tagline="This path fades into fog. Whatever you were looking for is not here."
      badge="404"
    >
      <ButtonLink to="/game" icon="compass">
        Return to the game
      </ButtonLink>
    </ComingSoon>
  );
  return inShell ? (
    panel
  ) : (
    <main className="standalone-page">
      <SplashGone />
      {panel}
    </main>
  );
}

/** The page outside the shell, for the router's lazy table. */
export function NotFoundPage() {
  return <NotFound />;
}

/** The panel inside the shell. */
export function NotFoundInShell() {
  return <NotFound inShell />;
}
