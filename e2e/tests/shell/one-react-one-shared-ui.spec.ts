import { expect, test } from '@playwright/test';
import { REMOTE_PORTS } from '../../servers/topology.ts';
import { scrollToLandingGenerator } from '../support/generator.ts';

test('the shell and every remote run on one React and one shared-ui', async ({ page }) => {
  // react-dom registers each copy of itself with the DevTools hook: count the registrations.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const remoteScripts: string[] = [];
  const remotePorts = Object.values(REMOTE_PORTS).map((port) => `:${port}/`);
  page.on('request', (request) => {
    if (remotePorts.some((port) => request.url().includes(port))) remoteScripts.push(request.url());
  });

  // One document visits all four remotes (the landing page embeds the generator).
  await page.goto('/');
  await scrollToLandingGenerator(page);
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const link of ['Blog', 'FAQ', 'Se connecter']) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  const counts = await page.evaluate(() => ({
    reactDom: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    sharedUi: (globalThis as { __LETTRA_SHARED_UI_EVALS__?: number }).__LETTRA_SHARED_UI_EVALS__,
  }));
  expect(counts).toEqual({ reactDom: 1, sharedUi: 1 });
  // Remotes loaded, yet none of them downloaded its own copy of React or react-dom.
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(remoteScripts.filter((url) => /prebuild__react/.test(url))).toEqual([]);
});
