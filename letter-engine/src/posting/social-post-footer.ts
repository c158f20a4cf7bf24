import { foldText } from '../text/fold.ts';

// The words of a social post's reactions bar and of its counts: 'Like · Comment · Share', 'J'aime Commenter
// Partager', '38 · 23 comments', '47 · 12 commentaires · 31 partages'.
const BAR_WORDS = new Set([
  'like', 'likes', 'comment', 'comments', 'share', 'shares', 'repost', 'reposts', 'send', 'reply', 'reaction', 'reactions',
  'aime', 'commenter', 'commentaire', 'commentaires', 'partager', 'partage', 'partages', 'republier', 'envoyer', 'repondre',
]);
// Besides those words a bar holds only counts, separators and pictograms ('👍', '💬', '↪', '38 ·', '1,2 k').
const COUNT = /^(?:\d+|k|j)$/;

function isReactionsBar(line: string): boolean {
  const words = foldText(line).replace(/['’]/g, ' ').match(/[\p{L}\d]+/gu) ?? [];
  return words.some((word) => BAR_WORDS.has(word)) && words.every((word) => BAR_WORDS.has(word) || COUNT.test(word));
}

// A post has said something before its bar: a line of reactions at the very top belongs to no post.
const MIN_POST_LINES = 2;

/**
 * A posting copied from Facebook, LinkedIn or Instagram ends at its reactions bar or its counts: what comes
 * after is the page's, other people's comments and tags ('Most relevant', 'Kayleigh Booth Tagged @Jordan
 * Pike'), never the employer's words. The lines up to the bar, or all of them when there is none.
 */
export function withoutSocialFooter(lines: readonly string[]): string[] {
  const at = lines.findIndex((line, index) => index >= MIN_POST_LINES && isReactionsBar(line));
  return at < 0 ? [...lines] : lines.slice(0, at);
}
