import { misplacedWords, readersOf } from './readers.ts';

// No semicolon after the imports in these texts: scripts/check-deps.ts reads `from '…';` anywhere in a
// file as that file's own import, and would ask the root's package.json to declare these packages.
const files = [
  {
    app: 'mfe-account',
    text: "import { fr } from '@lettra/shared-ui/strings'\nimport { Button, type ButtonProps } from '@lettra/shared-ui'\nexport const x = [fr.auth.passwordHint, fr.toasts.copied.title, fr.common.close];",
  },
  { app: 'mfe-generator', text: "import { fr, toastError } from '@lettra/shared-ui/strings'\ntoastError(fr.toasts.copied.title);" },
  { app: 'shell', text: "import { fr } from '@lettra/shared-ui'\n// reads fr.nav in its layout\nconst z = fr.nav.login;" },
  { app: 'shared-ui', text: "import { fr } from './fr.ts'\nexport const steps = fr.common.steps;" },
  { app: 'mfe-blog', text: "import { cn } from 'somewhere-else'\nconst n = fr.landing.tryFree;" },
];

it('lists each export with the apps that import it, and each area of fr with the apps that read it', () => {
  const readers = readersOf(files);
  expect(readers.get('Button (@lettra/shared-ui)')).toEqual(['mfe-account']);
  expect(readers.get('ButtonProps (@lettra/shared-ui)')).toEqual(['mfe-account']);
  expect(readers.get('toastError (@lettra/shared-ui/strings)')).toEqual(['mfe-generator']);
  expect(readers.get('fr.auth')).toEqual(['mfe-account']);
  expect(readers.get('fr.toasts.copied')).toEqual(['mfe-account', 'mfe-generator']);
  expect(readers.get('fr.common')).toEqual(['mfe-account', 'shared-ui']);
  expect(readers.get('fr.nav')).toEqual(['shell']);
  // Neither a file's path nor a file that does not import fr reads it.
  expect(readers.has('fr.ts')).toBe(false);
  expect(readers.has('fr.landing')).toBe(false);
});

it('names the texts one remote alone reads that are not listed as still to move, and the listed ones that no longer are', () => {
  expect(misplacedWords(readersOf(files), ['fr.landing'])).toEqual({ added: ['fr.auth : lu par mfe-account seul'], gone: ['fr.landing'] });
  expect(misplacedWords(readersOf(files), ['fr.auth'])).toEqual({ added: [], gone: [] });
});
