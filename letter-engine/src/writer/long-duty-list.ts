import type { Language } from '../rules/limits.ts';
import { splitOutsideBrackets } from '../text/comma-items.ts';

// Rule 'a long list of duties, cut to what the posting asks': 'Typing wills and Lasting Powers of Attorney from BigHand
// dictation, arranging will signings, drafting estate accounts and IHT forms for the solicitor's review, registering LPAs
// with the Office of the Public Guardian and keeping the wills strongroom register up to date' (a legal secretary's LinkedIn
// profile), a duty paragraph of a LinkedIn or prose CV too long to retell in one sentence: the items that answer most of what
// the posting asks, at most MAX_ITEMS of them, in the CV's words and order (save one holding its own 'and', moved from the
// end), are the fact. Nothing is added or reworded: a shorter list of the CV's own items.
const MAX_ITEMS = 3;
/** More items than this and a list is cut to what the posting asks, however short its words. */
export const MAX_TOLD_ITEMS = MAX_ITEMS;
const MIN_ITEMS = 3;
const GERUND = /^\p{L}+ing\b/iu;
// An item that speaks, counts a result or holds a clause of its own is no list item ('I …', 'which…', 'résultat : …').
const NOT_AN_ITEM = /[:;]|(?:^|\s)(?:I|je|j['’]|we|nous|which|who|qui|que|where|où)(?=\s|$)/iu;

/**
 * The CV's list cut to the items `asked` scores highest (0: not asked for), joined as a list of the letter's language ('a,
 * b and c'), or null when the text is no list of like items or none of them is asked for.
 */
export function askedItems(text: string, asked: (item: string) => number, language: Language): string | null {
  const items = listItems(text);
  const gerunds = items.every((item) => GERUND.test(item));
  // A list of activities ends on its last two joined by 'and': each is an item ('… registering LPAs … and keeping …').
  const last = items.at(-1) ?? '';
  const joined = gerunds ? / and (?=\p{L}+ing\b)/u.exec(last) : null;
  const all = joined === null ? items : [...items.slice(0, -1), last.slice(0, joined.index), last.slice(joined.index + joined[0].length)];
  if (all.length < MIN_ITEMS || all.some((item) => NOT_AN_ITEM.test(item))) return null;
  const scores = all.map(asked);
  const best = new Set([...all.keys()].filter((at) => (scores[at] ?? 0) > 0).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b).slice(0, MAX_ITEMS));
  const kept = all.filter((_item, at) => best.has(at));
  if (kept.length === 0) return null;
  const and = language === 'french' ? 'et' : 'and';
  // The list's last item is one without its own 'et' where there is one: '… et devis et tiers payant' read as a stammer.
  const holdsAnd = (item: string): boolean => new RegExp(`\\s${and}\\s`, 'u').test(item);
  // Two items holding their own 'et' cannot be joined without a stammer ('éclairage LED et BAES, essais et mise en service et
  // lecture de plans').
  if (kept.filter(holdsAnd).length > 1) return null;
  const plain = kept.findLastIndex((item) => !holdsAnd(item));
  const ordered = plain < 0 || plain === kept.length - 1 ? kept : [...kept.filter((_item, at) => at !== plain), kept[plain] ?? ''];
  const words = ordered.map((item, index) => (index === 0 ? item.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) : item.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())));
  return words.length === 1 ? (words[0] ?? null) : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

/** A line's items: the commas outside brackets that a space follows part them ('1,2 M€' is a figure). */
export function listItems(text: string): string[] {
  const body = text.trim().replace(/[.]$/u, '');
  return splitOutsideBrackets(body, (line, at) => line.charAt(at) === ',' && line.charAt(at + 1) === ' ').parts.map((item) => item.trim()).filter((item) => item.length > 0);
}
