import { joinList } from '../../text/join-list.ts';
import type { WriterContext } from '../writer-context.ts';

/** 'A, B and C'. */
export function list(items: readonly string[]): string {
  return joinList(items, 'english');
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

/** 'Finch', or 'your company' when the posting does not name the company. */
export function company(c: WriterContext): string {
  return c.company ?? 'your company';
}

/** "Finch's" / "your company's". */
export function companys(c: WriterContext): string {
  const name = company(c);
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** 'the Senior Backend Engineer position', or 'the position you advertised'. */
export function position(c: WriterContext): string {
  return c.position === null ? 'the position you advertised' : `the ${c.position} position`;
}

/** 'Backend Engineer at Monzo', or the role alone. */
export function roleAt(role: string, employer: string | null): string {
  return employer === null ? role : `${role} at ${employer}`;
}

/** 'a Backend Engineer at Monzo' / 'an Analyst at Kantar'. */
export function aRoleAt(role: string, employer: string | null): string {
  return `${article(role)} ${roleAt(role, employer)}`;
}

/** 'MSc in Business Analytics from University College Dublin', or the degree alone. */
export function degreeFrom(degree: { degree: string; school: string | null }): string {
  return degree.school === null ? degree.degree : `${degree.degree} from ${degree.school}`;
}

/** Achievements ready to follow a colon, separated by semicolons. */
export function results(items: readonly string[]): string {
  return items.join('; ');
}

const IRREGULAR_PAST = new Set([
  'built', 'led', 'wrote', 'ran', 'grew', 'cut', 'made', 'set', 'drove', 'won', 'took', 'brought', 'began', 'became',
  'oversaw', 'sold', 'taught', 'found', 'kept', 'held', 'met', 'spent', 'shipped', 'rebuilt', 'rewrote', 'undertook',
]);

/** True when every achievement starts with a past-tense verb ('built…', 'reduced…'), so it can follow 'I'. */
export function allStartWithVerb(items: readonly string[]): boolean {
  return items.length > 0 && items.every((item) => {
    const first = (item.split(/\s+/)[0] ?? '').toLowerCase();
    return IRREGULAR_PAST.has(first) || (first.endsWith('ed') && first.length > 4);
  });
}

/** Ordinal openers for two or three strengths: 'First', 'Second', 'Finally'. */
export function ordinals(count: number): string[] {
  if (count >= 3) return ['First', 'Second', 'Finally'];
  if (count === 2) return ['First', 'Second'];
  return ['Above all'];
}
