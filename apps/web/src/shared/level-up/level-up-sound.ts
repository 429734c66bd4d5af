/** The level-up fanfare: a rising fifth-and-octave call, then a bright chord that rings. */
import { playNote, soundOutput } from '@/lib/sound';

export function playLevelUpSound(): void {
  const audio = soundOutput();
  if (!audio) return;
  const master = audio.createGain();
  master.gain.value = 0.5;
  master.connect(audio.destination);
  const call = [392, 523.25, 659.25, 783.99];
  call.forEach((frequency, index) => {
    playNote(audio, master, {
      frequency,
      startS: index * 0.11,
      lengthS: 0.3,
      type: 'square',
      gain: 0.07,
    });
  });
  for (const frequency of [523.25, 659.25, 783.99, 1046.5]) {
    playNote(audio, master, {
      frequency,
      startS: 0.48,
      lengthS: 1.4,
      type: 'triangle',
      gain: 0.16,
    });
  }
}
