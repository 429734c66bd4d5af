/**
 * The rival picker's sound: two plucked notes, lower and heavier the stronger the rival,
 * so a tap on 'Stronger' sounds like a dare and 'Safer' like a nod.
 */
import type { RivalKind } from '@alchemy/contracts';
import { playNote, soundOutput } from '@/lib/sound';

const ROOT: Record<RivalKind, number> = { safer: 659.25, even: 523.25, stronger: 392 };

export function playRivalChosenSound(kind: RivalKind): void {
  const audio = soundOutput();
  if (!audio) return;
  const master = audio.createGain();
  master.gain.value = 0.45;
  master.connect(audio.destination);
  const root = ROOT[kind];
  playNote(audio, master, {
    frequency: root,
    startS: 0,
    lengthS: 0.35,
    type: 'triangle',
    gain: 0.25,
  });
  playNote(audio, master, {
    frequency: root * 1.5,
    startS: 0.09,
    lengthS: 0.5,
    type: kind === 'stronger' ? 'sawtooth' : 'triangle',
    gain: kind === 'stronger' ? 0.08 : 0.18,
  });
}
