import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const push = createSseParser((event) => events.push(event));
  for (const chunk of chunks) push(chunk);
  return events;
}

describe('createSseParser', () => {
  const stream =
    'retry: 3000\n: live\n\nid: 7\nevent: notification\ndata: {"a":1}\n\n: keep-alive\n\nevent: race-turned\ndata: {"day":"2026-11-28"}\n\n';

  it('reads events with their id and type, skipping comments and retry', () => {
    expect(parse([stream])).toEqual([
      { id: '7', event: 'notification', data: '{"a":1}' },
      { id: null, event: 'race-turned', data: '{"day":"2026-11-28"}' },
    ]);
  });

  it('reads the same events however the text is split', () => {
    const byChar = parse([...stream]);
    const inTwo = parse([stream.slice(0, 40), stream.slice(40)]);
    expect(byChar).toEqual(parse([stream]));
    expect(inTwo).toEqual(parse([stream]));
  });

  it('joins data lines, takes CRLF, and waits for the blank line', () => {
    expect(parse(['data: one\r\ndata: two\r\n'])).toEqual([]);
    expect(parse(['data: one\r\ndata: two\r\n\r\n'])).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('tells every id, also of a block without data (how a stream opens)', () => {
    const ids: string[] = [];
    const events: SseEvent[] = [];
    const push = createSseParser(
      (event) => events.push(event),
      (id) => ids.push(id),
    );
    push('retry: 3000\nid: 41\n: live\n\nid: 42\nevent: notification\ndata: {}\n\n');
    push('event: race-turned\ndata: {}\n\n');
    expect(ids).toEqual(['41', '42']);
    expect(events.map((event) => event.id)).toEqual(['42', null]);
  });
});
