import type { Profile } from '@alchemy/contracts';
import { useId } from 'react';
import { ChoiceDialog } from '@/components/ui/choice-dialog';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { formatNumber } from '@/lib/format';
import {
  GOOGLE_SIDE,
  GUEST_SIDE,
  KEEP_GOOGLE,
  KEEP_GOOGLE_WARNING,
  KEEP_GUEST,
  KEEP_GUEST_NOTE,
  KEEP_WHICH_INTRO,
  KEEP_WHICH_TITLE,
  levelText,
  NO_PROFILE_YET,
} from '../auth-texts';
import type { GuestOrGoogle } from '../finish-google';

const BALANCES: { key: 'credits' | 'diamonds' | 'magicDust'; label: string; icon: GameIconName }[] =
  [
    { key: 'credits', label: 'Credits', icon: 'two-coins' },
    { key: 'diamonds', label: 'Diamonds', icon: 'cut-diamond' },
    { key: 'magicDust', label: 'Dust', icon: 'powder' },
  ];

/** One side of the choice: who it is, how far they came, what they hold. */
function ProfileSide({ title, profile }: { title: string; profile: Profile | null }) {
  const id = useId();
  return (
    <section className="keep-which__side" aria-labelledby={id}>
      <h3 id={id} className="keep-which__side-title">
        {title}
      </h3>
      {profile ? (
        <>
          <p className="keep-which__name">{profile.name}</p>
          <p className="keep-which__level">{levelText(profile.level)}</p>
          <dl className="keep-which__balances">
            {BALANCES.map(({ key, label, icon }) => (
              <div key={key} className={`keep-which__balance keep-which__balance--${key}`}>
                <dt>
                  <Icon name={icon} size="1.1em" />
                  {label}
                </dt>
                <dd>{formatNumber(profile[key])}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="keep-which__none">{NO_PROFILE_YET}</p>
      )}
    </section>
  );
}

/**
 * A Google sign-in finished while this device holds a guest: both side by side, and the
 * player says which stays. Until then nothing has changed; closing keeps the guest.
 */
export function KeepWhichDialog({
  choice,
  busy,
  onKeepGoogle,
  onKeepGuest,
}: {
  choice: GuestOrGoogle;
  busy: boolean;
  onKeepGoogle: () => void;
  onKeepGuest: () => void;
}) {
  return (
    <ChoiceDialog
      open
      title={KEEP_WHICH_TITLE}
      className="keep-which"
      busy={busy}
      onClose={onKeepGuest}
      choices={[
        { label: KEEP_GUEST, onSelect: onKeepGuest, variant: 'ghost' },
        { label: KEEP_GOOGLE, onSelect: onKeepGoogle, variant: 'primary' },
      ]}
    >
      <p>{KEEP_WHICH_INTRO}</p>
      <div className="keep-which__sides">
        <ProfileSide title={GUEST_SIDE} profile={choice.guest.profile} />
        <ProfileSide title={GOOGLE_SIDE} profile={choice.google.profile} />
      </div>
      <p className="keep-which__warning">
        <Icon name="broken-bottle" size="1.25em" />
        <span>{KEEP_GOOGLE_WARNING}</span>
      </p>
      <p>{KEEP_GUEST_NOTE}</p>
    </ChoiceDialog>
  );
}
