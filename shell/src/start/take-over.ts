// What the shell does while its renders replace the server's HTML (docs/public-pages.md 'First load'):
// React's first render replaces everything in #root, and a remote's screen later replaces the
// placeholder in <main>. Each replacement would drop the focus to <body> and what was typed in a field
// the server drew; and a click the starter kept (shell/src/start/start-on-intent.ts, which puts it in
// `window.lettraKept`) waits for its live control. A node is found again in the new nodes by what a
// visitor sees of it: its tag, its label, its rank among those alike.

declare global {
  interface Window {
    /** A click on a control the server drew, prevented and kept by the starter. */
    lettraKept?: Element;
  }
}

/** Controls that do nothing without scripts (the starter's list). */
const CONTROL = 'button,[role=button],input[type=checkbox],input[type=radio],input[type=submit]';

/** What can hold the focus. */
const FOCUSABLE = `a[href],input,select,textarea,[tabindex],${CONTROL}`;

/** What the scripts show again as the server drew it, whose controls do not answer yet. */
const SERVER_HTML = '[data-prerendered],[data-server-html]';

/** How long a kept click waits for its control: a later answer would surprise more than none. */
export const REPLAY_WITHIN_MS = 30_000;

/** Between a control's commit and its click: its handlers are set, what they read from effects run. */
export const REPLAY_AFTER_MS = 50;

/** The starter's reload guard after a failed start (start-on-intent.ts `RELOADED`): the shell did start. */
const RELOADED = 'lettra:reloaded';

const labelOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.getAttribute('name') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A node as a visitor tells it from others: its tag, its label and its rank among the nodes alike. */
interface Identity {
  element: Element;
  selector: string;
  rank: number;
}

/** In a closed popover (the server's phone menu): not on screen, and not drawn by the scripts until opened. */
const unseen = (node: Element) => {
  try {
    return node.closest('[popover]:not(:popover-open)') !== null;
  } catch {
    return node.closest('[popover]') !== null; // A browser without popovers hides them (styles.css).
  }
};

const alike = (root: Element, { element, selector }: Omit<Identity, 'rank'>) =>
  [...root.querySelectorAll(selector)].filter((other) => other.tagName === element.tagName && labelOf(other) === labelOf(element) && !unseen(other));

const identify = (root: Element, element: Element, selector: string): Identity => ({ element, selector, rank: alike(root, { element, selector }).indexOf(element) });

/** The node drawn in place of `identity`'s, if there is one yet. */
const counterpart = (root: Element, identity: Identity) => alike(root, identity)[identity.rank] as HTMLElement | undefined;

/** A control that answers a click: connected, enabled, not busy. */
const ready = (control: HTMLElement) =>
  control.isConnected && !control.matches(':disabled') && control.closest('[aria-busy=true]') === null;

/** What was typed in a field the server drew: its text and where the caret was. */
function carryValue(from: Element, to: HTMLElement) {
  if (!(from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement) || from.constructor !== to.constructor) return;
  const field = to as HTMLInputElement | HTMLTextAreaElement;
  // Only what the visitor typed: the value the server wrote is the live field's to decide.
  if (from.type !== field.type || from.value === from.defaultValue || from.value === field.value || ['checkbox', 'radio', 'file'].includes(from.type)) return;
  // Through the prototype's setter and an input event, as typing does, so that React's onChange sees it.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, from.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  try {
    field.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  } catch {
    // A type without a selection (email, number).
  }
}

/**
 * Watches `root` from before the shell's first render until the visitor leaves: keeps the focus (and
 * the text typed) on a node the server drew when the scripts replace it, and makes again the click the
 * starter kept once its control is live, on the same path, and ready. Returns what stops it (tests).
 */
export function takeOver(root: HTMLElement): () => void {
  try {
    sessionStorage.removeItem(RELOADED);
  } catch {
    // No storage: nothing was set.
  }
  const drawnByServer = [...root.children];
  // A private screen or an unknown path: the scripts draw everything, nothing to carry over.
  if (drawnByServer.length === 0) return () => undefined;
  const needsScripts = (node: Element) => node.closest(SERVER_HTML) !== null || drawnByServer.some((drawn) => drawn.contains(node));

  // The focus on a node the server drew, told again at each focus (the rank is the page's of that moment).
  let focused: (Identity & { path: string }) | null = null;
  const noteFocus = (node: Element | null) => {
    focused = node && node !== root && root.contains(node) && needsScripts(node) ? { ...identify(root, node, FOCUSABLE), path: location.pathname } : null;
  };
  noteFocus(document.activeElement);

  let kept: { identity: Identity; path: string; focused: boolean; until: number } | null = null;
  const keep = (control: Element) => {
    kept = { identity: identify(root, control, CONTROL), path: location.pathname, focused: document.activeElement === control, until: Date.now() + REPLAY_WITHIN_MS };
  };
  if (window.lettraKept && root.contains(window.lettraKept)) keep(window.lettraKept);
  window.lettraKept = undefined;

  const restoreFocus = () => {
    const was = focused;
    // A click still to be made on the focused control decides where the focus goes (it focuses its control).
    if (!was || was.element.isConnected || kept?.identity.element === was.element) return;
    if (location.pathname !== was.path) return (focused = null);
    const active = document.activeElement;
    // The visitor has moved on: their focus stays where they put it.
    if (active && active !== document.body && active !== root && root.contains(active)) return (focused = null);
    const live = counterpart(root, was);
    if (!live) return;
    carryValue(was.element, live);
    live.focus({ preventScroll: true });
    noteFocus(live);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let replaying = false;
  const replay = () => {
    const click = kept;
    if (!click || timer !== undefined) return;
    if (location.pathname !== click.path || Date.now() > click.until) return (kept = null);
    const control = counterpart(root, click.identity);
    if (!control || control === click.identity.element || needsScripts(control) || !ready(control)) return;
    timer = setTimeout(() => {
      timer = undefined;
      // Still the one kept, still there and ready: else the next change of the page tries again.
      if (kept !== click || location.pathname !== click.path || !ready(control) || counterpart(root, click.identity) !== control) return replay();
      kept = null;
      if (click.focused) control.focus();
      replaying = true;
      try {
        control.click();
      } finally {
        replaying = false;
      }
    }, REPLAY_AFTER_MS);
  };

  // The phone menu, a popover in the server's HTML the browser opens without scripts: open when the
  // shell replaces it, the shell's own menu is opened in its place (a click on the live menu button).
  const invokerOf = (popover: Element) => (popover.id ? root.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`) : null);
  const openMenu = (() => {
    try {
      return root.querySelector('[popover]:popover-open');
    } catch {
      return null; // A browser without popovers: none is open.
    }
  })();
  const opener = openMenu && invokerOf(openMenu);
  // Open still, the menu is the visitor's last action: it beats a click kept before.
  if (opener) keep(opener);
  const onToggle = (event: Event) => {
    const popover = event.target as Element;
    const invoker = root.contains(popover) && needsScripts(popover) ? invokerOf(popover) : null;
    if (!invoker) return;
    if ((event as ToggleEvent).newState === 'open') keep(invoker);
    else if (kept?.identity.element === invoker) kept = null;
  };

  const onFocus = (event: FocusEvent) => {
    // The focus has left the kept control: the click no longer takes it back.
    if (kept && event.target !== kept.identity.element) kept.focused = false;
    noteFocus(event.target as Element);
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest(CONTROL);
    if (!control || !root.contains(control)) return;
    // Prevented by the starter: the click it kept, on a control not live yet.
    if (event.defaultPrevented && window.lettraKept === control) {
      window.lettraKept = undefined;
      keep(control);
      replay();
    } else if (!replaying && !needsScripts(control)) {
      // The visitor clicked a live control since: the kept click is no longer what they want.
      kept = null;
    }
  };
  const observer = new MutationObserver(() => {
    replay();
    restoreFocus();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-busy'] });
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('toggle', onToggle, true);
  document.addEventListener('click', onClick, true);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('toggle', onToggle, true);
    document.removeEventListener('click', onClick, true);
  };
}
