import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useGuidance } from './use-guidance';
import './guidance.css';

export interface CardGuide {
  note: ReactNode;
  /** The primary action, shown first among the dialog's buttons. */
  action: ReactNode;
}

/**
 * The first card just forged: the card dialog leads to the Arena (which the forge has just
 * opened) instead of to Improve or Purge. Null when not due.
 */
export function useFirstCardGuide(justForged: boolean): CardGuide | null {
  const navigate = useNavigate();
  const tip = useGuidance('first-card');
  if (!justForged || !tip.show) return null;
  return {
    note: (
      <p className="guidance-note guidance-note--card" data-testid="first-card-tip">
        Your first battle card! The Arena is open now: send this card into a duel. Improving and
        purging can wait.
      </p>
    ),
    action: (
      <Button
        icon="crossed-swords"
        onClick={() => {
          tip.dismiss();
          void navigate('/game/arena');
        }}
      >
        Go to the Arena
      </Button>
    ),
  };
}
