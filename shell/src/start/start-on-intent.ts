// The starter of a pre-rendered public page served to a visitor without a session (docs/public-pages.md
// 'First load'): the page stays the server's HTML, its links working as ordinary navigations, until the
// visitor shows an intent; the shell's modules are then fetched and started as the build's own tags
// would have. A click on a control that needs scripts before they have drawn it is prevented and kept
// in `window.lettraKept`; the shell makes it again on the control its scripts draw in its place, and
// keeps the focus across each replacement (shell/src/start/take-over.ts). Built alone, without
// imports, by `federation-config/start-on-intent.ts`: it must stay under 1 KiB gzipped, so it exports
// nothing (its tests run it on a document, as a page does).

/** What a visitor does just before using a page. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

/**
 * Controls that do nothing without scripts. A link is none of them: it navigates; nor is a button that
 * opens a popover (the phone menu) where the browser opens it (without popovers, it is kept as any).
 */
const CONTROL = `button${'popover' in HTMLElement.prototype ? ':not([popovertarget])' : ''},[role=button],input[type=checkbox],input[type=radio],input[type=submit]`;

/** What the scripts show again as the server drew it, whose controls do not answer yet. */
const SERVER_HTML = '[data-prerendered],[data-server-html]';

/** Set in sessionStorage when the shell's script failed to load and the page was loaded again for it. */
const RELOADED = 'lettra:reloaded';

/** This tab previews a remote (shell/src/preview/preview-session.ts): the build looked at is the shell's to load. */
function previewing(): boolean {
  try {
    return sessionStorage.getItem('lettra:preview') !== null;
  } catch {
    return false;
  }
}

/**
 * The premium day runs (`data-premium-day`, written by the api) and this browser has not shown its
 * notice yet (shell/src/session/premium-notice-flag.ts): the shell shows it 1.5 s after it starts.
 */
function noticeDue(tag: HTMLScriptElement): boolean {
  if (tag.dataset.premiumDay === undefined) return false;
  try {
    return localStorage.getItem('hasShownPremiumNotice') === null;
  } catch {
    return false;
  }
}

/**
 * The shell's script did not load (a release removed it, the network failed): the page stays the
 * server's, its clicks no longer kept, and is loaded again once per tab, unless the browser is offline
 * (the reload would put its offline page in place of the one being read).
 */
function reloadOnce(): void {
  if (navigator.onLine === false) return;
  try {
    if (sessionStorage.getItem(RELOADED)) return;
    sessionStorage.setItem(RELOADED, '1');
    location.reload();
  } catch {
    // No storage: no guard against a loop, so no reload.
  }
}

/**
 * Starts the app named by `tag` (`data-app`, its modules to preload in `data-preload`) at the first
 * intent, or at once when the page holds no server HTML, when its address has a query (which only the
 * scripts apply), when the tab previews a remote, when the premium day's notice is due, or when the
 * page comes back from the back/forward cache (the visitor may have signed in meanwhile).
 */
function startOnIntent(tag: HTMLScriptElement): void {
  const root = document.getElementById('root')!;
  const drawnByServer = [...root.children];
  const needsScripts = (control: Element) => control.closest(SERVER_HTML) !== null || drawnByServer.some((node) => node.contains(control));
  let started = false;
  let failed = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
    const add = (name: string, attributes: object) => document.head.append(Object.assign(document.createElement(name), attributes, { crossOrigin: '' }));
    for (const href of tag.dataset.preload!.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });
    add('script', {
      type: 'module',
      src: tag.dataset.app!,
      onerror() {
        failed = true;
        reloadOnce();
      },
    });
  };

  document.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest(CONTROL);
      if (failed || !control || !root.contains(control) || control.closest('a[href]') || !needsScripts(control)) return;
      event.preventDefault();
      (window as { lettraKept?: Element }).lettraKept = control;
      start();
    },
    true,
  );
  addEventListener('pageshow', (event) => event.persisted && start());

  if (!root.querySelector('[data-prerendered]') || location.search || previewing() || noticeDue(tag)) start();
  else for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
}

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
if (tag) startOnIntent(tag);

export {};
