/**
 * The lab's own sounds, synthesised with Web Audio like src/lib/sound.ts (and through its
 * context, so the one mute silences them): an item clicking into a slot, the forged card
 * turning over, and its flare, which grows with the card's power.
 */
import { playNote, soundOutput } from '@/lib/sound';

/** A short burst of noise, shaped by a band-pass filter whose centre sweeps. */
function noiseSweep(
  audio: AudioContext,
  { fromHz, toHz, lengthS, gain }: { fromHz: number; toHz: number; lengthS: number; gain: number },
): void {
  const now = audio.currentTime;
  const length = Math.floor(audio.sampleRate * lengthS);
  const buffer = audio.createBuffer(1, length, audio.sampleRate);
  const samples = buffer.getChannelData(0);
  // Sound texture, not game logic: Math.random is fine here.
  for (let i = 0; i < length; i += 1) samples[i] = Math.random() * 2 - 1;
  const source = audio.createBufferSource();
  source.buffer = buffer;
  const filter = audio.createBiquadFilter();
  filter.type = 'bandpass';
  filter.Q.value = 1.4;
  filter.frequency.setValueAtTime(fromHz, now);
  filter.frequency.exponentialRampToValueAtTime(toHz, now + lengthS);
  const env = audio.createGain();
  env.gain.setValueAtTime(0.0001, now);
  env.gain.exponentialRampToValueAtTime(gain, now + lengthS * 0.4);
  env.gain.exponentialRampToValueAtTime(0.0001, now + lengthS);
  source.connect(filter).connect(env).connect(audio.destination);
  source.start(now);
}

/** A soft stone click with a ring: an item settles into its slot. */
export function playSocketSound(): void {
  const audio = soundOutput();
  if (!audio) return;
  noiseSweep(audio, { fromHz: 2400, toHz: 900, lengthS: 0.08, gain: 0.12 });
  playNote(audio, audio.destination, {
    frequency: 880,
    startS: 0.01,
    lengthS: 0.25,
    type: 'sine',
    gain: 0.08,
  });
  playNote(audio, audio.destination, {
    frequency: 1318.5,
    startS: 0.03,
    lengthS: 0.2,
    type: 'sine',
    gain: 0.04,
  });
}

/** Air rushing past a turning card. */
export function playCardTurnSound(): void {
  const audio = soundOutput();
  if (!audio) return;
  noiseSweep(audio, { fromHz: 350, toHz: 2600, lengthS: 0.38, gain: 0.16 });
}

/** C major, rising: the flare's chord takes more of it the stronger the card. */
const FLARE_NOTES = [392, 523.25, 659.25, 783.99, 1046.5, 1318.5, 1567.98];

/**
 * The flare: a chord that grows with the card's power (0-5, forge-reveal.ts). A weak card
 * gets two soft notes; each step adds a note, then an octave shimmer (2), a low boom (3),
 * bell overtones (4) and a long bright tail (5). Louder and fuller, never longer than
 * about 1.6 s: rarer is bigger, not longer.
 */
export function playFlareSound(power: number): void {
  const audio = soundOutput();
  if (!audio) return;
  const master = audio.createGain();
  master.gain.value = 0.45 + power * 0.05;
  master.connect(audio.destination);
  const notes = FLARE_NOTES.slice(0, 2 + power);
  notes.forEach((frequency, index) => {
    const startS = index * 0.06;
    playNote(audio, master, { frequency, startS, lengthS: 1.1, type: 'triangle', gain: 0.16 });
    if (power >= 2) {
      playNote(audio, master, {
        frequency: frequency * 2,
        startS: startS + 0.015,
        lengthS: 0.7,
        type: 'sine',
        gain: 0.05,
      });
    }
    if (power >= 4) {
      playNote(audio, master, {
        frequency: frequency * 2.76,
        startS: startS + 0.02,
        lengthS: 0.9,
        type: 'sine',
        gain: 0.025,
      });
    }
  });
  if (power >= 3) {
    const now = audio.currentTime;
    const boom = audio.createOscillator();
    const env = audio.createGain();
    boom.type = 'sine';
    boom.frequency.setValueAtTime(130, now);
    boom.frequency.exponentialRampToValueAtTime(55, now + 0.5);
    env.gain.setValueAtTime(0.0001, now);
    env.gain.exponentialRampToValueAtTime(0.35, now + 0.02);
    env.gain.exponentialRampToValueAtTime(0.0001, now + 0.7);
    boom.connect(env).connect(master);
    boom.start(now);
    boom.stop(now + 0.75);
  }
  if (power >= 5) {
    noiseSweep(audio, { fromHz: 4000, toHz: 9000, lengthS: 1.4, gain: 0.05 });
  }
}
