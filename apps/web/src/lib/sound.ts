/**
 * Game sounds synthesised with Web Audio: no audio files to download or precache. Browsers
 * only let an AudioContext start after a user gesture, so it is created lazily by
 * unlockAudio(), which the screens call from their first pointer or key event.
 */
import { useEffect, useSyncExternalStore } from 'react';

const MUTED_KEY = 'alchemy-arena.muted';

let context: AudioContext | null = null;
let muted = readMuted();
const listeners = new Set<() => void>();

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setMuted(next: boolean): void {
  muted = next;
  try {
    localStorage.setItem(MUTED_KEY, next ? '1' : '0');
  } catch {
    // The choice holds for this tab only.
  }
  for (const listener of listeners) listener();
}

export function useMuted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => muted,
  );
}

/** Creates (or resumes) the AudioContext; call it from inside a user gesture. */
function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch (error) {
    console.warn('Audio unavailable', error);
  }
}

/** The running AudioContext, or null while muted or locked. */
export function ready(): AudioContext | null {
  return !muted && context && context.state === 'running' ? context : null;
}

/**
 * The running AudioContext when sound is on, else null: for a screen that synthesises its
 * own sounds (the lab's forge, the duel's in features/duel/duel-sounds.ts) under the one mute.
 */
export function soundOutput(): AudioContext | null {
  return ready();
}

export interface Note {
  frequency: number;
  startS: number;
  lengthS: number;
  type: OscillatorType;
  gain: number;
}

/** One enveloped oscillator note into `destination`. */
export function playNote(audio: AudioContext, destination: AudioNode, note: Note): void {
  const start = audio.currentTime + note.startS;
  const osc = audio.createOscillator();
  const env = audio.createGain();
  osc.type = note.type;
  osc.frequency.setValueAtTime(note.frequency, start);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(note.gain, start + 0.02);
  env.gain.exponentialRampToValueAtTime(0.0001, start + note.lengthS);
  osc.connect(env).connect(destination);
  osc.start(start);
  osc.stop(start + note.lengthS + 0.05);
}

/** A rising major arpeggio with a shimmer an octave up: something new was made. */
export function playCreateSound(): void {
  const audio = ready();
  if (!audio) return;
  const master = audio.createGain();
  master.gain.value = 0.5;
  master.connect(audio.destination);
  const notes = [523.25, 659.25, 783.99, 1046.5];
  notes.forEach((frequency, index) => {
    const startS = index * 0.085;
    playNote(audio, master, { frequency, startS, lengthS: 0.9, type: 'triangle', gain: 0.22 });
    playNote(audio, master, {
      frequency: frequency * 2,
      startS: startS + 0.01,
      lengthS: 0.6,
      type: 'sine',
      gain: 0.06,
    });
  });
}

/** A low fizzle: a falling, filtered buzz over a puff of noise. */
export function playFailSound(): void {
  const audio = ready();
  if (!audio) return;
  const now = audio.currentTime;
  const filter = audio.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(900, now);
  filter.frequency.exponentialRampToValueAtTime(120, now + 0.7);
  const env = audio.createGain();
  env.gain.setValueAtTime(0.0001, now);
  env.gain.exponentialRampToValueAtTime(0.3, now + 0.03);
  env.gain.exponentialRampToValueAtTime(0.0001, now + 0.8);
  filter.connect(env).connect(audio.destination);

  const osc = audio.createOscillator();
  osc.type = 'sawtooth';
  osc.frequency.setValueAtTime(180, now);
  osc.frequency.exponentialRampToValueAtTime(55, now + 0.7);
  osc.connect(filter);
  osc.start(now);
  osc.stop(now + 0.85);

  const length = Math.floor(audio.sampleRate * 0.5);
  const noise = audio.createBuffer(1, length, audio.sampleRate);
  const samples = noise.getChannelData(0);
  // Sound texture, not game logic: Math.random is fine here.
  for (let i = 0; i < length; i += 1) samples[i] = (Math.random() * 2 - 1) * (1 - i / length);
  const source = audio.createBufferSource();
  source.buffer = noise;
  source.connect(filter);
  source.start(now);
}

/**
 * Two short low notes falling a third, dry and quiet: 'that did not happen'. For an action
 * the game could not carry out (offline, the server away, not enough money), distinct from
 * the fizzle of a failed craft, which did happen.
 */
export function playRefusedSound(): void {
  const audio = ready();
  if (!audio) return;
  const master = audio.createGain();
  master.gain.value = 0.35;
  master.connect(audio.destination);
  playNote(audio, master, {
    frequency: 329.63,
    startS: 0,
    lengthS: 0.12,
    type: 'square',
    gain: 0.12,
  });
  playNote(audio, master, {
    frequency: 261.63,
    startS: 0.14,
    lengthS: 0.2,
    type: 'square',
    gain: 0.12,
  });
}

/** Unlocks audio on the first pointer or key press while the calling screen is shown. */
export function useAudioUnlock(): void {
  useEffect(() => {
    const detach = () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
    const unlock = () => {
      unlockAudio();
      detach();
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return detach;
  }, []);
}
