import { parseHTML } from 'linkedom';

/** What the walk reads of a node: linkedom's nodes, and the element Readability returns, have it. */
export interface PageNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: Iterable<PageNode>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
// Deeper than any page a person reads (real pages stay under ~60 levels): what lies below is left out,
// so a hostile page nested 100,000 deep cannot exhaust the stack (read-posting-page.ts).
export const MAX_TEXT_DEPTH = 128;

// Elements that start a line of their own; after the 'spaced' ones, a blank line, as a posting pasted
// by hand separates its sections.
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER',
  'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'TABLE',
  'TD', 'TH', 'TR', 'UL',
]);
const SPACED_AFTER = new Set(['P', 'UL', 'OL', 'DL', 'TABLE', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE']);
const SPACED_BEFORE = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
// Never text a reader sees.
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'CANVAS', 'HEAD', 'SELECT', 'BUTTON']);

// A list item that carries its own bullet ('• Anglais courant'): the '- ' replaces it.
const OWN_BULLET = /^[•·▪◦‣⁃●○■□➢➤►▸*–—-]\s*/u;
const BLANK_RUN = /\s+/g;
const HAS_TAG = /<[a-z!/]/i;

/**
 * The text of a page or of a part of it as plain lines: one line per paragraph or heading, list items
 * as '- ' lines, a blank line between sections, nothing of scripts, styles or forms' controls.
 */
export function nodeToText(root: PageNode): string {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(BLANK_RUN, ' ').trim();
    current = '';
    if (line === '' || line === '-') return;
    lines.push(line.startsWith('- ') ? `- ${line.slice(2).replace(OWN_BULLET, '')}` : line);
  };
  const blank = () => {
    if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
  };
  const walk = (node: PageNode, depth: number) => {
    if (depth > MAX_TEXT_DEPTH) return;
    for (const child of node.childNodes) {
      if (child.nodeType === TEXT_NODE) {
        current += child.textContent ?? '';
        continue;
      }
      if (child.nodeType !== ELEMENT_NODE) continue;
      const tag = child.nodeName.toUpperCase();
      if (SKIPPED.has(tag)) continue;
      if (tag === 'BR') {
        flush();
        continue;
      }
      if (!BLOCKS.has(tag)) {
        walk(child, depth + 1);
        continue;
      }
      flush();
      if (SPACED_BEFORE.has(tag)) blank();
      if (tag === 'LI') current = '- ';
      walk(child, depth + 1);
      flush();
      if (SPACED_AFTER.has(tag)) blank();
    }
  };
  walk(root, 0);
  flush();
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/**
 * The text of an HTML fragment (a JobPosting's description) as plain lines. Some boards escape the
 * HTML once more inside their JSON-LD ('&lt;p&gt;'): such a text is read a second time.
 */
export function htmlToText(html: string): string {
  // A plain-text description keeps its line breaks.
  const text = fragmentText(HAS_TAG.test(html) ? html : html.replaceAll('\n', '<br>'));
  return /<(?:p|br|li|ul|div|strong|b|h\d)\b[^>]{0,100}>/i.test(text) ? fragmentText(text) : text;
}

function fragmentText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return nodeToText(document.body as PageNode);
}
