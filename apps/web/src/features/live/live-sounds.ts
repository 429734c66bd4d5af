import { playNote, ready } from '@/lib/sound';

/** A soft two-note chime, falling: something happened elsewhere (a sale, a friend). */
export function playLiveSound(): void {
  const audio = ready();
  if (!audio) return;
  const out = audio.createGain();
  out.gain.value = 0.35;
  out.connect(audio.destination);
  playNote(audio, out, { frequency: 1174.7, startS: 0, lengthS: 0.5, type: 'sine', gain: 0.25 });
  playNote(audio, out, { frequency: 880, startS: 0.14, lengthS: 0.8, type: 'sine', gain: 0.22 });
}
