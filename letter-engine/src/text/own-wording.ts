import type { Language } from '../rules/limits.ts';
import { looksLikeJobTitle } from './job-titles.ts';

/** A wording opening on a verb ('managed a team', 'négocier') cannot stand where a concept's name does. */
export const VERB_FIRST: Record<Language, RegExp> = {
  english: /^(?:\p{L}+ed|lead|leading|manage|managing|supervise|supervising|run|running)$/iu,
  french: /^(?:\p{L}+(?:er|ir|é|ée)|(?:re)?lire|(?:re)?faire|(?:re)?mettre|(?:re)?prendre|traduire|conduire|produire|(?:ré)?écrire|suivre|dire)$/iu,
};

/**
 * A concept named in the CV's own words ('prise de notes', not the label 'comptes rendus'): the
 * label would claim more, or other, than the candidate wrote. The words are the match's span of
 * `text`; the label stays when the span is cut from a longer word ('B tests' of 'A/B tests', whose
 * 'A' the matcher drops), or written in capitals ('PRISE DE NOTES'), or opens on a verb ('rédiger
 * des courriers'), or is a role ('Kitchen Porter'): those read badly in a letter's sentence.
 */
export function ownWording(text: string, span: { start: number; end: number }, label: string, language: Language | null): string {
  const written = text.slice(span.start, span.end);
  const words = written.split(/\s+/);
  if (language === null || words.length < 2 || /[\n\r]/.test(written)) return label;
  if (/[\p{L}\p{N}/'’&-]/u.test(text.charAt(span.start - 1)) || /[\p{L}\p{N}/&-]/u.test(text.charAt(span.end))) return label;
  if (words.filter((word) => /\p{L}{2}/u.test(word) && word === word.toUpperCase()).length > 1) return label;
  // 'Kitchen Porter' is the role, not a skill: the label ('dishwashing') names what it does.
  return VERB_FIRST[language].test(words[0] ?? '') || looksLikeJobTitle(written) ? label : written;
}
