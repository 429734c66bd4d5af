import { playNote, soundOutput } from '@/lib/sound';

/** Two soft bell notes, a fourth apart: another season's standings opened. */
export function playSeasonPickSound(): void {
  const audio = soundOutput();
  if (!audio) return;
  const master = audio.createGain();
  master.gain.value = 0.4;
  master.connect(audio.destination);
  playNote(audio, master, { frequency: 587.33, startS: 0, lengthS: 0.45, type: 'sine', gain: 0.2 });
  playNote(audio, master, {
    frequency: 783.99,
    startS: 0.07,
    lengthS: 0.6,
    type: 'triangle',
    gain: 0.14,
  });
}
