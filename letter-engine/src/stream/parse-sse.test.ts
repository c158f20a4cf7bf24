import { describe, expect, it } from 'vitest';
import { finishSseStream, INITIAL_SSE_STATE, readSseChunk, type SseEvent } from './parse-sse.ts';

// A whole stream given as chunks, read as the generator reads one.
function parseSseChunks(chunks: readonly string[]): SseEvent[] {
  let state = INITIAL_SSE_STATE;
  const events = chunks.flatMap((chunk) => {
    const result = readSseChunk(state, chunk);
    state = result.state;
    return result.events;
  });
  return [...events, ...finishSseStream(state)];
}

const meta = { event: 'meta', data: '{"letterId":"l1"}' };

// The same stream cut in every way a network can cut it must give the same events.
const cases: Array<[string, string[], SseEvent[]]> = [
  ['reads one event in one chunk', ['event: meta\ndata: {"letterId":"l1"}\n\n'], [meta]],
  ['joins a field split across chunks', ['event: me', 'ta\ndata: {"letter', 'Id":"l1"}\n\n'], [meta]],
  ['dispatches when the blank line arrives in the next chunk', ['event: meta\ndata: {"letterId":"l1"}\n', '\n'], [meta]],
  ['treats CRLF split between chunks as one line end', ['event: meta\r', '\ndata: {"letterId":"l1"}\r\n\r', '\n'], [meta]],
  ['accepts lone CR line ends', ['event: meta\rdata: {"letterId":"l1"}\r\r'], [meta]],
  ['splits several events in one chunk', ['event: delta\ndata: a\n\nevent: delta\ndata: b\n\n'], [
    { event: 'delta', data: 'a' },
    { event: 'delta', data: 'b' },
  ]],
  ['joins multi-line data with a line feed', ['data: ligne 1\ndata: ligne 2\n\n'], [{ event: 'message', data: 'ligne 1\nligne 2' }]],
  ['names an event without type "message"', ['data: x\n\n'], [{ event: 'message', data: 'x' }]],
  ['ignores comments and keep-alives', [': ping\n\n', 'event: delta\n: inside\ndata: x\n\n'], [{ event: 'delta', data: 'x' }]],
  ['drops an event with no data line', ['event: delta\n\n'], []],
  ['removes only one space after the colon', ['data:  deux espaces\n\n'], [{ event: 'message', data: ' deux espaces' }]],
  ['keeps a value without space after the colon', ['data:collé\n\n'], [{ event: 'message', data: 'collé' }]],
  ['ignores id and retry fields', ['id: 7\nretry: 1000\ndata: x\n\n'], [{ event: 'message', data: 'x' }]],
  ['strips a byte-order mark at the very start', ['\ufeffdata: x\n\n'], [{ event: 'message', data: 'x' }]],
  ['keeps accents and emoji', ['data: {"text":"Je vous prie d’agréer 🙂"}\n\n'], [
    { event: 'message', data: '{"text":"Je vous prie d’agréer 🙂"}' },
  ]],
  ['drops an unfinished last event', ['data: x\n\ndata: unfinished'], [{ event: 'message', data: 'x' }]],
  ['ends an event on a trailing CR at end of stream', ['data: x\r\r'], [{ event: 'message', data: 'x' }]],
];

describe('SSE parsing', () => {
  it.each(cases)('%s', (_title, chunks, expected) => {
    expect(parseSseChunks(chunks)).toEqual(expected);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const stream = 'event: meta\r\ndata: {"a":1}\r\n\r\n: ping\n\nevent: delta\ndata: {"text":"é"}\n\n';
    const whole = parseSseChunks([stream]);
    for (let size = 1; size <= 7; size += 1) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parseSseChunks(chunks)).toEqual(whole);
    }
    expect(whole).toHaveLength(2);
  });

  it('does not change the state it is given', () => {
    const first = readSseChunk(INITIAL_SSE_STATE, 'data: a\n');
    const snapshot = structuredClone(first.state);
    readSseChunk(first.state, 'data: b\n\n');
    expect(first.state).toEqual(snapshot);
    expect(INITIAL_SSE_STATE).toEqual({ pending: '', event: '', data: null, started: false });
  });
});
