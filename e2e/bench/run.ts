// `pnpm bench`: starts the composed production build and prints every benchmark's figures.
// Benchmarks measure; none of them fails on a slow machine.
import { measureLandingPage } from './page-weight.ts';
import { composedSite, startServers } from '../servers/start-servers.ts';

const PORT = 3200;
const stop = await startServers(composedSite(PORT));
try {
  await measureLandingPage(`http://localhost:${PORT}`);
} finally {
  await stop();
}
