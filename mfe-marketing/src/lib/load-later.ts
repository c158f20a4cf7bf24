/** Code a screen fetches after its first load: its `load()` once, and what it gave once it has. */
export interface LaterCode<T> {
  load(): Promise<T>;
  readonly loaded: T | undefined;
}

const everyLoad: Array<() => Promise<unknown>> = [];

/**
 * Code kept out of the first load of the remote's screens (docs/public-pages.md 'First load'), fetched
 * once when first asked for; a failed fetch is tried again at the next ask.
 */
export function loadLater<T>(importCode: () => Promise<T>): LaterCode<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importCode().then(
      (code) => (loaded = code),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  everyLoad.push(load);
  return {
    load,
    get loaded() {
      return loaded;
    },
  };
}

/**
 * Fetches all of it: the build's pre-rendering draws every page in full with react-dom/server, which
 * cannot wait, and so do tests.
 */
export const loadAllLater = () => Promise.all(everyLoad.map((load) => load()));
