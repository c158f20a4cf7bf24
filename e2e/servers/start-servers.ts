// Starts pieces of the composed production build (api, remotes on their own origins) outside
// Playwright's webServer list, all at once: for the suites' global setup, for benchmarks, and for
// tests that restart one piece.
import { spawn, type ChildProcess } from 'node:child_process';
import { apiServer, remoteServers } from './topology.ts';

interface ServerSpec {
  command: string;
  url: string;
  env?: Record<string, string>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signals every process a server command started (each runs detached, in its own group). */
function signalGroup(group: number, signal: NodeJS.Signals) {
  try {
    process.kill(-group, signal);
  } catch {
    // already gone
  }
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  let exitCode: number | null = null;
  child.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    if (exitCode !== null) throw new Error(`${url} : le serveur s'est arrêté (code ${exitCode})`);
    await pause(100);
  }
  throw new Error(`${url} ne répond pas`);
}

/**
 * Starts servers side by side, returns a function that stops them all. Their stderr is passed on.
 * A url that already answers is an error: a server this call did not start is not what it describes.
 */
export async function startServers(specs: ServerSpec[]): Promise<() => Promise<void>> {
  const running = await Promise.all(specs.map((spec) => answers(spec.url)));
  const busy = specs.filter((_, index) => running[index]);
  if (busy.length > 0) {
    throw new Error(`déjà occupé (un autre lancement, ou des serveurs restés ouverts) : ${busy.map((spec) => spec.url).join(', ')}`);
  }
  const children = specs.map((spec) =>
    spawn('bash', ['-c', spec.command], { env: { ...process.env, ...spec.env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true }),
  );
  const groups = children.flatMap((child) => (child.pid ? [child.pid] : []));
  // Resolves once every process is gone, its port free: a server started again at once on the same
  // port must not find the old one still answering.
  const stop = async () => {
    for (const group of groups) signalGroup(group, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (groups.some(groupAlive) && Date.now() < deadline) await pause(100);
    for (const group of groups.filter(groupAlive)) signalGroup(group, 'SIGKILL');
  };
  try {
    await Promise.all(specs.map((spec, index) => waitFor(spec.url, children[index]!, 60_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** The site as the e2e suites see it: one api (promotion off) and the four remote origins. */
export const composedSite = (port: number) => [apiServer({ port, premiumDay: 'off' }), ...remoteServers()];
