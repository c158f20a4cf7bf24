// Who reads each export of the platform singleton (docs/federation.md 'The platform's surface'): the
// apps' production files, by their imports of shared-ui's entries and, for `fr`, by the areas they read
// (`fr.auth`, `fr.toasts.copied`). A text area only one remote reads is that remote's words, which belong
// in its own content/, where they change with its release alone.

/** One source file of an app: the app's folder ('mfe-account', 'shell', 'shared-ui') and its text. */
export interface SourceFile {
  app: string;
  text: string;
}

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@lettra\/shared-ui(?:\/[\w-]+)?)'/g;
// Not a path ('./fr.ts'): a read of the object.
const FR_READ = /(?<![\w./])fr\.(\w+)(?:\.(\w+))?/g;

/** `fr.<area>`, and for the toasts, each toast (`fr.toasts.copied`): a toast is one text's owner. */
const frKey = (area: string, key: string | undefined) => (area === 'toasts' && key ? `fr.toasts.${key}` : `fr.${area}`);

/** export ('Button', 'fr.auth') → the apps that read it, sorted. shared-ui's own files read `fr` without importing it. */
export function readersOf(files: readonly SourceFile[]): Map<string, string[]> {
  const readers = new Map<string, Set<string>>();
  const read = (name: string, app: string) => readers.set(name, (readers.get(name) ?? new Set()).add(app));
  for (const { app, text } of files) {
    let readsFr = app === 'shared-ui';
    for (const [, names, entry] of text.matchAll(IMPORT)) {
      for (const specifier of names!.split(',')) {
        const name = specifier.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (!name) continue;
        if (name === 'fr') readsFr = true;
        else read(`${name} (${entry})`, app);
      }
    }
    if (readsFr) for (const [, area, key] of text.matchAll(FR_READ)) read(frKey(area!, key), app);
  }
  return new Map([...readers].map(([name, apps]) => [name, [...apps].sort()]));
}

/**
 * The `fr` texts only one remote reads (its words, held by the platform) that `pending` does not list,
 * and those `pending` lists that are no longer such: the list of what is left to move only shrinks.
 */
export function misplacedWords(readers: Map<string, string[]>, pending: readonly string[]): { added: string[]; gone: string[] } {
  const ofOneRemote = new Map(
    [...readers].filter(([name, apps]) => name.startsWith('fr.') && apps.length === 1 && apps[0]!.startsWith('mfe-')).map(([name, [app]]) => [name, app!]),
  );
  return {
    added: [...ofOneRemote].filter(([name]) => !pending.includes(name)).map(([name, app]) => `${name} : lu par ${app} seul`).sort(),
    gone: pending.filter((name) => !ofOneRemote.has(name)),
  };
}
