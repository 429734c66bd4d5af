/**
 * The sounds of goals, claims and achievements (Web Audio, like lib/sound.ts, whose mute
 * and unlock they follow). Each is short and distinct: a goal done rings twice, a claim
 * pours coins, an achievement or a milestone sounds a small fanfare.
 */
import { playNote, ready } from '@/lib/sound';

function master(audio: AudioContext, gain: number): GainNode {
  const node = audio.createGain();
  node.gain.value = gain;
  node.connect(audio.destination);
  return node;
}

/** Two bright bell notes, a fifth apart: a goal is done. */
export function playGoalDoneSound(): void {
  const audio = ready();
  if (!audio) return;
  const out = master(audio, 0.45);
  for (const [frequency, startS] of [
    [1318.5, 0],
    [1975.5, 0.12],
  ] as const) {
    playNote(audio, out, { frequency, startS, lengthS: 0.7, type: 'sine', gain: 0.3 });
    playNote(audio, out, {
      frequency: frequency * 2.01,
      startS,
      lengthS: 0.3,
      type: 'sine',
      gain: 0.05,
    });
  }
}

/** Coins poured out: short bright clinks, rising, then a warm chord under the last. */
export function playClaimSound(): void {
  const audio = ready();
  if (!audio) return;
  const out = master(audio, 0.4);
  const clinks = [2093, 2349.3, 2637, 2793.8, 3136];
  clinks.forEach((frequency, index) => {
    playNote(audio, out, {
      frequency,
      startS: index * 0.055,
      lengthS: 0.16,
      type: 'square',
      gain: 0.05,
    });
  });
  for (const frequency of [523.25, 659.25, 783.99]) {
    playNote(audio, out, { frequency, startS: 0.22, lengthS: 0.8, type: 'triangle', gain: 0.12 });
  }
}

/** A small fanfare: a rising triad and a held top note. */
export function playFanfareSound(): void {
  const audio = ready();
  if (!audio) return;
  const out = master(audio, 0.45);
  const notes: Array<[number, number, number]> = [
    [392, 0, 0.25],
    [523.25, 0.12, 0.25],
    [659.25, 0.24, 0.25],
    [783.99, 0.36, 1.1],
  ];
  for (const [frequency, startS, lengthS] of notes) {
    playNote(audio, out, { frequency, startS, lengthS, type: 'triangle', gain: 0.22 });
    playNote(audio, out, { frequency: frequency * 2, startS, lengthS, type: 'sine', gain: 0.05 });
  }
}
