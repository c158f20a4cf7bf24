/** One dispatched Server-Sent Event: its type ('message' when unnamed) and its data lines joined by '\n'. */
export interface SseEvent {
  event: string;
  data: string;
}

/** What the parser carries between chunks: the unfinished line and the event being built. */
export interface SseParserState {
  pending: string;
  event: string;
  data: string[] | null;
  /** A leading byte-order mark is dropped once, at the very start of the stream. */
  started: boolean;
}

export const INITIAL_SSE_STATE: SseParserState = { pending: '', event: '', data: null, started: false };

/**
 * Feeds one decoded chunk to an SSE parser (WHATWG HTML §9.2.6 "Interpreting an event stream") and
 * returns the events it completes plus the state for the next chunk. Pure: chunk boundaries may fall
 * anywhere — inside a field, between '\r' and '\n', inside a blank line — without changing the
 * result. Lines end with CRLF, LF or CR; ':' starts a comment; a blank line dispatches; an event
 * without data is dropped; `id` and `retry` are ignored (the generation stream is never resumed).
 */
export function readSseChunk(state: SseParserState, chunk: string): { state: SseParserState; events: SseEvent[] } {
  let buffer = state.pending + chunk;
  let started = state.started;
  if (!started && buffer.length > 0) {
    if (buffer.startsWith('\ufeff')) buffer = buffer.slice(1);
    started = buffer.length > 0;
  }
  let { event, data } = state;
  const events: SseEvent[] = [];
  let start = 0;
  for (let index = 0; index < buffer.length; index += 1) {
    const char = buffer[index];
    if (char !== '\n' && char !== '\r') continue;
    // A '\r' that ends the chunk may be the first half of a CRLF: wait for the next chunk.
    if (char === '\r' && index === buffer.length - 1) break;
    const line = buffer.slice(start, index);
    start = char === '\r' && buffer[index + 1] === '\n' ? index + 2 : index + 1;
    if (char === '\r' && buffer[index + 1] === '\n') index += 1;

    if (line === '') {
      if (data !== null) events.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = null;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data = [...(data ?? []), value];
  }
  return { state: { pending: buffer.slice(start), event, data, started }, events };
}

/**
 * Ends the stream: a '\r' held back in case a '\n' followed is a line end after all. An event not
 * closed by a blank line is dropped, as the standard says.
 */
export function finishSseStream(state: SseParserState): SseEvent[] {
  return state.pending.endsWith('\r') ? readSseChunk(state, '\n').events : [];
}
