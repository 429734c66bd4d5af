/**
 * What /auth/complete finishes, read from its address (docs/RULES.md, "Accounts and
 * profile"): a sign-in comes back with its one-time code in the fragment, a link with
 * `?linked=1`, a failure of either with `?error=<code>`. Pure so every case is pinned by a
 * test.
 */
import { oauthErrorMessage } from '@alchemy/contracts';
import { LINKED_PARAM, type GoogleFlow } from '@/lib/google-flow';

export type AuthCompletion =
  | { kind: 'signed-in'; code: string }
  | { kind: 'linked' }
  | { kind: 'failed'; flow: GoogleFlow; error: string }
  // Nothing to finish: opened by hand, or reloaded after the address was cleaned.
  | { kind: 'nothing' };

/**
 * `noted` is the flow this tab started (sessionStorage). The address has the last word
 * where it tells (a code is only ever a sign-in's, `?linked=1` only a link's); the note
 * only decides a bare `?error=`, which is how the server reports its own failure mid-flow.
 */
export function readAuthCompletion(
  url: { search: string; hash: string },
  noted: GoogleFlow | null,
): AuthCompletion {
  const query = new URLSearchParams(url.search);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const linked = query.get(LINKED_PARAM) === '1';
  const error = query.get('error');
  const code = fragment.get('code');

  if (error !== null) {
    const flow: GoogleFlow = linked ? 'link' : code ? 'sign-in' : (noted ?? 'sign-in');
    return { kind: 'failed', flow, error };
  }
  if (linked) return { kind: 'linked' };
  if (code) return { kind: 'signed-in', code };
  return { kind: 'nothing' };
}

/** A flow that came back with `?error=`: its message is what the player reads for it. */
export class GoogleFlowError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(oauthErrorMessage(code));
    this.name = 'GoogleFlowError';
    this.code = code;
  }
}
