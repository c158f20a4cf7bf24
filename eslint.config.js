// One lint config for the workspace. The import rules say in code what docs/architecture.md says in prose:
// features keep to themselves, remotes never import each other, letter-engine has no I/O, and no
// regular expression of the engine or the api can be made to backtrack for seconds (docs/security.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noFetchInEffect from './eslint-rules/no-fetch-in-effect.js';

const REMOTES = ['mfe-marketing', 'mfe-generator', 'mfe-account', 'mfe-blog'];

/** A remote's feature folders, read from disk so that a new feature is covered the day it is created. */
const featuresOf = (remote) =>
  readdirSync(join(import.meta.dirname, remote, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * In each remote: a feature imports no sibling feature (what two features share lives in
 * `src/entities/`, which imports no feature), and nothing imports the exposed layer.
 */
const featureZones = REMOTES.flatMap((remote) => [
  { target: `./${remote}/src/features/*/**`, from: `./${remote}/src/exposed`, message: 'Les features ne dépendent pas de exposed/.' },
  { target: `./${remote}/src/entities`, from: `./${remote}/src/features`, message: 'Une entité n’importe aucune feature (docs/architecture.md).' },
  ...featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'Une feature n’importe pas une autre feature : ce qu’elles partagent va dans src/entities/ (docs/architecture.md).',
  })),
]);

/** Imports no file may make: another remote, or a workspace package by a relative path. */
const workspacePatterns = [
  { group: REMOTES.map((r) => `**/${r}/**`), message: 'Un remote n’importe jamais un autre remote : passez par RemoteSlot.' },
  { regex: '^(\\.\\./){2,}(shared-ui|letter-ui|letter-engine|contracts|federation-config|shell)/', message: 'Importez les paquets du workspace par leur nom.' },
];

/**
 * Routing, toasts and the query cache reach the apps only through shared-ui, the shell's singleton
 * (docs/federation.md §2, §4): a direct import would bundle a second router, whose contexts the shell's
 * router never fills, a second sonner, whose toasts the shell's <Toaster> never shows, or a second
 * TanStack Query, whose cache no other screen reads.
 */
const singletonPaths = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Importez le routage depuis @lettra/shared-ui/router (docs/federation.md §2).',
  })),
  { name: 'sonner', message: 'Les toasts passent par @lettra/shared-ui (toast, toastError, toastSuccess, Toaster).' },
  { name: '@tanstack/react-query', message: 'Les réponses de l’api passent par @lettra/shared-ui/query : un seul cache pour la page (docs/architecture.md « State »).' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: singletonPaths, patterns: workspacePatterns }],
    },
  },
  {
    // Tests build their routers (MemoryRouter) from react-router itself and clear sonner's store between
    // tests, as the builds' server rendering takes its StaticRouter; these shared-ui files are where
    // the apps' routing, toasts and query cache come from.
    files: [
      '**/*.test.{ts,tsx}',
      '**/src/test/**',
      '**/vitest.setup.ts',
      'shared-ui/src/testing/**',
      'shared-ui/src/prerender/**',
      'e2e/**',
      'shared-ui/src/router.ts',
      'shared-ui/src/router/**',
      'shared-ui/src/query.ts',
      'shared-ui/src/query/**',
      'shared-ui/src/lib/toast.ts',
      'shared-ui/src/components/Toaster.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: workspacePatterns }] },
  },
  {
    // Server state through the page's query cache, never a request started by an effect
    // (docs/architecture.md 'State'). Not in the shell's three reads of every first load
    // (the session, the billing configuration, the page heads): TanStack Query there would add its
    // 10.8 KiB gzipped to the landing page's first load, over its 150 KiB budget (142.4 used).
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'letter-ui/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/src/test/**',
      'shared-ui/src/testing/**',
      'shell/src/session/AuthProvider.tsx',
      'shell/src/payment/PaymentProvider.tsx',
      'shell/src/head/usePageHead.ts',
    ],
    plugins: { lettra: { rules: { 'no-fetch-in-effect': noFetchInEffect } } },
    rules: { 'lettra/no-fetch-in-effect': 'error' },
  },
  {
    // The contracts run in the browser and in the api alike: as pure as the engine they build on.
    files: ['letter-engine/src/**/*.ts', 'contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'letter-engine/src/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'react', 'react-dom'], message: 'letter-engine est pur : pas d’E/S, pas de React.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'letter-engine est pur : pas de réseau.' }, { name: 'process', message: 'letter-engine est pur : la configuration entre par les arguments.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Passez l’heure en argument.' },
        { object: 'Math', property: 'random', message: 'Passez l’aléa en argument.' },
      ],
    },
  },
  {
    // Pasted CVs, postings and letters reach these patterns: one that backtracks polynomially on a
    // long run of spaces or brackets holds the event loop for seconds.
    files: ['letter-engine/**/*.ts', 'contracts/**/*.ts', 'api/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    // A pattern that is not anchored is tried from every position of the text: one whose failing
    // attempts each read a long run costs the run's length squared. Tests and tools read their own
    // fixtures, so the rule is for the code that reads what users send.
    files: ['letter-engine/src/**/*.ts', 'contracts/src/**/*.ts', 'api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'letter-engine/src/fixtures/**'],
    rules: { 'regexp/no-super-linear-move': 'error' },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lettra/shared-ui', '@lettra/shell', '@lettra/mfe-*'], message: 'L’api n’importe rien du front-end.' }] },
      ],
    },
  },
);
