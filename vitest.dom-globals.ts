import * as webStreams from 'node:stream/web';

// In a vm pool the test file sees jsdom's window as its global object, not Node's: web streams,
// which jsdom lacks and fetch, pdf.js and the generation stream use, have to be handed over.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}
