import { Readability } from '@mozilla/readability';
import { nodeToText, type PageNode } from './html-to-text.ts';

/** The parts of a parsed page (linkedom's document) the reading uses. */
export interface PageDocument extends PageNode {
  querySelector(selectors: string): PageNode | null;
  querySelectorAll(selectors: string): Iterable<PageNode & { getAttribute(name: string): string | null }>;
}

// Readability's own floor is 500 characters, below which it tries again with looser rules: a short
// posting ('Boulanger H/F, CDI, Lyon…') still counts, a menu and a footer do not.
const CHAR_THRESHOLD = 200;

/**
 * The page's main text, as Firefox's reader view finds it (@mozilla/readability), as plain lines, its
 * first heading on top: Readability keeps the article's body and leaves its title out, and a
 * posting's title is its position. Readability changes the document it reads: call it last.
 */
export function mainText(document: PageDocument): string {
  const heading = document.querySelector('h1');
  const headingText = heading ? nodeToText(heading) : '';
  const article = new Readability<PageNode>(document, { charThreshold: CHAR_THRESHOLD, serializer: (node: PageNode) => node }).parse();
  const body = article?.content ? nodeToText(article.content) : '';
  if (body === '') return '';
  const title = headingText || (article?.title ?? '').trim();
  return title !== '' && !body.slice(0, 2 * title.length + 200).includes(title) ? `${title}\n\n${body}` : body;
}

/** Whether the main text is long enough to be a posting rather than a page's chrome. */
export function isLongEnough(text: string): boolean {
  return text.length >= CHAR_THRESHOLD;
}
