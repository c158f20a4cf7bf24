/** One Server-Sent Event with its JSON data. */
export interface SseEvent {
  event: string;
  // The tests read fields of each event's data by name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, data: JSON.parse(data.join('\n')) };
}

/** Every event of a complete SSE body (comments such as keep-alives are skipped). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .map(parseBlock)
    .filter((event): event is SseEvent => event !== null);
}

/** Reads the events of a streamed response as they arrive. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const part of body) {
    buffer += decoder.decode(part, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) yield event;
      end = buffer.indexOf('\n\n');
    }
  }
}

/** The text of one version as the client ends up with it: its deltas joined, from its last `rewrite` on. */
export function deltaText(events: SseEvent[], version: number): string {
  const own = events.filter((event) => (event.event === 'delta' || event.event === 'rewrite') && event.data.version === version);
  const restart = own.findLastIndex((event) => event.event === 'rewrite');
  return own
    .slice(restart + 1)
    .map((event) => event.data.text as string)
    .join('');
}
