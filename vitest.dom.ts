// What the browser-side packages' Vitest configs share.
//
// vmThreads gives each test file a fresh jsdom window and a fresh module graph, as the default forks
// pool does, but inside a worker that is kept from file to file: no process start-up and no jsdom
// import per file, which was a third to a half of these suites' time.
// Not `as const`, nor typed from the root's vitest: each package checks it against its own vitest's types.
export const domTest = {
  environment: 'jsdom',
  pool: 'vmThreads',
  globals: true,
  setupFiles: ['../vitest.dom-globals.ts', './vitest.setup.ts'],
};
