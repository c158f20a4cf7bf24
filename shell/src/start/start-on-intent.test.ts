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

afterEach(() => {
  window.lettraKept = undefined;
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

it('starts at once when the page comes back from the back/forward cache, not on its first show', async () => {
  drawPage(SERVER_PAGE);
  await runStarter();
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  expect(started().apps).toEqual([]);
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  expect(started().apps).toEqual(['/assets/bootstrap.js']);
});

/** A browser with popovers (jsdom has none): the starter reads it as it runs. */
function withPopovers() {
  Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: null });
  return () => void delete (HTMLElement.prototype as { popover?: unknown }).popover;
}

it('prevents a click on a button the server drew, keeps it for the shell and starts it; leaves links alone', async () => {
  drawPage(SERVER_PAGE);
  const withoutPopovers = withPopovers();
  try {
    await runStarter();
  } finally {
    withoutPopovers();
  }
  const link = document.querySelector('a')!;
  const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(onLink);
  expect(onLink.defaultPrevented).toBe(false);
  expect(started().apps).toEqual([]);

  const second = document.querySelectorAll('button')[2]!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  second.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(window.lettraKept).toBe(second);
  expect(started().apps).toEqual(['/assets/bootstrap.js']);

  // A button that opens a popover (the phone menu): the browser opens it.
  document.querySelector('nav')!.insertAdjacentHTML('beforeend', '<button type="button" popovertarget="menu-mobile"><svg></svg></button>');
  const onMenu = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('[popovertarget] svg')!.dispatchEvent(onMenu);
  expect(onMenu.defaultPrevented).toBe(false);

  // A button the scripts drew is theirs.
  document.getElementById('root')!.innerHTML = '<main><button type="button">Voir la lettre</button></main>';
  const onLive = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(onLive);
  expect(onLive.defaultPrevented).toBe(false);
});

it('keeps a click on a popover’s button in a browser without popovers, where only the scripts open the menu', async () => {
  drawPage(SERVER_PAGE.replace('</nav>', '<button type="button" popovertarget="menu-mobile"><svg></svg></button></nav>'));
  await runStarter();
  const onMenu = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('[popovertarget] svg')!.dispatchEvent(onMenu);
  expect(onMenu.defaultPrevented).toBe(true);
  expect(window.lettraKept).toBe(document.querySelector('[popovertarget]'));
  expect(started().apps).toEqual(['/assets/bootstrap.js']);
});

describe('when the shell’s script fails to load', () => {
  // jsdom cannot load a page again, nor can its location be spied on: the guard the starter sets as
  // it asks for the reload tells whether it asked.
  const GUARD = 'lettra:reloaded';
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('stops keeping clicks and loads the page again, once per tab', async () => {
    drawPage(SERVER_PAGE);
    await runStarter();
    document.querySelector('h1')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const app = document.head.querySelector<HTMLScriptElement>('script[src="/assets/bootstrap.js"]')!;
    expect(sessionStorage.getItem(GUARD)).toBeNull();
    app.dispatchEvent(new Event('error'));
    expect(sessionStorage.getItem(GUARD)).toBe('1');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelectorAll('button')[1]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.lettraKept).toBeUndefined();

    // The page loaded again fails as well: no second reload; it stays the server's, links and native controls working.
    sessionStorage.setItem(GUARD, 'already');
    drawPage(SERVER_PAGE);
    await runStarter();
    window.dispatchEvent(new Event('keydown'));
    document.head.querySelector('script[src="/assets/bootstrap.js"]')!.dispatchEvent(new Event('error'));
    expect(sessionStorage.getItem(GUARD)).toBe('already');
  });

  it('does not load the page again while the browser is offline: the page being read stays', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      drawPage(SERVER_PAGE);
      await runStarter();
      window.dispatchEvent(new Event('keydown'));
      document.head.querySelector('script[src="/assets/bootstrap.js"]')!.dispatchEvent(new Event('error'));
      expect(sessionStorage.getItem(GUARD)).toBeNull();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelectorAll('button')[1]!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });
});
