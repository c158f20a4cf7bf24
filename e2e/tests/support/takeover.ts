import type { Page } from '@playwright/test';
import type { RemoteName } from '@lettra/federation-config/remotes';
import { remoteOrigin } from '../../servers/topology.ts';
import { expectScreenLoaded } from './page-checks.ts';

interface Positions {
  heading: number;
  footer: number;
}

const positions = (page: Page) =>
  page.evaluate<Positions>(() => ({
    heading: document.querySelector('h1')!.getBoundingClientRect().top,
    footer: document.querySelector('footer')!.getBoundingClientRect().top,
  }));

/**
 * Where the page's heading and the footer are while the server's HTML is shown (the remote's code
 * held back), and once the remote's screen has taken its place.
 */
export async function positionsAcrossTakeover(page: Page, path: string, remote: RemoteName) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigin(remote)}/mf-manifest.json`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  const drawnByServer = await positions(page);
  release();
  await expectScreenLoaded(page);
  return { drawnByServer, live: await positions(page) };
}

/**
 * Holds the shell's entry script back until the returned function is called, so a journey can act on the server's page
 * and see what crosses the takeover (the page must have been loaded with its starter).
 */
export async function holdShellEntry(page: Page): Promise<() => void> {
  const app = await page.locator('script[data-app]').getAttribute('data-app');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === app, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
