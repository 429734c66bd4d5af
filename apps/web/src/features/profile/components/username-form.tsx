import type { Profile } from '@alchemy/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { showSnackbar } from '@/lib/snackbar-store';
import { useUpdateUsername } from '../api/update-username';
import { usernameFailureText } from '../profile-errors';
import {
  NAME_TITLE,
  PROFILE_ERROR_MS,
  PROFILE_UPDATED,
  UPDATE_PROFILE,
  USERNAME_LABEL,
} from '../profile-texts';
import { usernameFieldState } from '../username-field';

/**
 * The 'Username' field, prefilled with the current name, and 'Update Profile': disabled
 * while the name is invalid (the rule's words show under the field) or unchanged.
 */
export function UsernameForm({ profile }: { profile: Profile }) {
  const id = useId();
  // Null until the player types: the field then follows the stored name, so a profile that
  // arrives after mount (a reload restores the last known one first) is what it shows.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? profile.name;
  const update = useUpdateUsername();
  const state = usernameFieldState(text, profile.name);
  const busy = update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.canUpdate || state.name === null || busy) return;
    update.mutate(state.name, {
      onSuccess: () => {
        // The field shows the name as stored (trimmed): the profile's, which now holds it.
        setDraft(null);
        showSnackbar(PROFILE_UPDATED, { type: 'success' });
      },
      onError: (error) => {
        console.warn('Updating the username failed', error);
        showSnackbar(usernameFailureText(error), { type: 'error', durationMs: PROFILE_ERROR_MS });
      },
    });
  };

  return (
    <Panel className="profile-name" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{NAME_TITLE}</h2>
      <form className="profile-name__form" onSubmit={onSubmit} noValidate>
        <label className="profile-name__label" htmlFor={`${id}-name`}>
          {USERNAME_LABEL}
        </label>
        <div className="profile-name__row">
          <input
            id={`${id}-name`}
            className="profile-name__input"
            type="text"
            value={text}
            autoComplete="nickname"
            spellCheck={false}
            aria-invalid={state.problem !== null}
            aria-describedby={`${id}-problem`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button
            type="submit"
            icon="scroll-quill"
            disabled={!state.canUpdate || busy}
            aria-busy={busy}
          >
            {UPDATE_PROFILE}
          </Button>
        </div>
        <p id={`${id}-problem`} className="profile-name__problem" aria-live="polite">
          {state.problem}
        </p>
      </form>
    </Panel>
  );
}
