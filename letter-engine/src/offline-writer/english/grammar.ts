import { joinList } from '../../text/join-list.ts';
import type { LetterContext } from '../letter-context.ts';

/** 'A, B and C'. */
export function list(items: readonly string[]): string {
  return joinList(items, 'english');
}

/** True when the items take a plural verb: several of them, or one plural noun phrase ('inbound calls', not 'business analysis'). */
export function pluralItems(items: readonly string[]): boolean {
  // The head of an English noun phrase is its last word, before any 'of…' complement.
  const words = (items[0] ?? '').split(' ');
  const of = words.findIndex((word) => word.toLowerCase() === 'of');
  const head = (of > 0 ? words[of - 1] : words[words.length - 1]) ?? '';
  return items.length > 1 || (/s$/iu.test(head) && !/(?:ss|us|is|ics)$/iu.test(head));
}

/**
 * 'a' or 'an' before a word: by its first vowel for words, by the sound of its first letter for
 * acronyms ('an MSc', 'an MBA', 'a BSc').
 */
export function article(word: string): string {
  const first = word.split(/\s/)[0] ?? '';
  if (/^[A-Z][A-Za-z]{0,3}$/.test(first) && /[A-Z].*[A-Z]|^[A-Z]{2}/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** A job title with its article: 'a Data Analyst', 'an Approved Electrician'. */
export function aTitle(title: string): string {
  return `${article(title)} ${title}`;
}

/** 'Finch', or 'your company' when the posting does not name the company. */
export function company(c: LetterContext): string {
  return c.company ?? 'your company';
}

/** "Finch's" / "your company's". */
export function companys(c: LetterContext): string {
  const name = company(c);
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** 'the Senior Backend Engineer position', or 'the position you advertised'. */
export function position(c: LetterContext): string {
  return c.position === null ? 'the position you advertised' : `the ${c.position} position`;
}

/** Raises the first letter of a sentence. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '3 years', '1 year'. */
export function years(count: number): string {
  return count > 1 ? `${count} years` : `${count} year`;
}
