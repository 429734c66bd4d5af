import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { setMuted, useMuted } from '@/lib/sound';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '../playback-run';

interface PlaybackControlsProps {
  speed: PlaybackSpeed;
  done: boolean;
  onSpeed: (speed: PlaybackSpeed) => void;
  onSkip: () => void;
}

/**
 * Speed 1x / 2x / 4x, the sound on or off, and 'Skip' straight to the result. Memoised: the
 * playback renders at every step, these change only when the player presses one.
 */
export const PlaybackControls = memo(function PlaybackControls({
  speed,
  done,
  onSpeed,
  onSkip,
}: PlaybackControlsProps) {
  const muted = useMuted();
  return (
    <div className="duel-controls" role="toolbar" aria-label="Playback">
      <div className="duel-controls__speeds" role="group" aria-label="Playback speed">
        {PLAYBACK_SPEEDS.map((option) => (
          <button
            key={option}
            type="button"
            className="duel-controls__speed"
            aria-pressed={speed === option}
            onClick={() => onSpeed(option)}
          >
            {option}x
          </button>
        ))}
      </div>
      <button
        type="button"
        className="duel-controls__mute"
        aria-pressed={muted}
        aria-label={muted ? 'Unmute sounds' : 'Mute sounds'}
        title={muted ? 'Unmute sounds' : 'Mute sounds'}
        onClick={() => setMuted(!muted)}
      >
        <Icon name={muted ? 'speaker-off' : 'speaker'} size="22px" />
      </button>
      <Button variant="ghost" icon="next-button" onClick={onSkip} disabled={done}>
        Skip
      </Button>
    </div>
  );
});
