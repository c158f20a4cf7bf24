import { foldText } from '../text/fold.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

// The words of a social post's reactions bar and of its counts: 'Like · Comment · Share', 'J'aime Commenter
// Partager', '38 · 23 comments', '47 · 12 commentaires · 31 partages'.
const BAR_WORDS = lexiconWordSet({ list: 'social-bar-words' });
// Besides those words a bar holds only counts, separators and pictograms ('👍', '💬', '↪', '38 ·', '1,2 k').
const COUNT = /^(?:\d+|k|j)$/;

function isReactionsBar(line: string): boolean {
  const words = foldText(line).replace(/['’]/g, ' ').match(/[\p{L}\d]+/gu) ?? [];
  return words.some((word) => BAR_WORDS.has(word)) && words.every((word) => BAR_WORDS.has(word) || COUNT.test(word));
}

// A post has said something before its bar: a line of reactions at the very top belongs to no post.
const MIN_POST_LINES = 1;

// A LinkedIn post opens with its author: 'Jane Smith • 2nd', their headline ('Practice Manager at Oakwood Surgery'),
// the post's age ('1w •'). The headline is the author's job, not the one on offer.
const CONNECTION = /[•·] ?(?:1st|2nd|3rd\+?|1er|2e|3e\+?|author|auteur)$/i;
const POST_AGE = /^\d{1,2} ?(?:min|h|d|w|mo|y|yr|j|sem|m|an)s? ?(?:[•·].*)?$/i;
const AUTHOR_REACH = 3;

function withoutAuthor(lines: readonly string[]): string[] {
  const author = lines.slice(0, AUTHOR_REACH).findIndex((line) => CONNECTION.test(line));
  if (author < 0) return [...lines];
  const age = lines.slice(author + 1, author + 1 + AUTHOR_REACH).findIndex((line) => POST_AGE.test(line));
  return age < 0 ? [...lines] : [...lines.slice(0, author), ...lines.slice(author + age + 2)];
}

/**
 * A posting copied from Facebook, LinkedIn or Instagram ends at its reactions bar or its counts: what comes
 * after is the page's, other people's comments and tags ('Most relevant', 'Kayleigh Booth Tagged @Jordan
 * Pike'), never the employer's words. The lines up to the bar, or all of them when there is none.
 */
export function withoutSocialFooter(lines: readonly string[]): string[] {
  const at = lines.findIndex((line, index) => index >= MIN_POST_LINES && isReactionsBar(line));
  return at < 0 ? [...lines] : lines.slice(0, at);
}

/** A social post's own words: without the author's block above it (LinkedIn) and the reactions and comments below. */
export function socialPostBody(lines: readonly string[]): string[] {
  return withoutSocialFooter(withoutAuthor(lines));
}
