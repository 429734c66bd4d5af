import { describe, expect, it } from 'vitest';
import { shareTextOf } from './share-result';

describe('shareTextOf', () => {
  it('is game-rules’ text with a link to the race on this site', () => {
    const text = shareTextOf(
      {
        day: '2026-11-27',
        status: 'finished',
        crafts: 3,
        timeMs: 42_300,
        trends: ['closer', 'same', 'closer'],
      },
      'https://alchemy.example',
    );
    expect(text).toBe(
      [
        'Alchemy Arena daily race 2026-11-27',
        '\u{1F7E9}\u{1F7E8}\u{1F7E9}',
        '3 crafts in 42.3s',
        'https://alchemy.example/game/race',
      ].join('\n'),
    );
  });

  it('says a run over', () => {
    const text = shareTextOf(
      { day: '2026-11-27', status: 'failed', crafts: 2, timeMs: 0, trends: ['further', 'same'] },
      'http://localhost:8080',
    );
    expect(text.split('\n')[2]).toBe('Run over after 2 crafts');
  });
});
