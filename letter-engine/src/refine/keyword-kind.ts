import { contentTokens, findTerms } from '../ats/term-matcher.ts';
import { onlyUnheldWords } from '../fact-check/held-credentials.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { foldText } from '../text/fold.ts';

/**
 * What kind of thing a posting's keyword names, as the lexicon says: a credential (a diploma or a
 * certificate; `pending` when the CV names it only as being prepared), a tool, a skill, a spoken
 * language, a quality, a field of work, a task ('gestion des stocks'), or none it knows.
 */
export type KeywordKind = 'credential' | 'pending-credential' | 'tool' | 'skill' | 'language' | 'quality' | 'field' | 'task' | 'other';

// The words a duty opens with ('Gestion de…', 'Suivi des…'): a keyword opening with one is a task.
const TASK_OPENERS = lexiconWordSet({ kind: 'task' });

/** The kind of `keyword` (see KeywordKind); `resume` tells a credential held from one still to come. */
export function keywordKind(keyword: string, resume: string): KeywordKind {
  const tokens = contentTokens(keyword);
  const entry = findTerms(tokens)[0]?.entry;
  if (entry === undefined) return TASK_OPENERS.has(tokens[0]?.folded ?? '') ? 'task' : 'other';
  if (entry.kind === 'diploma' || entry.kind === 'certification') {
    const unheld = onlyUnheldWords(resume);
    const words = foldText(keyword).split(/[^\p{L}\d]+/u).filter((word) => word.length > 0);
    return words.length > 0 && words.some((word) => unheld.has(word)) ? 'pending-credential' : 'credential';
  }
  const kinds = { tool: 'tool', skill: 'skill', language: 'language', soft: 'quality', sector: 'field' } as const;
  return kinds[entry.kind];
}
