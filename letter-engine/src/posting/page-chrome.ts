import { foldText } from '../text/fold.ts';
import { lexiconWords } from '../lexicon/words.ts';

// Each item as its words: 'trouver une entreprise' is one menu item of three words.
const toWords = (item: string): string[] => item.split(/[^a-z']+/).filter((word) => word.length > 0);
const MENU_ITEMS = lexiconWords({ list: 'board-menu-items' }).map(toWords);
const ACCOUNT_LINKS = lexiconWords({ list: 'account-links' }).map(toWords);
const BOARD_NAMES = lexiconWords({ list: 'board-names' }).map(toWords);
const LONGEST_ITEM = Math.max(...[...MENU_ITEMS, ...ACCOUNT_LINKS, ...BOARD_NAMES].map((item) => item.length));

// A menu bar is short; a longer line is read as text, and the check stays cheap on pasted junk.
const MAX_CHROME_WORDS = 16;

// A board's name or an account link is chrome alone; a menu word only beside another item.
type Item = { words: readonly string[]; alone: boolean };
const ITEMS: readonly Item[] = [
  ...BOARD_NAMES.map((words) => ({ words, alone: true })),
  ...ACCOUNT_LINKS.map((words) => ({ words, alone: true })),
  ...MENU_ITEMS.map((words) => ({ words, alone: false })),
];

// The longest item that starts at `at`: 'trouver une entreprise' before 'trouver'.
function itemAt(words: readonly string[], at: number): Item | undefined {
  for (let length = Math.min(LONGEST_ITEM, words.length - at); length > 0; length -= 1) {
    const item = ITEMS.find((candidate) => candidate.words.length === length && candidate.words.every((word, index) => words[at + index] === word));
    if (item !== undefined) return item;
  }
  return undefined;
}

// How many board names and menu items a text is made of, or null when anything else is in it.
function chromeItems(text: string): { items: number; alone: boolean } | null {
  const words = toWords(foldText(text));
  if (words.length === 0 || words.length > MAX_CHROME_WORDS || /\d/.test(text)) return null;
  let items = 0;
  let alone = false;
  for (let at = 0; at < words.length; ) {
    const item = itemAt(words, at);
    if (item === undefined) return null;
    items += 1;
    alone ||= item.alone;
    at += item.words.length;
  }
  return { items, alone };
}

/**
 * True when a line is only what a job board prints around a posting: its name ('JobTeaser', 'Welcome to
 * the Jungle'), an account link ('Se connecter', 'Créer mon compte'), or two or more items of its menu bar ('Offres Entreprises Événements Conseils Mon compte',
 * 'indeed Home Company reviews Find salaries Sign in | Employers / Post Job'), with their separators.
 * One menu word alone is not enough: 'Accueil' or 'Emploi' may be a heading or a title's part.
 */
// Rule 'a breadcrumb is chrome': 'Accueil > Emploi > BTP > Grutier > Saint-Herblain' (HelloWork), 'Home › Jobs ›
// Warehouse' (a careers site), 'Careers at Meridian Geospatial > Graduate Land Surveyor – Glasgow' (another): the
// page's path, whose last step is a town or a trade, never the employer.
// 'Careers home / Search jobs / Trainee Train Driver' (a train operator's site, read as the title in round 28), 'Careers >
// Clinical roles > Hearing Aid Audiologist – Exeter' (a hearing-care chain's, round 26) open on the site's own section.
const BREADCRUMB = /^(?:accueil|home|emplois?|jobs?|offres?(?: d['’]emploi)?|careers?(?: home)?|carrières?|(?:careers|jobs|carrières|emplois) (?:at|chez) [^>›»]{2,60}?)\s?[>›»/]\s?\S/iu;

// Rule 'a search bar is chrome': 'What: occupational therapist   Where: Norwich, Norfolk   Find jobs' (Indeed UK),
// 'Quoi ? vendeur   Où ? Dijon   Rechercher' (Indeed France), 'Search: glazier    Location: Cardiff    Search jobs' (Reed,
// read as the title 'the Search: glazier Location: Cardiff Search jobs role'): the visitor's own search, neither the job
// nor its employer.
const SEARCH_BAR = /^(?:what|quoi|search|keywords?|mots?[- ]clés?)\s?[?:]\s?.*\s(?:where|où|location|lieu|localisation)\s?[?:]\s?/iu;

// Rule 'a cookie banner is chrome': 'Cookies on NHS Jobs' and 'We've put some small files called cookies on your device…'
// (NHS Jobs), 'This website uses cookies to improve your experience…   Accept all' (a leisure trust's careers page), 'Ce
// site utilise des cookies pour mesurer l'audience…   Tout accepter' (a temping agency's): the site's consent, never the
// job nor its employer. A bakery's cookies are no banner: the line must speak of the site, of consent or of its buttons.
const COOKIE_BANNER = /^cookies on\b|\bcookies?\b.{0,80}\b(?:accept|reject|manage|preferences|your device|website|our site|this site|ce site|notre site|navigation|consentement|accepter|refuser|personnaliser|paramétrer)\b|^(?:accept|reject|tout accepter|accepter|refuser)\b.{0,60}\bcookies?\b|\bcookies? (?:policy|settings|pour mesurer)\b/iu;

// Rule 'a picture's description is chrome': '[Photo: WE'RE HIRING – BANQUETING TEAM]' (a hotel's Instagram post), '[Photo:
// "WE'RE HIRING – ASSISTANT BREWER" in white on a picture of the brewhouse]' (a brewery's, read as the title 'Assistant
// Brewer" in white'): what the copied page showed as an image, described in brackets, is not the posting's text.
const PICTURE = /^\[\s?(?:photo|image|img|picture|vid[ée]o|visuel)\b[^\]]*\]$/iu;

export function isPageChrome(line: string): boolean {
  if (BREADCRUMB.test(line.trim()) || SEARCH_BAR.test(line.trim()) || COOKIE_BANNER.test(line.trim()) || PICTURE.test(line.trim())) return true;
  const chrome = chromeItems(line);
  return chrome !== null && (chrome.items >= 2 || chrome.alone);
}

/** True when a header's part is one of the board's names or menu items ('Log in', 'Job alerts'), never an employer. */
export function isChromePart(part: string): boolean {
  return chromeItems(part) !== null;
}

/**
 * A name without the button a copied page prints after it: '… Head of Mortgage Advice at Harbour Building Society
 * Message' (LinkedIn's hiring team and its 'Message' button). An account link or button of the lexicon's list ending
 * the name, after one word of the name at least, goes.
 */
export function withoutAccountLink(name: string): string {
  const words = name.trim().split(/\s+/u);
  const last = toWords(foldText(words.at(-1) ?? ''));
  const button = words.length > 1 && ACCOUNT_LINKS.some((item) => item.length === last.length && item.every((word, at) => last[at] === word));
  return button ? words.slice(0, -1).join(' ') : name;
}

/** The posting's lines without the board's name and menu bars (see isPageChrome), which name neither the job nor its employer. */
export function withoutPageChrome(lines: readonly string[]): string[] {
  return lines.filter((line) => !isPageChrome(line));
}
