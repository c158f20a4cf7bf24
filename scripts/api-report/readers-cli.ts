// `pnpm check:readers`: lists every export of shared-ui and the apps that read it, and fails when a text
// of `fr` is read by one remote alone (scripts/api-report/readers.ts), unless words-to-move.json lists
// it among those still to move; and when that list names a text that is no longer such.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { misplacedWords, readersOf, type SourceFile } from './readers.ts';

const root = join(import.meta.dirname, '..', '..');
const APPS = ['shell', 'mfe-marketing', 'mfe-generator', 'mfe-account', 'mfe-blog', 'shared-ui'];
// What ships: no test, no test helper, no development harness.
const shipped = (path: string) => /\.tsx?$/.test(path) && !/\.test(-d)?\.tsx?$/.test(path) && !/(^|\/)(test|testing|standalone)\//.test(path);

const files: SourceFile[] = APPS.flatMap((app) =>
  readdirSync(join(root, app, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(shipped)
    .map((path) => ({ app, text: readFileSync(join(root, app, 'src', path), 'utf8') })),
);
const readers = readersOf(files);
for (const [name, apps] of [...readers].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(`${name}  ←  ${apps.join(', ')}`);
const pending = JSON.parse(readFileSync(join(import.meta.dirname, 'words-to-move.json'), 'utf8')) as string[];
const { added, gone } = misplacedWords(readers, pending);
const list = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');
if (added.length > 0) console.error(`\nTextes d'un seul remote dans le singleton : à mettre dans le content/ de ce remote.\n${list(added)}`);
if (gone.length > 0) console.error(`\nscripts/api-report/words-to-move.json nomme des textes qui n'y sont plus : retirez-les.\n${list(gone)}`);
if (added.length > 0 || gone.length > 0) process.exit(1);
console.log(`\n${relative(root, join(root, 'shared-ui'))} : aucun texte d'un seul remote hors de la liste de ceux qui restent à déplacer (${pending.length}).`);
