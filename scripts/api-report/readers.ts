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
// A comment reads nothing ('e.g. toastSuccess(fr.toasts.copied.title, …)'); 'https://' is no comment.
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:\w])\/\/.*$/gm;
// The packages whose words are a product's: the remotes, and letter-ui, which two of them bundle.
const PRODUCT = /^(mfe-|letter-ui$)/;

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
    if (readsFr) for (const [, area, key] of text.replace(COMMENT, '').matchAll(FR_READ)) read(frKey(area!, key), app);
  }
  return new Map([...readers].map(([name, apps]) => [name, [...apps].sort()]));
}

/**
 * The `fr` texts only one remote, or letter-ui alone, reads (its words, held by the platform) that `pending` does not list,
 * and those `pending` lists that are no longer such: the list of what is left to move only shrinks.
 */
export function misplacedWords(readers: Map<string, string[]>, pending: readonly string[]): { added: string[]; gone: string[] } {
  const ofOneRemote = new Map(
    [...readers].filter(([name, apps]) => name.startsWith('fr.') && apps.length === 1 && PRODUCT.test(apps[0]!)).map(([name, [app]]) => [name, app!]),
  );
  return {
    added: [...ofOneRemote].filter(([name]) => !pending.includes(name)).map(([name, app]) => `${name} : lu par ${app} seul`).sort(),
    gone: pending.filter((name) => !ofOneRemote.has(name)),
  };
}

/** scripts/api-report/platform-pieces.json: what the singleton may hold that a product rule would refuse. */
export interface PlatformPieces {
  /** An entry ('@lettra/shared-ui/dialog') whose every export is a platform or design-system piece → why. */
  entries: Record<string, string>;
  /** One export ('RouteSlot (@lettra/shared-ui)') that is such a piece though one app alone reads it, or a component → why. */
  exports: Record<string, string>;
  /** Product pieces still in the singleton, on their way out: a list that only shrinks. */
  toMove: string[];
}

// A React component, as the api report writes its signature: a function or constant that renders (a
// type that names one, 'FieldProps', is none).
const COMPONENT = /^(?:function|const) .*(?:JSX\.Element|ReactElement<|\bFC<|ExoticComponent<|\) => null$)/;
// The texts, judged area by area by misplacedWords.
const TEXTS = new Set(['fr', 'FrStrings']);

/**
 * The exports of the singleton (`surface`: entry → export or member → signature, as api-report.md
 * records it) that are product pieces: a component, or an export one app alone reads, that
 * `pieces` neither names as a platform or design-system piece nor lists as still to move. And the
 * names `pieces` gives that are not, or no longer, such: the list holds only what is in the singleton.
 */
export function misplacedPieces(surface: Record<string, Record<string, string>>, readers: Map<string, string[]>, pieces: PlatformPieces): { added: string[]; gone: string[] } {
  const added: string[] = [];
  const present = new Set<string>();
  const failing = new Set<string>();
  for (const [entry, members] of Object.entries(surface)) {
    // 'queryKeys.letters.all' is a member of queryKeys: the export is its first name.
    const exports = new Map<string, string>();
    for (const [member, signature] of Object.entries(members)) {
      const name = member.split('.')[0]!;
      if (!exports.has(name)) exports.set(name, member === name ? signature : '');
    }
    for (const [name, signature] of exports) {
      if (TEXTS.has(name)) continue;
      const key = `${name} (${entry})`;
      present.add(key);
      if (pieces.entries[entry] !== undefined || pieces.exports[key] !== undefined) continue;
      const apps = (readers.get(key) ?? []).filter((app) => app !== 'shared-ui');
      const component = /^[A-Z]/.test(name) && COMPONENT.test(signature);
      if (!component && apps.length !== 1) continue;
      failing.add(key);
      if (pieces.toMove.includes(key)) continue;
      const readBy = apps.length === 0 ? 'lu par aucune app' : `lu par ${apps.join(', ')}`;
      added.push(component ? `${key} : composant produit (${readBy})` : `${key} : ${readBy} seul`);
    }
  }
  const entries = new Set(Object.keys(surface));
  const gone = [
    ...Object.keys(pieces.entries).filter((entry) => !entries.has(entry)).map((entry) => `${entry} : entrée absente du singleton`),
    ...Object.keys(pieces.exports).filter((key) => !present.has(key)).map((key) => `${key} : export absent du singleton`),
    ...pieces.toMove.filter((key) => !failing.has(key)).map((key) => `${key} : n'est plus une pièce produit du singleton (toMove)`),
  ];
  return { added: added.sort(), gone };
}
