// `pnpm bench`: starts the production build and prints every benchmark's figures.
// Benchmarks measure; none of them fails on a slow machine.
import { measureLighthouse } from './lighthouse.ts';
import { measureLandingPage } from './page-weight.ts';
import { composedSite, startServers } from '../servers/start-servers.ts';
import { npmStartSite } from '../servers/topology.ts';

const COMPOSED_PORT = 3200;
const NPM_START_PORT = 3201;
const stop = await startServers([...composedSite(COMPOSED_PORT), npmStartSite(NPM_START_PORT)]);
try {
  await measureLandingPage(`http://localhost:${COMPOSED_PORT}`);
  await measureLighthouse(`http://localhost:${NPM_START_PORT}`, [
    { name: 'accueil', path: '/' },
    { name: 'tarifs', path: '/pricing' },
    { name: 'article', path: '/blog/structurer-sa-lettre-methode-vous-moi-nous' },
  ]);
} finally {
  await stop();
}
