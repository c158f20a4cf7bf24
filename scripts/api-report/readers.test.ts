import { misplacedPieces, misplacedWords, readersOf, type PlatformPieces } from './readers.ts';

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

it('counts no read in a comment, and takes the words letter-ui alone reads for its own', () => {
  const sources = [
    { app: 'shared-ui', text: "import { fr } from './fr.ts'\n/** e.g. toastSuccess(fr.toasts.copied.title) */\n// fr.landing.hero\nconst url = 'https://lettra.fr'; const c = fr.common.close;" },
    { app: 'mfe-generator', text: "import { fr } from '@lettra/shared-ui/strings'\nconst t = fr.toasts.copied.title;" },
    { app: 'letter-ui', text: "import { fr } from '@lettra/shared-ui/strings'\nconst w = [fr.whyThisSentence.toggle, fr.refine.groupLabel];" },
    { app: 'mfe-account', text: "import { fr } from '@lettra/shared-ui/strings'\nconst r = fr.refine.versionsLabel;" },
  ];
  const readers = readersOf(sources);
  expect(readers.get('fr.toasts.copied')).toEqual(['mfe-generator']);
  expect(readers.has('fr.landing')).toBe(false);
  expect(readers.get('fr.common')).toEqual(['shared-ui']);
  expect(misplacedWords(readers, [])).toEqual({
    added: ['fr.toasts.copied : lu par mfe-generator seul', 'fr.whyThisSentence : lu par letter-ui seul'],
    gone: [],
  });
});

it('names the texts one remote alone reads that are not listed as still to move, and the listed ones that no longer are', () => {
  expect(misplacedWords(readersOf(files), ['fr.landing'])).toEqual({ added: ['fr.auth : lu par mfe-account seul'], gone: ['fr.landing'] });
  expect(misplacedWords(readersOf(files), ['fr.auth'])).toEqual({ added: [], gone: [] });
});

// A singleton as api-report.md records it: a design-system button, the session's context, a product
// component both remotes read, an export the generator alone reads, the page's router, and texts.
const surface = {
  '@lettra/shared-ui': {
    Button: 'function (ButtonProps) => JSX.Element | null',
    ButtonProps: 'type { variant?: string; children: ReactElement<unknown>; }',
    AuthContext: 'const Context<AuthContextValue | null>',
    'fr.nav.login': 'const string',
    'queryKeys.letters.all': "const readonly ['letters']",
  },
  '@lettra/shared-ui/letter-card': { LetterCard: 'function (LetterCardProps) => JSX.Element', letterTitle: 'function (string) => string' },
  '@lettra/shared-ui/router': { Link: 'const ForwardRefExoticComponent<LinkProps>', Navigate: 'function (NavigateProps) => null' },
};
const appReaders = new Map([
  ['Button (@lettra/shared-ui)', ['mfe-account', 'shell']],
  ['AuthContext (@lettra/shared-ui)', ['shell']],
  ['queryKeys (@lettra/shared-ui)', ['mfe-generator']],
  ['LetterCard (@lettra/shared-ui/letter-card)', ['mfe-account', 'mfe-generator']],
  ['letterTitle (@lettra/shared-ui/letter-card)', ['mfe-generator', 'shared-ui']],
  ['Link (@lettra/shared-ui/router)', ['mfe-account', 'shell']],
]);
const allowed: PlatformPieces = {
  entries: { '@lettra/shared-ui/router': 'platform' },
  exports: { 'Button (@lettra/shared-ui)': 'design system', 'AuthContext (@lettra/shared-ui)': 'platform: the session', 'queryKeys (@lettra/shared-ui)': 'platform' },
  toMove: [],
};

it('fails on a product component in the singleton, and on an export one app alone reads, unless the allow-list names it', () => {
  expect(misplacedPieces(surface, appReaders, allowed)).toEqual({
    added: [
      'LetterCard (@lettra/shared-ui/letter-card) : composant produit (lu par mfe-account, mfe-generator)',
      // shared-ui's own files are no reader: the generator alone reads it.
      'letterTitle (@lettra/shared-ui/letter-card) : lu par mfe-generator seul',
    ],
    gone: [],
  });
  // Without the allow-list, the button and the session are refused too; a type, the texts and an export two apps read are not.
  const bare = misplacedPieces(surface, appReaders, { entries: {}, exports: {}, toMove: [] }).added;
  expect(bare).toContain('Button (@lettra/shared-ui) : composant produit (lu par mfe-account, shell)');
  expect(bare).toContain('AuthContext (@lettra/shared-ui) : lu par shell seul');
  expect(bare).toContain('Navigate (@lettra/shared-ui/router) : composant produit (lu par aucune app)');
  expect(bare.some((line) => /ButtonProps|fr |FrStrings/.test(line))).toBe(false);
});

it('lets a product piece listed as still to move stay, and fails on a listed name that is no longer in the singleton or no longer a product piece', () => {
  const pending = { ...allowed, toMove: ['LetterCard (@lettra/shared-ui/letter-card)', 'letterTitle (@lettra/shared-ui/letter-card)'] };
  expect(misplacedPieces(surface, appReaders, pending)).toEqual({ added: [], gone: [] });
  const stale = {
    entries: { ...allowed.entries, '@lettra/shared-ui/letter-actions': 'platform' },
    exports: { ...allowed.exports, 'RefineButtons (@lettra/shared-ui)': 'design system' },
    toMove: [...pending.toMove, 'Link (@lettra/shared-ui/router)'],
  };
  expect(misplacedPieces(surface, appReaders, stale).gone).toEqual([
    '@lettra/shared-ui/letter-actions : entrée absente du singleton',
    'RefineButtons (@lettra/shared-ui) : export absent du singleton',
    "Link (@lettra/shared-ui/router) : n'est plus une pièce produit du singleton (toMove)",
  ]);
});
