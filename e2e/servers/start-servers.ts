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

interface StartOptions {
  /** Use a server that already answers on its url instead of failing (local runs, servers left up). */
  reuseExisting?: boolean;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} ne répond pas`);
}

/** Starts servers side by side, returns a function that stops them all. Their stderr is passed on. */
export async function startServers(specs: ServerSpec[], { reuseExisting = false }: StartOptions = {}): Promise<() => Promise<void>> {
  const running = await Promise.all(specs.map((spec) => answers(spec.url)));
  const busy = specs.filter((_, index) => running[index]);
  if (busy.length > 0 && !reuseExisting) throw new Error(`déjà occupé : ${busy.map((spec) => spec.url).join(', ')}`);
  const toStart = specs.filter((_, index) => !running[index]);
  const children = toStart.map((spec) =>
    spawn('bash', ['-c', spec.command], { env: { ...process.env, ...spec.env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true }),
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
    await Promise.all(toStart.map((spec, index) => waitFor(spec.url, children[index]!, 60_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** The site as the e2e suites see it: one api (promotion off) and the four remote origins. */
export const composedSite = (port: number) => [apiServer({ port, premiumDay: 'off' }), ...remoteServers()];
