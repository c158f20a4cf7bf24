import { Readability } from '@mozilla/readability';
import { MAX_TEXT_DEPTH, nodeToText, type PageNode } from './html-to-text.ts';

/** The parts of a parsed page (linkedom's document) the reading uses. */
export interface PageDocument extends PageNode {
  querySelector(selectors: string): PageNode | null;
  querySelectorAll(selectors: string): Iterable<PageNode & { getAttribute(name: string): string | null }>;
}

// Readability's own floor is 500 characters, below which it tries again with looser rules: a short
// posting ('Boulanger H/F, CDI, Lyon…') still counts, a menu and a footer do not.
const CHAR_THRESHOLD = 200;

// Readability's time grows with the page's depth (1,000 nested elements: 3 s; 5,000: over a minute) and
// size: a page beyond these bounds, which no job board serves, gets no main text rather than a worker
// held until the engine's timeout. 2 MB of real pages stay under 30,000 elements.
const MAX_ELEMENTS = 30_000;

/**
 * The page's main text, as Firefox's reader view finds it (@mozilla/readability), as plain lines, its
 * first heading on top: Readability keeps the article's body and leaves its title out, and a
 * posting's title is its position. Readability changes the document it reads: call it last.
 */
export function mainText(document: PageDocument): string {
  if (!isReadable(document)) return '';
  const heading = document.querySelector('h1');
  const headingText = heading ? nodeToText(heading) : '';
  let article: ReturnType<Readability<PageNode>['parse']>;
  try {
    article = new Readability<PageNode>(document, { charThreshold: CHAR_THRESHOLD, serializer: (node: PageNode) => node }).parse();
  } catch {
    // A page Readability cannot walk has no main text it can give.
    return '';
  }
  const body = article?.content ? nodeToText(article.content) : '';
  if (body === '') return '';
  const title = headingText || (article?.title ?? '').trim();
  return title !== '' && !body.slice(0, 2 * title.length + 200).includes(title) ? `${title}\n\n${body}` : body;
}

/** Within the bounds above, counted without recursion (a hostile page's depth is the point). */
function isReadable(document: PageDocument): boolean {
  const pending: Array<[PageNode, number]> = [[document, 0]];
  let elements = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > MAX_TEXT_DEPTH || elements > MAX_ELEMENTS) return false;
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      elements += 1;
      pending.push([child, depth + 1]);
    }
  }
  return true;
}

/** Whether the main text is long enough to be a posting rather than a page's chrome. */
export function isLongEnough(text: string): boolean {
  return text.length >= CHAR_THRESHOLD;
}
