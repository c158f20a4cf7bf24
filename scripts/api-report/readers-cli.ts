// `pnpm check:readers`: lists every export of shared-ui and the apps that read it, and fails when the
// platform singleton holds what is a product's (scripts/api-report/readers.ts):
// - a text of `fr` one remote alone reads, unless words-to-move.json lists it among those still to move;
// - a component, or an export one app alone reads, that platform-pieces.json does not name as a platform
//   or design-system piece (the session, the api client, the router, toasts, RemoteSlot, the premium day,
//   the design system's components), unless it lists it among those still to move;
// and when either list names what is no longer such. The exports are those of the committed
// shared-ui/api-report.md, which `pnpm check:api` holds to the sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { misplacedPieces, misplacedWords, readersOf, type PlatformPieces, type SourceFile } from './readers.ts';
import { parseReport } from './report-file.ts';

const root = join(import.meta.dirname, '..', '..');
const APPS = ['shell', 'mfe-marketing', 'mfe-generator', 'mfe-account', 'mfe-blog', 'letter-ui', 'shared-ui'];
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
const pieces = JSON.parse(readFileSync(join(import.meta.dirname, 'platform-pieces.json'), 'utf8')) as PlatformPieces;
const { surface } = parseReport(readFileSync(join(root, 'shared-ui', 'api-report.md'), 'utf8'));
const product = misplacedPieces(surface, readers, pieces);
const list = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');
if (added.length > 0) console.error(`\nTextes d'un seul remote dans le singleton : à mettre dans le content/ de ce remote.\n${list(added)}`);
if (gone.length > 0) console.error(`\nscripts/api-report/words-to-move.json nomme des textes qui n'y sont plus : retirez-les.\n${list(gone)}`);
if (product.added.length > 0) {
  console.error(
    `\nPièces produit dans le singleton : un composant ou un export qu'une seule app lit va dans cette app, ou dans letter-ui s'il sert à deux remotes ; une pièce de plateforme ou du design system se déclare dans scripts/api-report/platform-pieces.json, avec pourquoi.\n${list(product.added)}`,
  );
}
if (product.gone.length > 0) console.error(`\nscripts/api-report/platform-pieces.json nomme ce qui n'y a plus lieu : retirez-le.\n${list(product.gone)}`);
if (added.length > 0 || gone.length > 0 || product.added.length > 0 || product.gone.length > 0) process.exit(1);
console.log(`\n${relative(root, join(root, 'shared-ui'))} : aucun texte d'un seul remote hors de la liste de ceux qui restent à déplacer (${pending.length}).`);
console.log(`${relative(root, join(root, 'shared-ui'))} : aucune pièce produit hors de la liste de celles qui restent à déplacer (${pieces.toMove.length}).`);
