import { REPLAY_AFTER_MS, REPLAY_WITHIN_MS, takeOver } from './take-over.ts';

// The page as the server drew it, then as the shell's renders draw it again: in new nodes, first with
// the remote's page as a placeholder (`data-prerendered`), then live.
const page = ({ placeholder, disabled = false }: { placeholder: boolean; disabled?: boolean }) => `
  <nav><a href="/blog">Blog</a><button type="button">Menu</button></nav>
  <main><div${placeholder ? ' data-prerendered=""' : ''}>
    <input type="search" aria-label="Rechercher un article">
    <button type="button">Voir la lettre</button>
    <button type="button"${disabled ? ' disabled' : ''}>Voir la lettre</button>
  </div></main>`;

let root: HTMLElement;
let stop: () => void = () => undefined;

/** What the starter does with a click on a button the server drew (start-on-intent.ts). */
function clickKeptByStarter(button: Element) {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  click.preventDefault();
  window.lettraKept = button;
  button.dispatchEvent(click);
}

/** A render of the shell: new nodes in place of the old; the clicks on its buttons are recorded. */
function render(html: string) {
  root.innerHTML = html;
  const clicked: string[] = [];
  root.querySelectorAll('button').forEach((button, index) => button.addEventListener('click', () => clicked.push(`${button.textContent} ${index}`)));
  return clicked;
}

const search = () => root.querySelector('input')!;
const buttons = () => root.querySelectorAll('button');

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<div id="root">${page({ placeholder: true })}</div>`;
  root = document.getElementById('root')!;
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  window.lettraKept = undefined;
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

it('makes the click the starter kept before the shell ran on the live button, focused, not on the placeholder', async () => {
  const second = buttons()[2]!;
  second.focus();
  clickKeptByStarter(second);
  stop = takeOver(root);

  const onPlaceholder = render(page({ placeholder: true }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(onPlaceholder).toEqual([]);

  const live = render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS);
  expect(live).toEqual(['Voir la lettre 2']);
  expect(document.activeElement).toBe(buttons()[2]);
});

it('keeps a click the starter prevents once the shell runs, on the placeholder, the last one only', async () => {
  stop = takeOver(root);
  render(page({ placeholder: true }));
  clickKeptByStarter(buttons()[2]!);
  clickKeptByStarter(buttons()[1]!);
  const live = render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS);
  expect(live).toEqual(['Voir la lettre 1']);
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual(['Voir la lettre 1']);
});

it('waits for the live control to be enabled and no longer busy', async () => {
  clickKeptByStarter(buttons()[2]!);
  stop = takeOver(root);
  const live = render(page({ placeholder: false, disabled: true }));
  root.querySelector('main')!.setAttribute('aria-busy', 'true');
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual([]);

  buttons()[2]!.disabled = false;
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual([]);

  root.querySelector('main')!.setAttribute('aria-busy', 'false');
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS);
  expect(live).toEqual(['Voir la lettre 2']);
});

it('makes a kept click within 30 s only', async () => {
  clickKeptByStarter(buttons()[2]!);
  stop = takeOver(root);
  await vi.advanceTimersByTimeAsync(REPLAY_WITHIN_MS + 1);
  const late = render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(late).toEqual([]);

  document.body.innerHTML = `<div id="root">${page({ placeholder: true })}</div>`;
  root = document.getElementById('root')!;
  stop();
  clickKeptByStarter(buttons()[2]!);
  stop = takeOver(root);
  await vi.advanceTimersByTimeAsync(REPLAY_WITHIN_MS - REPLAY_AFTER_MS - 1);
  const inTime = render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS);
  expect(inTime).toEqual(['Voir la lettre 2']);
});

it('drops a kept click once the page has changed', async () => {
  clickKeptByStarter(buttons()[2]!);
  stop = takeOver(root);
  window.history.pushState(null, '', '/exemples');
  const live = render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual([]);
  window.history.pushState(null, '', '/');
  render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual([]);
});

it('forgets a kept click when a live control is clicked before it is made', async () => {
  clickKeptByStarter(buttons()[2]!);
  stop = takeOver(root);
  const live = render(page({ placeholder: false, disabled: true }));
  buttons()[1]!.click();
  buttons()[2]!.disabled = false;
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual(['Voir la lettre 1']);
});

it('opens the shell’s menu open when the shell takes over rather than a click kept before it', async () => {
  root.querySelector('nav')!.insertAdjacentHTML('beforeend', '<button type="button" popovertarget="menu-mobile" aria-label="Ouvrir le menu"></button><div id="menu-mobile" popover="auto"><a href="/blog">Blog</a></div>');
  clickKeptByStarter(buttons()[2]!);
  // The menu opened after the click (jsdom opens no popover: it reads as open).
  const querySelector = root.querySelector.bind(root);
  vi.spyOn(root, 'querySelector').mockImplementation((selector: string) => (selector === '[popover]:popover-open' ? root.querySelector('#menu-mobile') : querySelector(selector)));
  stop = takeOver(root);
  const live = render(page({ placeholder: false }).replace('</nav>', '<button type="button" aria-label="Ouvrir le menu"></button></nav>'));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual([' 1']);
});

it('opens the shell’s menu in place of the server’s popover menu open when the shell replaces it, not once closed', async () => {
  root.querySelector('nav')!.insertAdjacentHTML('beforeend', '<button type="button" popovertarget="menu-mobile" aria-label="Ouvrir le menu"></button><div id="menu-mobile" popover="auto"><a href="/blog">Blog</a></div>');
  const toggled = (newState: string) => root.querySelector('#menu-mobile')!.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  stop = takeOver(root);
  toggled('open');
  toggled('closed');
  const live = render(page({ placeholder: false }).replace('</nav>', '<button type="button" aria-label="Ouvrir le menu"></button></nav>'));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS * 4);
  expect(live).toEqual([]);

  document.body.innerHTML = `<div id="root">${page({ placeholder: true })}</div>`;
  root = document.getElementById('root')!;
  root.querySelector('nav')!.insertAdjacentHTML('beforeend', '<button type="button" popovertarget="menu-mobile" aria-label="Ouvrir le menu"></button><div id="menu-mobile" popover="auto"><a href="/blog">Blog</a></div>');
  stop();
  stop = takeOver(root);
  toggled('open');
  const opened = render(page({ placeholder: false }).replace('</nav>', '<button type="button" aria-label="Ouvrir le menu"></button></nav>'));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS);
  expect(opened).toEqual([' 1']);
});

it('keeps the focus and what was typed in a field the server drew across each replacement', async () => {
  // The first Tab is the intent: the field has the focus as the shell arrives, and text typed meanwhile.
  search().focus();
  search().value = 'lettre ATS';
  search().setSelectionRange(7, 10);
  stop = takeOver(root);

  render(page({ placeholder: true }));
  await vi.advanceTimersByTimeAsync(0);
  expect(document.activeElement).toBe(search());
  expect(search().value).toBe('lettre ATS');
  expect([search().selectionStart, search().selectionEnd]).toEqual([7, 10]);

  // Typed on in the placeholder, then the remote's screen replaces it: its own handler sees the text.
  search().value = 'lettre ATS 2026';
  render(page({ placeholder: false }));
  const typed: string[] = [];
  search().addEventListener('input', () => typed.push(search().value));
  await vi.advanceTimersByTimeAsync(0);
  expect(document.activeElement).toBe(search());
  expect(search().value).toBe('lettre ATS 2026');
  expect(typed).toEqual(['lettre ATS 2026']);

  // Live now: what becomes of it is the screen's business.
  const livedField = search();
  render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(0);
  expect(document.activeElement).toBe(document.body);
  expect(livedField.isConnected).toBe(false);
});

it.each([
  ['a link', () => root.querySelector('a')!],
  ['a button', () => buttons()[2]!],
])('keeps the focus on %s the server drew', async (_, focusable) => {
  focusable().focus();
  stop = takeOver(root);
  render(page({ placeholder: true }));
  await vi.advanceTimersByTimeAsync(0);
  expect(document.activeElement).toBe(focusable());
});

it('leaves the focus where the visitor put it since', async () => {
  search().focus();
  stop = takeOver(root);
  // The live page holds the field's counterpart, but the visitor is on another node by then, one whose
  // focus the takeover did not see (a frame's, say).
  const live = render(page({ placeholder: false }).replace('</nav>', '<input type="email" aria-label="E-mail"></nav>'));
  const unseen = (event: Event) => event.stopPropagation();
  window.addEventListener('focusin', unseen, true);
  const other = root.querySelector<HTMLInputElement>('input[type=email]')!;
  other.focus();
  window.removeEventListener('focusin', unseen, true);
  await vi.advanceTimersByTimeAsync(0);
  expect(document.activeElement).toBe(other);
  expect(live).toEqual([]);
});

it('leaves the focus and text to a field focused after a kept click, and makes the click without taking them', async () => {
  // The click kept on a focused button, then the field focused and typed in before and after the takeover starts.
  buttons()[2]!.focus();
  clickKeptByStarter(buttons()[2]!);
  stop = takeOver(root);
  search().focus();
  search().value = 'lettre';

  render(page({ placeholder: true }));
  await vi.advanceTimersByTimeAsync(0);
  expect(document.activeElement).toBe(search());
  search().value = 'lettre ATS';

  const live = render(page({ placeholder: false }));
  await vi.advanceTimersByTimeAsync(REPLAY_AFTER_MS);
  expect(live).toEqual(['Voir la lettre 2']);
  expect(document.activeElement).toBe(search());
  expect(search().value).toBe('lettre ATS');
});

it('keeps the focus on a link after the closed popover menu’s link of the same name', async () => {
  const menu = '<button type="button" popovertarget="menu-mobile" aria-label="Ouvrir le menu"></button><div id="menu-mobile" popover="auto"><a href="/blog">Blog</a></div>';
  root.querySelector('nav')!.insertAdjacentHTML('beforeend', menu);
  root.insertAdjacentHTML('beforeend', '<footer><a href="/blog">Blog</a></footer>');
  const footerLink = () => root.querySelector<HTMLElement>('footer a')!;
  footerLink().focus();
  stop = takeOver(root);
  // The shell draws its menu only once opened.
  render(`${page({ placeholder: false })}<footer><a href="/blog">Blog</a></footer>`);
  await vi.advanceTimersByTimeAsync(0);
  expect(document.activeElement).toBe(footerLink());
});
