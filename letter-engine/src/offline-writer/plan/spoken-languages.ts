import type { Language } from '../../rules/limits.ts';
import { languageName } from '../../resume/resume-languages.ts';
import type { ResumeLanguage } from '../../resume/resume-profile.ts';
import { foldText } from '../../text/fold.ts';

/** A spoken language as the letter states it: its name and level in the letter's language. */
export type SpokenLanguage = { name: string; level: string | null };

const LEVELS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/\b(?:natif|native|maternelle|mother tongue)\b/, 'langue maternelle', 'native'],
  [/\b(?:bilingue|bilingual)\b/, 'bilingue', 'bilingual'],
  [/\b(?:courant|fluent|fluently|fluency)\b/, 'courant', 'fluent'],
  [/\b(?:professionnel|professional|business|working)\b/, 'professionnel', 'professional working proficiency'],
  [/\b(?:avance|advanced)\b/, 'avancé', 'advanced'],
  [/\b(?:intermediaire|intermediate|conversational)\b/, 'intermédiaire', 'intermediate'],
];
// Levels too low to put forward in a letter.
const BASIC = /\b(?:notions?|debutant|scolaire|basic|beginner|elementary|a1|a2)\b/;

/**
 * The CV's spoken languages worth stating in a letter, named in the letter's language: basic
 * levels are left out, and so is the letter's own language (writing in it says enough) unless the CV is
 * written in the other one. Levels
 * keep the CV's grade ('B2', 'C1') and certificate score ('TOEIC 880') as written.
 */
export function spokenLanguages(languages: readonly ResumeLanguage[], letter: Language, resumeLanguage: Language | null = letter): SpokenLanguage[] {
  const result: SpokenLanguage[] = [];
  for (const spoken of languages) {
    const folded = foldText(`${spoken.language} ${spoken.level ?? ''}`);
    if (BASIC.test(folded)) continue;
    // A candidate whose CV is in the other language states their level in the letter's ('English: C1').
    if (spoken.code === (letter === 'french' ? 'fr' : 'en') && (resumeLanguage ?? letter) === letter) continue;
    const name = languageName(spoken.code ?? '', letter);
    if (name === null) continue;
    const level = LEVELS.find(([pattern]) => pattern.test(folded));
    const grade = /\b(?:[abc][12]|toeic\s*\d{3}|toefl\s*\d{2,3}|ielts\s*[\d.]+|dele\s*[abc][12]|goethe\s*[abc][12])\b/i.exec(`${spoken.level ?? ''}`)?.[0] ?? null;
    const words = [level === undefined ? null : letter === 'french' ? level[1] : level[2], grade].filter((part): part is string => part !== null);
    result.push({ name, level: words.length === 0 ? null : words.join(', ') });
  }
  return result;
}
