// The starter of a pre-rendered public page served to a visitor without a session (docs/public-pages.md
// 'First load'): the page stays the server's HTML, its links working as ordinary navigations, until the
// visitor shows an intent; the shell's modules are then fetched and started as the build's own tags
// would have. A click on a control that needs scripts before they have drawn it is kept, and made again
// on the control the scripts drew in its place. Built alone, without imports, by
// `federation-config/start-on-intent.ts`: it must stay well under 1 KiB gzipped, so it exports nothing
// (its tests run it on a document, as a page does).

/** What a visitor does just before using a page. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

/** Controls that do nothing without scripts. A link is none of them: it navigates. */
const CONTROL = 'button,[role=button],input[type=checkbox],input[type=radio],input[type=submit]';

/** What the scripts show again as the server drew it, whose controls do not answer yet. */
const SERVER_HTML = '[data-prerendered],[data-server-html]';

/** How long a kept click waits for its control: a later answer would surprise more than none. */
const REPLAY_WITHIN_MS = 30_000;

const labelOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The controls of `root` with the tag and the label of `control`: a control's rank among them is the
 * same whether the server or the scripts drew the page.
 */
const alike = (root: Element, control: Element) =>
  [...root.querySelectorAll(CONTROL)].filter((element) => element.tagName === control.tagName && labelOf(element) === labelOf(control));

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
 * Starts the app named by `tag` (`data-app`, its modules to preload in `data-preload`) at the first
 * intent, or at once when the page holds no server HTML, when its address has a query (which only the
 * scripts apply), when the tab previews a remote or when the premium day's notice is due.
 */
function startOnIntent(tag: HTMLScriptElement): void {
  const root = document.getElementById('root')!;
  const drawnByServer = [...root.children];
  const needsScripts = (control: Element) => control.closest(SERVER_HTML) !== null || drawnByServer.some((node) => node.contains(control));
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
    const add = (name: string, attributes: Record<string, string>) => document.head.append(Object.assign(document.createElement(name), attributes, { crossOrigin: '' }));
    for (const href of tag.dataset.preload!.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: tag.dataset.app! });
  };

  let kept: { original: Element; rank: number; focused: boolean } | null = null;
  const observer = new MutationObserver(() => replay());
  const forget = () => {
    kept = null;
    observer.disconnect();
  };
  const replay = () => {
    const click = kept;
    const control = click && (alike(root, click.original)[click.rank] as HTMLElement | undefined);
    if (!click || !control || control === click.original || needsScripts(control)) return;
    forget();
    // Its handlers are set; what it reads from effects run right after the commit that drew it.
    setTimeout(() => {
      if (click.focused) control.focus();
      control.click();
    }, 50);
  };

  document.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest(CONTROL);
      if (!control || !root.contains(control) || control.closest('a[href]') || !needsScripts(control)) return;
      event.preventDefault();
      const click = { original: control, rank: alike(root, control).indexOf(control), focused: document.activeElement === control };
      kept = click;
      setTimeout(() => kept === click && forget(), REPLAY_WITHIN_MS);
      start();
      observer.observe(root, { childList: true, subtree: true });
      replay();
    },
    true,
  );

  if (!root.querySelector('[data-prerendered]') || location.search || previewing() || noticeDue(tag)) start();
  else for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
}

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
if (tag) startOnIntent(tag);

export {};
