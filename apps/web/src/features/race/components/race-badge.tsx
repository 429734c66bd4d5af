import { useRaceToday } from '../api/get-race-today';
import { MENU_DOT } from '../race-texts';
import './race-badge.css';

/**
 * The menu's dot on 'Daily Race' while today's scored attempt has not ended: there is a
 * race to run. Nothing once it has (or before the answer).
 */
export function RaceMenuDot() {
  const today = useRaceToday().data;
  if (!today || today.result !== null) return null;
  return (
    <span className="race-dot" data-testid="race-dot">
      <span className="sr-only">{MENU_DOT}</span>
    </span>
  );
}
