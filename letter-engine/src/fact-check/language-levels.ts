import { readLanguages } from '../resume/resume-languages.ts';
import type { ResumeLanguage } from '../resume/resume-profile.ts';
import { foldText } from '../text/fold.ts';

// How well a language is spoken, 1 (notions) to 5 (bilingual), from the words CVs and letters use.
const LEVEL_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/bilingu|natif|native|maternelle|mother tongue|\bc2\b/, 5],
  [/courant|couramment|fluent|fluency|\bc1\b|avance|advanced|full professional|professionnelle complete/, 4],
  [/professionnel|professional|operationnel|\bb2\b|working|\bbon\b|\bgood\b|correct/, 3],
  [/intermediaire|intermediate|\bb1\b|conversation|scolaire|school|moyen|limitee?\b/, 2],
  [/notion|debutant|beginner|basic|elementa|\ba[12]\b|un peu|limited/, 1],
];

// Test scores, by the CEFR level they certify (TOEIC 945 = C1, 785 = B2…).
const SCORES: ReadonlyArray<{ pattern: RegExp; steps: readonly number[] }> = [
  { pattern: /toeic\D{0,12}(\d{3})/, steps: [550, 785, 945] },
  { pattern: /toefl\D{0,12}(\d{2,3})/, steps: [42, 72, 95] },
  { pattern: /ielts\D{0,12}(\d(?:[.,]\d)?)/, steps: [4, 5.5, 7] },
];

/**
 * Rule 'a grid of levels is told by its lowest': Europass writes one CEFR level a skill ('anglais   C1   C1   B2   B2   B2',
 * listening, reading, conversation, speaking, writing: a teaching assistant's CV, whose letter said 'English at C1 level'
 * where she speaks at B2), as do CVs that write 'B2 oral, C1 écrit'. Said as one level, only the lowest is sure. Null when
 * the text holds fewer than two levels.
 */
export function lowestCefr(level: string): string | null {
  const codes = (level.match(/\b[abc][12]\b/giu) ?? []).map((code) => code.toUpperCase()).sort();
  return codes.length < 2 ? null : (codes[0] ?? null);
}

/** The level a text states, 1 to 5, or null when it states none. */
export function levelRank(level: string | null): number | null {
  if (level === null) return null;
  const folded = foldText(level);
  const ranks = LEVEL_WORDS.filter(([pattern]) => pattern.test(folded)).map(([, rank]) => rank);
  for (const { pattern, steps } of SCORES) {
    const score = Number((pattern.exec(folded)?.[1] ?? '').replace(',', '.'));
    if (score > 0) ranks.push(1 + steps.filter((step) => score >= step).length);
  }
  return ranks.length === 0 ? null : Math.max(...ranks);
}

/** The best level the CV states for each language it lists with one (by ISO code). */
export function resumeLanguageRanks(languages: readonly ResumeLanguage[]): ReadonlyMap<string, number> {
  const ranks = new Map<string, number>();
  for (const language of languages) {
    const rank = levelRank(language.level);
    const key = language.code ?? language.language;
    if (rank !== null) ranks.set(key, Math.max(rank, ranks.get(key) ?? 0));
  }
  return ranks;
}

const BILINGUAL = /(?<![\p{L}])(?:parfaitement\s+)?(?:bilingue|bilingual)(?![\p{L}])/iu;

/**
 * The languages a sentence of the letter says the candidate speaks better than the CV states
 * ('anglais courant' for 'Anglais professionnel (TOEIC 880)', 'bilingue' when no language of the
 * CV is), each with its offset in the sentence. Languages the CV does not list, or lists without
 * a level, are left to the dictionary check.
 */
export function overstatedLevels(sentence: string, ranks: ReadonlyMap<string, number>): Array<{ label: string; at: number }> {
  const found = readLanguages(sentence, false);
  const lower = sentence.toLowerCase();
  const claims = found.flatMap(({ language, code, level }) => {
    const stated = ranks.get(code ?? language);
    const claimed = levelRank(level);
    if (stated === undefined || claimed === null || claimed <= stated || level === null) return [];
    const at = lower.indexOf(language);
    // The level's words up to the one that says it: 'courant', not 'courant à faire valoir'.
    const words = level.split(/\s+/);
    const said = words.slice(0, words.findIndex((word) => levelRank(word) !== null) + 1).join(' ') || level;
    const levelAt = lower.indexOf(said.toLowerCase());
    const name = sentence.slice(at, at + language.length);
    return [{ label: levelAt >= 0 && levelAt < at ? `${said} ${name}` : `${name} ${said}`, at: Math.min(at, levelAt >= 0 ? levelAt : at) }];
  });
  const bilingual = BILINGUAL.exec(sentence);
  if (found.length === 0 && bilingual !== null && ![...ranks.values()].some((rank) => rank >= 5)) {
    claims.push({ label: bilingual[0], at: bilingual.index });
  }
  return claims;
}
