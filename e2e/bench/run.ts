// `pnpm bench`: starts the production build and prints every benchmark's figures.
// Benchmarks measure; none of them fails on a slow machine.
import { measureLighthouse } from './lighthouse.ts';
import { measureLandingPage } from './page-weight.ts';
import { composedSite, startServers } from '../servers/start-servers.ts';
import { npmStartSite } from '../servers/topology.ts';

const COMPOSED_PORT = 3200;
const NPM_START_PORT = 3201;
const ORDINARY_DAY_PORT = 3202;
// As `npm start` serves it, but on an ordinary day, a production's default (PREMIUM_DAY unset there).
const ordinaryDay = npmStartSite(ORDINARY_DAY_PORT);
const stop = await startServers([
  ...composedSite(COMPOSED_PORT),
  npmStartSite(NPM_START_PORT),
  { ...ordinaryDay, env: { ...ordinaryDay.env, PREMIUM_DAY: 'off' } },
]);
try {
  await measureLandingPage(`http://localhost:${COMPOSED_PORT}`);
  await measureLighthouse(`http://localhost:${NPM_START_PORT}`, [
    // The premium day runs (`npm start`'s default) and Lighthouse's browser is new: its notice is due,
    // so the page starts the shell at once (docs/public-pages.md 'First load').
    { name: 'accueil, journée Premium', path: '/' },
    // The landing page as a visitor with a session gets it: the api starts the shell at once for any
    // request carrying the session cookie.
    { name: 'accueil, avec session', path: '/', cookie: 'lettra_sid=bench' },
    { name: 'tarifs, journée Premium', path: '/pricing' },
    { name: 'article, journée Premium', path: '/blog/structurer-sa-lettre-methode-vous-moi-nous' },
  ]);
  await measureLighthouse(`http://localhost:${ORDINARY_DAY_PORT}`, [
    // An ordinary day, without a session: the server's page and the starter until the visitor acts.
    { name: 'accueil', path: '/' },
    { name: 'tarifs', path: '/pricing' },
    { name: 'article', path: '/blog/structurer-sa-lettre-methode-vous-moi-nous' },
  ], 'pages servies comme par `npm start`, la journée Premium arrêtée (PREMIUM_DAY=off)');
} finally {
  await stop();
}
