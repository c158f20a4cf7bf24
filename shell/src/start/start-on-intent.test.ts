import { endPreview, storePreview } from '../preview/preview-session.ts';
import { PREMIUM_NOTICE_FLAG } from '../session/premium-notice-flag.ts';

// The starter runs on the document it is imported into, as in a page: each test draws a page, then imports it.
const SERVER_PAGE = `
  <nav><a href="#blog">Blog</a><button type="button">Menu</button></nav>
  <main><div data-prerendered="">
    <h1>Lettra</h1>
    <button type="button">Voir la lettre</button>
    <button type="button">Voir la lettre</button>
  </div></main>`;

function drawPage(root: string, { premiumDay = false } = {}) {
  const mark = premiumDay ? ' data-premium-day=""' : '';
  document.head.innerHTML = `<script type="module" src="/assets/start-on-intent-a1b2c3d4.js"${mark} data-app="/assets/bootstrap.js" data-preload="/assets/a.js /assets/b.js"></script>`;
  document.body.innerHTML = `<div id="root">${root}</div>`;
}

async function runStarter() {
  vi.resetModules();
  await import('./start-on-intent.ts');
}

const started = () => ({
  preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
  apps: [...document.head.querySelectorAll('script[type=module]:not([data-app])')].map((script) => script.getAttribute('src')),
});

/** What React's first render does: the same page again, in new nodes, the page's region live when `live`. */
function drawWithScripts({ live }: { live: boolean }) {
  const root = document.getElementById('root')!;
  root.innerHTML = live ? SERVER_PAGE.replace(' data-prerendered=""', '') : SERVER_PAGE;
  const clicked: string[] = [];
  root.querySelectorAll('button').forEach((button, index) => button.addEventListener('click', () => clicked.push(`${button.textContent} ${index}`)));
  return clicked;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('fetches nothing of the shell until the visitor shows an intent, then its modules once', async () => {
  drawPage(SERVER_PAGE);
  await runStarter();
  window.dispatchEvent(new Event('load'));
  expect(started()).toEqual({ preloads: [], apps: [] });

  window.dispatchEvent(new Event('pointermove'));
  document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
  expect(started()).toEqual({ preloads: ['/assets/a.js', '/assets/b.js'], apps: ['/assets/bootstrap.js'] });
  expect(document.head.querySelector('script[src="/assets/bootstrap.js"]')).toHaveAttribute('crossorigin', '');
});

it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])('takes %s as an intent', async (type) => {
  drawPage(SERVER_PAGE);
  await runStarter();
  document.querySelector('h1')!.dispatchEvent(new Event(type, { bubbles: true }));
  expect(started().apps).toEqual(['/assets/bootstrap.js']);
});

it('starts at once on a page without the server’s HTML, and on an address with a query', async () => {
  drawPage('');
  await runStarter();
  expect(started().apps).toEqual(['/assets/bootstrap.js']);

  window.history.replaceState(null, '', '/blog?q=ATS');
  drawPage(SERVER_PAGE);
  await runStarter();
  expect(started().apps).toEqual(['/assets/bootstrap.js']);
});

it('starts at once in a tab that previews a remote', async () => {
  storePreview(window.sessionStorage, 'mfe_blog:jeton');
  try {
    drawPage(SERVER_PAGE);
    await runStarter();
    expect(started().apps).toEqual(['/assets/bootstrap.js']);
  } finally {
    endPreview(window.sessionStorage);
  }
});

it('starts at once during the premium day in a browser that has not shown its notice, on intent once it has', async () => {
  localStorage.removeItem(PREMIUM_NOTICE_FLAG);
  drawPage(SERVER_PAGE, { premiumDay: true });
  await runStarter();
  expect(started().apps).toEqual(['/assets/bootstrap.js']);

  localStorage.setItem(PREMIUM_NOTICE_FLAG, 'true');
  try {
    drawPage(SERVER_PAGE, { premiumDay: true });
    await runStarter();
    expect(started().apps).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    expect(started().apps).toEqual(['/assets/bootstrap.js']);
  } finally {
    localStorage.removeItem(PREMIUM_NOTICE_FLAG);
  }

  // An ordinary day: a browser that never saw the notice waits for an intent like any other.
  drawPage(SERVER_PAGE);
  await runStarter();
  expect(started().apps).toEqual([]);
  window.dispatchEvent(new Event('keydown'));
  expect(started().apps).toEqual(['/assets/bootstrap.js']);
});

it('keeps a click on a button the scripts have not drawn yet, and makes it on the live button once they have', async () => {
  drawPage(SERVER_PAGE);
  await runStarter();
  const second = document.querySelectorAll('button')[2]!;
  second.focus();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  second.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(started().apps).toEqual(['/assets/bootstrap.js']);

  // The shell's first render shows the server's page again as a placeholder: still not live.
  const inPlaceholder = drawWithScripts({ live: false });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(inPlaceholder).toEqual([]);

  const live = drawWithScripts({ live: true });
  await vi.waitFor(() => expect(live).toEqual(['Voir la lettre 2']));
  expect(document.activeElement).toBe(document.querySelectorAll('button')[2]);
});

it('keeps the last click only, and leaves links and live buttons alone', async () => {
  drawPage(SERVER_PAGE);
  await runStarter();
  const link = document.querySelector('a')!;
  const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(onLink);
  expect(onLink.defaultPrevented).toBe(false);

  document.querySelectorAll('button')[1]!.click();
  document.querySelectorAll('button')[0]!.click();
  const live = drawWithScripts({ live: true });
  await vi.waitFor(() => expect(live).toEqual(['Menu 0']));

  const onLive = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelectorAll('button')[1]!.dispatchEvent(onLive);
  expect(onLive.defaultPrevented).toBe(false);
  expect(live).toEqual(['Menu 0', 'Voir la lettre 1']);
});

it('keeps a click on a section still drawn by the server once the app runs, until the section is live', async () => {
  drawPage(SERVER_PAGE);
  await runStarter();
  window.dispatchEvent(new Event('pointermove'));
  const root = document.getElementById('root')!;
  root.innerHTML = '<main><section data-server-html=""><button type="button">Choisir Premium</button></section></main>';
  root.querySelector('button')!.click();

  root.innerHTML = '<main><section><button type="button">Choisir Premium</button></section></main>';
  const clicked = vi.fn();
  root.querySelector('button')!.addEventListener('click', clicked);
  await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
});
