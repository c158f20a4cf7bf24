// Playwright starts its webServer entries one after the other; eight servers of a few seconds each
// made the suite wait about forty seconds before its first test. Started together here instead.
import { startServers } from './start-servers.ts';
import { suiteServers } from './topology.ts';

export default async function startSuiteServers() {
  return startServers(suiteServers(), { reuseExisting: !process.env.CI });
}
