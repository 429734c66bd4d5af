import { describe, expect, it } from 'vitest';
import { decodeGameNotices, encodeGameNotices, type GameNotice } from './notices';

const notices: GameNotice[] = [
  {
    type: 'goal',
    id: '4f1c2a8e-0000-4000-8000-000000000001',
    kind: 'craft',
    progress: 6,
    target: 6,
    completed: true,
  },
  { type: 'achievement', key: 'first-discovery' },
  { type: 'collection', family: 'Flora', percent: 25 },
];

describe('game notices', () => {
  it('read back what was written, as a header value can carry it', () => {
    const header = encodeGameNotices(notices);
    expect(header).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeGameNotices(header)).toEqual(notices);
  });

  it('leave out what is not a notice, and read garbage as none', () => {
    const mixed = encodeURIComponent(
      JSON.stringify([
        notices[1],
        { type: 'achievement', key: 'not-an-achievement' },
        { type: 'goal', id: 'x', kind: 'craft', progress: -1, target: 6, completed: true },
        { type: 'collection', family: 'Flora', percent: 30 },
        { type: 'something-newer' },
        null,
      ]),
    );
    expect(decodeGameNotices(mixed)).toEqual([notices[1]]);
    expect(decodeGameNotices(null)).toEqual([]);
    expect(decodeGameNotices('%E0%A4%A')).toEqual([]);
    expect(decodeGameNotices('{"type":"goal"}')).toEqual([]);
  });
});
