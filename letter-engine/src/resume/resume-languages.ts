import languageNames from '../lexicon/languages.json' with { type: 'json' };
import { languageNamesSchema } from '../lexicon/lexicon-schema.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { trimEdges } from '../text/trim-edges.ts';
import type { ResumeLanguage } from './resume-profile.ts';
import { withoutBullet } from './resume-text.ts';

// Spoken languages by ISO 639 code, with the names CVs give them in French and English (lexicon/languages.json).
const NAMES = languageNamesSchema.parse(languageNames).languages;

const CODE_BY_NAME = new Map<string, string>(
  Object.entries(NAMES).flatMap(([code, { fr, en, also = [] }]) => [fr, en, ...also].map((name) => [foldText(name), code] as const)),
);

const NAME_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:${[...Object.values(NAMES).flatMap(({ fr, en, also = [] }) => [fr, en, ...also])].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  'giu',
);

/** The name of a language in the letter's language ('en' → 'anglais' or 'English'), or null for an unknown code. */
export function languageName(code: string, language: Language): string | null {
  const names = NAMES[code];
  if (names === undefined) return null;
  return language === 'french' ? names.fr : names.en;
}

// Words that say how well a language is spoken, in CVs and LinkedIn's proficiency lines.
const LEVEL = /courant|couramment|(?<![\p{L}])(?:very )?good(?![\p{L}])|bilingue|natif|native?|maternelle|mother tongue|professionnel|professional|interm[ée]diaire|intermediate|d[ée]butant|beginner|notions|scolaire|fluent|fluency|proficien|conversational|basic|advanced|avanc[ée]|niveau|lu,? [ée]crit|parlé|correct(?:ement)?|un peu|moyen|(?<![\p{L}])[ABC][12](?![\p{L}\d])|TOEIC|TOEFL|IELTS|DELF|DALF|compétence|elementary|limited|working/iu;
// 'professeur d'anglais', 'cours d'espagnol': the language is a subject, not one the candidate speaks.
const SUBJECT_BEFORE = /(?:professeure?|enseignante?|cours|teacher|teaching|lessons?|formatrice|formateur|traductrice|traducteur|littérature|licence|master|LEA|LLCE) (?:d['’]|de l['’]|of |in )?$/iu;
// 'Je parle', 'I speak', 'bilingue': a sentence that states a language without a level word.
const SPEAKS = /\b(?:je parle|parle|parlant|i speak|speak|speaking|bilingue|bilingual)\b/iu;
const MAX_LEVEL_WORDS = 8;

type Occurrence = { name: string; code: string; start: number; end: number };

function occurrences(line: string): Occurrence[] {
  return [...line.matchAll(NAME_PATTERN)]
    .map((match) => ({ name: match[0], code: CODE_BY_NAME.get(foldText(match[0])) ?? '', start: match.index, end: match.index + match[0].length }))
    .filter((found) => found.code !== '' && !SUBJECT_BEFORE.test(line.slice(Math.max(0, found.start - 40), found.start)));
}

/** Where a text names a language, with its ISO code ('français' → 'fr'), level or not. */
export function languageMentions(text: string): ReadonlyArray<{ code: string; start: number; end: number }> {
  return occurrences(text);
}

function cleanLevel(text: string): string | null {
  let level = trimEdges(text, ' :-–—,;.·|/', ' :-–—,;.·|/');
  if (level.startsWith('(') && level.endsWith(')') && !level.slice(1, -1).includes('(')) level = level.slice(1, -1).trim();
  // 'English, Urdu and Punjabi (fluent)': the 'and' between two languages is no level of the first.
  level = level.replace(/^(?:et|and)(?: |$)/i, '').replace(/ (?:et|and)$/i, '');
  // 'B2 (un an à Dublin comme fille au pair)': the level, without the long story after it.
  if (level.split(' ').length > MAX_LEVEL_WORDS && level.includes(' (')) level = level.slice(0, level.indexOf(' ('));
  if (level.length === 0 || level.split(' ').length > MAX_LEVEL_WORDS) return null;
  return level;
}

// In prose, only the words right after the language that say a level: 'anglais couramment grâce à
// un séjour' → 'couramment'; 'anglais (niveau B2) et espagnol' → 'niveau B2'.
function proseLevel(after: string, before: string): string | null {
  const cut = after.split(/[,;.]| et | and | grâce | thanks | depuis | since | pour | for /)[0] ?? '';
  const level = cleanLevel(cut);
  if (level !== null && level.split(' ').length <= 4 && LEVEL.test(level)) return level;
  // 'I speak fluent Spanish', 'Fluent in French', 'bilingue anglais': the level words just before.
  const trailing = (before.split(/[,;.]/).pop() ?? '').trim().replace(/ ?\b(?:in|en|de|d['’])$/i, '');
  if (/\bun peu$/i.test(trailing)) return 'un peu';
  const words = trailing.split(' ');
  const lead: string[] = [];
  while (words.length > 0 && lead.length < 3 && LEVEL.test(words[words.length - 1] ?? '')) lead.unshift(words.pop() ?? '');
  return lead.length > 0 ? lead.join(' ') : null;
}

/**
 * The languages of one line with their levels as written. In a languages section every word after
 * a language (up to the next one) is its level ('Anglais professionnel (TOEIC 880)' → 'anglais',
 * 'professionnel (TOEIC 880)'); elsewhere a language counts only when the line states a level or
 * that the candidate speaks it, and the level is the few words that say so.
 */
export function readLanguages(line: string, inSection: boolean): ResumeLanguage[] {
  const text = withoutBullet(line);
  const found = occurrences(text);
  // A line that opens with a language is a languages line wherever it is ('Anglais : lu, écrit, parlé').
  const listed = inSection || found[0]?.start === 0;
  if (found.length === 0 || (!listed && !LEVEL.test(text) && !SPEAKS.test(text))) return [];
  return found.map((occurrence, index) => {
    const after = text.slice(occurrence.end, found[index + 1]?.start ?? text.length);
    const before = text.slice(found[index - 1]?.end ?? 0, occurrence.start);
    const level = listed ? (cleanLevel(after) ?? proseLevel('', before)) : proseLevel(after, before);
    return { language: occurrence.name.toLowerCase(), code: occurrence.code, level };
  });
}

/**
 * The languages of a languages section, one or several per line. LinkedIn puts the level on the
 * line under the language ('Anglais' / 'Compétence professionnelle complète').
 */
export function readLanguageSection(lines: readonly string[]): ResumeLanguage[] {
  const languages: ResumeLanguage[] = [];
  lines.forEach((line, index) => {
    const read = readLanguages(line, true);
    const previous = languages[languages.length - 1];
    if (read.length === 0 && previous !== undefined && previous.level === null && index > 0) {
      previous.level = cleanLevel(withoutBullet(line));
      return;
    }
    languages.push(...read);
  });
  return languages;
}

/** One entry per language, the first with a level winning. */
export function distinctLanguages(languages: readonly ResumeLanguage[]): ResumeLanguage[] {
  const byCode = new Map<string, ResumeLanguage>();
  for (const language of languages) {
    const key = language.code ?? language.language;
    const known = byCode.get(key);
    if (known === undefined || (known.level === null && language.level !== null)) byCode.set(key, language);
  }
  return [...byCode.values()];
}
