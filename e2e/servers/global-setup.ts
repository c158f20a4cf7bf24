// Playwright starts its webServer entries one after the other; eight servers of a few seconds each
// made the suite wait about forty seconds before its first test. Started together here instead.
// Never servers already up (another run's, another clone's): the tests change their data (the demo
// account's letters) and read the mail this run's api writes in this clone's data folder.
import { startServers } from './start-servers.ts';
import { suiteServers } from './topology.ts';

export default async function startSuiteServers() {
  return startServers(suiteServers());
}
