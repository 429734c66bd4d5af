import { Button } from '@/components/ui/button';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '../playback-run';

interface PlaybackControlsProps {
  speed: PlaybackSpeed;
  done: boolean;
  onSpeed: (speed: PlaybackSpeed) => void;
  onSkip: () => void;
}

/** Speed 1x / 2x / 4x and 'Skip' straight to the result. */
export function PlaybackControls({ speed, done, onSpeed, onSkip }: PlaybackControlsProps) {
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
      <Button variant="ghost" icon="next-button" onClick={onSkip} disabled={done}>
        Skip
      </Button>
    </div>
  );
}
