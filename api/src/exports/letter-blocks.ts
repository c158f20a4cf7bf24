import type { LayoutTextStyle, LetterLayout } from '@lettra/letter-engine';
import type { LetterParts } from './letter-parts.ts';

/** Which of the layout's text styles a block is set in. */
export type BlockRole = 'name' | 'contact' | 'body';

/** The layout's text style of a block. */
export const styleOf = (layout: LetterLayout, role: BlockRole): LayoutTextStyle => layout[role];

/** Space between a rule and the line under it, in body lines. */
export const RULE_SPACE_AFTER = 0.5;

/**
 * A run of paragraphs placed the same way, as both documents lay them out: the PDF builder wraps and
 * draws each paragraph, the Word builder writes each as a Word paragraph.
 */
export interface LayoutBlock {
  role: BlockRole;
  paragraphs: string[];
  align: 'left' | 'right';
  /** Where the block starts, as a share of the text's width. */
  indent: number;
  /** Space above the block, in body lines. */
  spaceBefore: number;
  ruleBelow: boolean;
}

const block = (role: BlockRole, paragraphs: string[], spaceBefore: number, placed: Partial<LayoutBlock> = {}): LayoutBlock => ({
  role,
  paragraphs,
  align: 'left',
  indent: 0,
  spaceBefore,
  ruleBelow: false,
  ...placed,
});

/** The letter's header arranged as `layout` wants it, then its body, one block per paragraph. */
export function arrangeLetter(parts: LetterParts, layout: LetterLayout): LayoutBlock[] {
  const [name, ...contacts] = parts.sender;
  const blocks: LayoutBlock[] = [];
  if (name !== undefined) blocks.push(block('name', [name], 0, { ruleBelow: layout.rule !== null }));
  if (contacts.length > 0) blocks.push(block('contact', layout.contact.oneLine ? [contacts.join(' · ')] : contacts, 0));
  if (parts.recipient.length > 0) blocks.push(block('body', parts.recipient, layout.headerGap, { indent: layout.recipientIndent }));
  if (parts.date !== null) blocks.push(block('body', [parts.date], layout.headerGap, { align: layout.dateAlign }));

  // A blank line of the letter is a paragraph gap above the next paragraph; the first paragraph
  // keeps at least the header's gap.
  let blankLines = blocks.length > 0 ? Math.ceil(layout.headerGap / layout.body.paragraphGap) : 0;
  for (const line of parts.body) {
    if (!line.trim()) {
      blankLines += 1;
      continue;
    }
    blocks.push(block('body', [line], blankLines * layout.body.paragraphGap));
    blankLines = 0;
  }
  return blocks;
}
