import { DICTIONARY } from './dictionary/index.ts';
import { contentTokens, findTerms, type ContentToken } from './term-matcher.ts';
import { isTechnicalShape } from './technical-tokens.ts';

/** The job title as a keyword: its label and the stems a CV must hold, in order. */
export type TitleKeyword = { term: string; stems: string[] };

// Seniority and contract words are not part of the job's name; nor are inclusive-writing endings
// ('Chargé(e)', 'Infirmier(ère)', 'Développeur(se)').
const NOT_TITLE_WORDS = new Set(['senior', 'junior', 'confirme', 'experimente', 'stagiaire', 'alternant', 'alternance', 'stage', 'cdi', 'cdd', 'e', 'x', 'ere', 'euse', 'se', 'ne', 'rice', 'trice', 'h', 'f']);

const TOOL_LABELS = new Set(DICTIONARY.filter((entry) => entry.kind === 'tool').map((entry) => entry.label));

// Dictionary tools and tool-shaped words at the end of a title ('Développeur Full Stack React /
// Node.js') name the stack, not the job: 'Développeur Full Stack' is what a CV would say.
function isTrailingTool(token: ContentToken, toolTokens: ReadonlySet<number>): boolean {
  return toolTokens.has(token.index) || isTechnicalShape(token.raw, token.folded);
}

/**
 * Derives the keyword for the job title itself, which ATS tools weigh heavily: the position
 * without seniority words, inclusive endings and the trailing stack. A CV meets it when it holds
 * the same words in order, whatever their gender or number ('Développeuse Full Stack' meets
 * 'Développeur Full Stack'). Null when nothing is left or the title is longer than five words.
 */
export function titleKeyword(position: string | null): TitleKeyword | null {
  if (position === null) return null;
  const tokens = contentTokens(position);
  const toolTokens = new Set(
    findTerms(tokens)
      .filter((match) => TOOL_LABELS.has(match.entry.label))
      .flatMap((match) => Array.from({ length: match.last - match.first + 1 }, (_, i) => match.first + i)),
  );
  const words = tokens.filter((token) => !NOT_TITLE_WORDS.has(token.folded));
  while (words.length > 1 && isTrailingTool(words[words.length - 1] as ContentToken, toolTokens)) words.pop();
  const first = words[0];
  const last = words[words.length - 1];
  if (first === undefined || last === undefined || words.length > 5) return null;
  return { term: position.slice(first.start, last.end), stems: words.map((token) => token.stem) };
}
