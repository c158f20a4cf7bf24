import { contentTokens, findTerms, type ContentToken } from './term-matcher.ts';
import { isTechnicalShape } from './technical-tokens.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

/** The job title as a keyword: its label and, for each way it is written, the stems a CV must hold in order. */
export type TitleKeyword = { term: string; alternatives: string[][] };

// Seniority and contract words are not part of the job's name; nor are inclusive-writing endings
// ('Chargé(e)', 'Infirmier(ère)', 'Développeur(se)').
const NOT_TITLE_WORDS = lexiconWordSet({ list: 'not-title-words' });

// Dictionary tools and tool-shaped words at the end of a title ('Développeur Full Stack React /
// Node.js') name the stack, not the job: 'Développeur Full Stack' is what a CV would say.
function isTrailingTool(token: ContentToken, toolTokens: ReadonlySet<number>): boolean {
  return toolTokens.has(token.index) || isTechnicalShape(token.raw, token.folded);
}

// 'Barman / Barmaid', 'Développeur/Développeuse', 'Chef de rang / Serveur': a slash between spaces
// or between two words separates ways of naming the job ('CI/CD' stays whole).
const ALTERNATIVE = /(?<!\s)\s+\/\s+|(?<=\p{L}{3})\/(?=\p{L}{3})/u;

// The words of one way of naming the job, or null when only a stack is left ('Node.js').
function titleWords(part: string, offset: number): ContentToken[] | null {
  const tokens = contentTokens(part).map((token) => ({ ...token, start: token.start + offset, end: token.end + offset }));
  const toolTokens = new Set(
    findTerms(tokens)
      .filter((match) => match.entry.kind === 'tool')
      .flatMap((match) => Array.from({ length: match.last - match.first + 1 }, (_, i) => match.first + i)),
  );
  const words = tokens.filter((token) => !NOT_TITLE_WORDS.has(token.folded));
  while (words.length > 1 && isTrailingTool(words[words.length - 1] as ContentToken, toolTokens)) words.pop();
  if (words.length === 0 || words.length > 5 || words.every((word) => isTrailingTool(word, toolTokens))) return null;
  return words;
}

/**
 * Derives the keyword for the job title itself, which ATS tools weigh heavily: the position
 * without seniority, schedule and contract words, inclusive endings and the trailing stack. A CV
 * meets it when it holds the same words in order, whatever their gender or number ('Développeuse
 * Full Stack' meets 'Développeur Full Stack'), for any of the names a slash separates ('Barman /
 * Barmaid'). Null when nothing is left or the title is longer than five words.
 */
export function titleKeyword(position: string | null): TitleKeyword | null {
  if (position === null) return null;
  // A spaced bracket holds details ('Registered Nurse (Band 5)'); a glued one an inclusive ending ('Chargé(e)').
  const name = position.replace(/\s\(.*$/, '');
  const alternatives: ContentToken[][] = [];
  let offset = 0;
  for (const part of name.split(ALTERNATIVE)) {
    const start = name.indexOf(part, offset);
    offset = start + part.length;
    const words = titleWords(part, start);
    if (words !== null) alternatives.push(words);
  }
  const first = alternatives[0]?.[0];
  const last = alternatives[alternatives.length - 1]?.at(-1);
  if (first === undefined || last === undefined) return null;
  return { term: name.slice(first.start, last.end), alternatives: alternatives.map((words) => words.map((token) => token.stem)) };
}
