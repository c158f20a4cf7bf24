import * as webStreams from 'node:stream/web';

// In a vm pool the test file sees jsdom's window as its global object, not Node's: web streams,
// which jsdom lacks and fetch, pdf.js and the generation stream use, have to be handed over.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}

// jsdom has no layout: Radix measures controls (Checkbox, Switch) with ResizeObserver, which it lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
