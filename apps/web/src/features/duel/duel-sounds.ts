/**
 * The duel's sounds, synthesised with Web Audio under the game's one mute (lib/sound.ts):
 * no files to download. Each moment has its own, started in the same frame as its picture
 * and scheduled on the audio clock where the picture's beat comes later (the whoosh of a
 * lunge after its wind-up). Quiet by default; short, so a fight at 4x stays readable.
 */
import type { DuelAction, EffectType } from '@alchemy/game-rules';
import { soundOutput } from '@/lib/sound';
import type { PlaybackView } from './playback-state';
import { skillLook, type Instrument } from './skill-look';
import { fillWhiteNoise, NOISE_PEAK_SCALE } from './white-noise';

type Audio = AudioContext;

/** Everything the duel plays goes through this, so the whole fight sits below other sounds. */
const DUEL_VOLUME = 0.55;

let noise: AudioBuffer | null = null;

/** One second of white noise, made once: the body of whooshes, thuds and crackles. */
function noiseBuffer(audio: Audio): AudioBuffer {
  if (noise && noise.sampleRate === audio.sampleRate) return noise;
  const buffer = audio.createBuffer(1, audio.sampleRate, audio.sampleRate);
  fillWhiteNoise(buffer.getChannelData(0));
  noise = buffer;
  return buffer;
}

function output(audio: Audio, volume = 1): GainNode {
  const gain = audio.createGain();
  gain.gain.value = DUEL_VOLUME * volume;
  gain.connect(audio.destination);
  return gain;
}

/** An envelope: up to `peak` in `attackS`, down to silence by `lengthS`. */
function envelope(audio: Audio, to: AudioNode, at: number, peak: number, lengthS: number) {
  const env = audio.createGain();
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(peak, at + Math.min(0.015, lengthS / 4));
  env.gain.exponentialRampToValueAtTime(0.0001, at + lengthS);
  env.connect(to);
  return env;
}

interface Tone {
  at: number;
  from: number;
  to?: number;
  lengthS: number;
  type: OscillatorType;
  peak: number;
  /** Vibrato: rate in Hz and depth in Hz. */
  wobble?: [number, number];
}

function tone(audio: Audio, to: AudioNode, t: Tone): void {
  const osc = audio.createOscillator();
  osc.type = t.type;
  osc.frequency.setValueAtTime(t.from, t.at);
  if (t.to !== undefined) osc.frequency.exponentialRampToValueAtTime(t.to, t.at + t.lengthS);
  if (t.wobble) {
    const lfo = audio.createOscillator();
    const depth = audio.createGain();
    lfo.frequency.value = t.wobble[0];
    depth.gain.value = t.wobble[1];
    lfo.connect(depth).connect(osc.frequency);
    lfo.start(t.at);
    lfo.stop(t.at + t.lengthS + 0.05);
  }
  osc.connect(envelope(audio, to, t.at, t.peak, t.lengthS));
  osc.start(t.at);
  osc.stop(t.at + t.lengthS + 0.05);
}

interface Hiss {
  at: number;
  lengthS: number;
  peak: number;
  filter: BiquadFilterType;
  from: number;
  to: number;
  q?: number;
}

/** Filtered noise swept from one frequency to another: whooshes, thuds, crackles. */
function hiss(audio: Audio, to: AudioNode, h: Hiss): void {
  const source = audio.createBufferSource();
  source.buffer = noiseBuffer(audio);
  const filter = audio.createBiquadFilter();
  filter.type = h.filter;
  filter.Q.value = h.q ?? 1;
  filter.frequency.setValueAtTime(h.from, h.at);
  filter.frequency.exponentialRampToValueAtTime(h.to, h.at + h.lengthS);
  source.connect(filter).connect(envelope(audio, to, h.at, h.peak * NOISE_PEAK_SCALE, h.lengthS));
  source.start(h.at, Math.random() * 0.5);
  source.stop(h.at + h.lengthS + 0.05);
}

const SOUNDS = {
  /** A cut of air as the attacker leaves its place. */
  lunge(audio: Audio, out: AudioNode, at: number) {
    hiss(audio, out, {
      at,
      lengthS: 0.16,
      peak: 0.35,
      filter: 'bandpass',
      from: 700,
      to: 2600,
      q: 2,
    });
  },
  /** A body blow: a falling thump under a short crack. */
  hit(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 150, to: 55, lengthS: 0.16, type: 'sine', peak: 0.9 });
    hiss(audio, out, { at, lengthS: 0.08, peak: 0.45, filter: 'lowpass', from: 3000, to: 400 });
  },
  'heavy-hit'(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 120, to: 38, lengthS: 0.3, type: 'sine', peak: 1 });
    tone(audio, out, { at, from: 90, to: 45, lengthS: 0.22, type: 'square', peak: 0.12 });
    hiss(audio, out, { at, lengthS: 0.14, peak: 0.6, filter: 'lowpass', from: 5000, to: 300 });
  },
  /** The last blow: a long fall and a thud on the floor. */
  knockout(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 420, to: 70, lengthS: 0.55, type: 'triangle', peak: 0.35 });
    tone(audio, out, { at: at + 0.45, from: 90, to: 40, lengthS: 0.3, type: 'sine', peak: 0.9 });
    hiss(audio, out, {
      at: at + 0.45,
      lengthS: 0.2,
      peak: 0.4,
      filter: 'lowpass',
      from: 900,
      to: 120,
    });
  },
  /** Air past the ear, high and quick, and a little rising blip: missed. */
  dodge(audio: Audio, out: AudioNode, at: number) {
    hiss(audio, out, { at, lengthS: 0.2, peak: 0.3, filter: 'highpass', from: 1800, to: 6500 });
    tone(audio, out, {
      at: at + 0.05,
      from: 700,
      to: 1400,
      lengthS: 0.12,
      type: 'sine',
      peak: 0.12,
    });
  },
  /** A blow on a shield: a bright clang that rings on. */
  blocked(audio: Audio, out: AudioNode, at: number) {
    for (const [from, peak] of [
      [523, 0.28],
      [1319, 0.16],
      [2093, 0.08],
    ] as const) {
      tone(audio, out, { at, from, lengthS: 0.6, type: 'triangle', peak });
    }
    hiss(audio, out, { at, lengthS: 0.05, peak: 0.35, filter: 'highpass', from: 3000, to: 5000 });
  },
  /** Glass that sings back: two high tones beating against each other. */
  reflect(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 1760, lengthS: 0.45, type: 'sine', peak: 0.2 });
    tone(audio, out, { at, from: 2349, lengthS: 0.4, type: 'sine', peak: 0.14 });
    tone(audio, out, {
      at: at + 0.06,
      from: 2200,
      to: 900,
      lengthS: 0.2,
      type: 'triangle',
      peak: 0.1,
    });
  },
  /** A draw of breath: a tone pulled down, then up, wavering. */
  drain(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, {
      at,
      from: 620,
      to: 180,
      lengthS: 0.22,
      type: 'sawtooth',
      peak: 0.08,
      wobble: [14, 30],
    });
    tone(audio, out, {
      at: at + 0.2,
      from: 180,
      to: 520,
      lengthS: 0.25,
      type: 'sine',
      peak: 0.22,
      wobble: [9, 20],
    });
  },
  /** A rising chime: three soft bells. */
  heal(audio: Audio, out: AudioNode, at: number) {
    [784, 988, 1319].forEach((from, index) =>
      tone(audio, out, { at: at + index * 0.07, from, lengthS: 0.5, type: 'sine', peak: 0.16 }),
    );
  },
  /** A bonk and dizzy twitters. */
  stun(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 330, to: 150, lengthS: 0.14, type: 'triangle', peak: 0.5 });
    hiss(audio, out, {
      at,
      lengthS: 0.12,
      peak: 0.25,
      filter: 'bandpass',
      from: 2500,
      to: 1200,
      q: 4,
    });
    for (const offset of [0.14, 0.26, 0.38]) {
      tone(audio, out, {
        at: at + offset,
        from: 2400,
        to: 2900,
        lengthS: 0.08,
        type: 'sine',
        peak: 0.08,
      });
    }
  },
  /** A deep bell as the shield rises, with a shimmer above it. */
  'shield-up'(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 196, lengthS: 0.8, type: 'triangle', peak: 0.3 });
    tone(audio, out, { at, from: 392, lengthS: 0.7, type: 'sine', peak: 0.18 });
    tone(audio, out, {
      at: at + 0.05,
      from: 1568,
      lengthS: 0.5,
      type: 'sine',
      peak: 0.05,
      wobble: [7, 12],
    });
  },
  /** A door shut on a voice: a muffled tone cut short. */
  silence(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 440, to: 220, lengthS: 0.18, type: 'square', peak: 0.06 });
    hiss(audio, out, { at, lengthS: 0.25, peak: 0.2, filter: 'lowpass', from: 1200, to: 150 });
  },
  /** Rising fifths: stronger. */
  buff(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 392, to: 784, lengthS: 0.28, type: 'sawtooth', peak: 0.07 });
    tone(audio, out, { at: at + 0.12, from: 587, lengthS: 0.3, type: 'triangle', peak: 0.16 });
  },
  /** A sagging, sour pair: weaker. */
  debuff(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 466, to: 233, lengthS: 0.35, type: 'sawtooth', peak: 0.07 });
    tone(audio, out, { at, from: 440, to: 220, lengthS: 0.35, type: 'sawtooth', peak: 0.07 });
  },
  /** A soft beat as a round begins. */
  round(audio: Audio, out: AudioNode, at: number) {
    tone(audio, out, { at, from: 180, to: 110, lengthS: 0.12, type: 'sine', peak: 0.22 });
  },
  /** A fanfare: a major arpeggio up to a held chord, bright. */
  win(audio: Audio, out: AudioNode, at: number) {
    [523, 659, 784].forEach((from, index) =>
      tone(audio, out, { at: at + index * 0.11, from, lengthS: 0.22, type: 'square', peak: 0.09 }),
    );
    for (const from of [523, 659, 784, 1047]) {
      tone(audio, out, { at: at + 0.34, from, lengthS: 1.1, type: 'triangle', peak: 0.16 });
    }
  },
  /** A falling minor line, low and slow, that settles on a dull note. */
  loss(audio: Audio, out: AudioNode, at: number) {
    [392, 311, 262].forEach((from, index) =>
      tone(audio, out, { at: at + index * 0.22, from, lengthS: 0.4, type: 'triangle', peak: 0.18 }),
    );
    tone(audio, out, { at: at + 0.66, from: 131, to: 98, lengthS: 1, type: 'sine', peak: 0.3 });
  },
} satisfies Record<string, (audio: Audio, out: AudioNode, at: number) => void>;

export type DuelSound = keyof typeof SOUNDS;

/**
 * Makes the noise the whooshes, thuds and crackles share while the duel screen comes in:
 * filling its second of samples at the first lunge held the main thread of the playback
 * bench's 4x slower phone for about 90 ms, a long task in the fight's first second.
 */
export function prepareDuelSounds(): void {
  const audio = soundOutput();
  if (audio) noiseBuffer(audio);
}

/** Plays one of the duel's sounds `delayS` seconds from now (already sped up). */
export function playDuelSound(sound: DuelSound, delayS = 0): void {
  const audio = soundOutput();
  if (!audio) return;
  SOUNDS[sound](audio, output(audio), audio.currentTime + delayS);
}

const INSTRUMENT_VOICES: Record<Instrument, { root: number; type: OscillatorType }> = {
  strike: { root: 220, type: 'sawtooth' },
  ward: { root: 330, type: 'square' },
  bloom: { root: 440, type: 'triangle' },
};

/** A skill's own motif: its three notes on its instrument, over a swell of air. */
function playSkillSound(name: string, effects: readonly EffectType[]): void {
  const audio = soundOutput();
  if (!audio) return;
  const look = skillLook(name, effects);
  const voice = INSTRUMENT_VOICES[look.instrument];
  const out = output(audio);
  const at = audio.currentTime;
  hiss(audio, out, {
    at,
    lengthS: 0.35,
    peak: 0.12,
    filter: 'bandpass',
    from: 400,
    to: 3000,
    q: 1.5,
  });
  look.motif.forEach((semitones, index) => {
    const from = voice.root * 2 ** (semitones / 12);
    const peak = voice.type === 'triangle' ? 0.16 : 0.06;
    tone(audio, out, { at: at + index * 0.075, from, lengthS: 0.28, type: voice.type, peak });
  });
}

/** What a landed skill effect sounds like; heal has its own action ('heal') and sounds there. */
const EFFECT_SOUNDS: Partial<Record<EffectType, DuelSound>> = {
  stun: 'stun',
  invulnerability: 'shield-up',
  silence: 'silence',
  buff: 'buff',
  debuff: 'debuff',
  dodge: 'dodge',
  reflect: 'reflect',
  drain: 'drain',
};

/**
 * The sound of the action just played, read from the view it made (a heavy blow, a
 * knockout). `speed` times the lunge's whoosh to the wind-up's end.
 */
export function playActionSound(action: DuelAction, view: PlaybackView, speed: number): void {
  const cue = (id: string) => view.cards[id]?.cue?.kind;
  switch (action.type) {
    case 'round-start':
      playDuelSound('round');
      break;
    case 'attack':
      playDuelSound('lunge', 0.12 / speed);
      break;
    case 'damage-taken': {
      const kind = cue(action.cardId);
      playDuelSound(kind === 'heavy-hit' || kind === 'knockout' ? 'heavy-hit' : 'hit');
      if (kind === 'knockout') playDuelSound('knockout', 0.1 / speed);
      break;
    }
    case 'dodge':
      playDuelSound('dodge');
      break;
    case 'invulnerability':
      playDuelSound('blocked');
      break;
    case 'heal':
      playDuelSound('heal');
      break;
    case 'drain':
      playDuelSound('drain');
      break;
    case 'reflect':
      playDuelSound('reflect');
      if (cue(action.targetId) === 'knockout') playDuelSound('knockout', 0.15 / speed);
      break;
    case 'ability-triggered':
      playSkillSound(action.skillName, view.cards[action.cardId]?.skillEffects ?? []);
      break;
    case 'effects-applied': {
      // One sound for what landed: the first effect that has one.
      const sound = action.effects
        .map((effect) => EFFECT_SOUNDS[effect.type])
        .find((candidate) => candidate !== undefined);
      if (sound) playDuelSound(sound);
      break;
    }
  }
}
