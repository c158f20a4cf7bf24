// Starts pieces of the composed production build (api, remotes on their own origins) outside
// Playwright's webServer list: for benchmarks, and for tests that restart one piece.
import { spawn, type ChildProcess } from 'node:child_process';
import { apiServer, remoteServers } from './topology.ts';

interface ServerSpec {
  command: string;
  url: string;
  env?: Record<string, string>;
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} ne répond pas`);
}

/** Starts servers, returns a function that stops them all. */
export async function startServers(specs: ServerSpec[]): Promise<() => Promise<void>> {
  const children: ChildProcess[] = specs.map((spec) =>
    spawn('bash', ['-c', spec.command], { env: { ...process.env, ...spec.env }, stdio: 'ignore', detached: true }),
  );
  const stop = async () => {
    for (const child of children) {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  };
  try {
    await Promise.all(specs.map((spec) => waitFor(spec.url, 60_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** The site as the e2e suites see it: one api (promotion off) and the four remote origins. */
export const composedSite = (port: number) => [apiServer({ port, premiumDay: 'off' }), ...remoteServers()];
