/**
 * Server-sent events read from a fetch body (the stream is opened with fetch, not
 * EventSource, so the bearer token travels in a header, never in a URL). Follows the
 * format's rules the server uses: `id:`, `event:`, `data:` lines, a blank line ends an
 * event, a line starting with ':' is a comment (the keep-alive), `retry:` is ignored here.
 */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Feeds text as it arrives (any split); calls `onEvent` once per complete event, and `onId`
 * for every block that carried an id, with data or without: the server opens a stream with
 * an id alone (the format's way to set the last event id), so a client that has read no
 * event yet still resumes from the right place after a cut.
 */
export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onId?: (id: string) => void,
): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (id !== null) onId?.(id);
      if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
      id = null;
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    buffer += chunk;
    let end = buffer.search(/\r\n|\n|\r/);
    while (end !== -1) {
      const newline = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + newline);
      end = buffer.search(/\r\n|\n|\r/);
    }
  };
}
