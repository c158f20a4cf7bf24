import type { Language } from '@lettra/letter-engine';
import { letterLines } from './letter-text.ts';

/** What the document builders get of a letter: plain data, as it crosses to the engine's workers. */
export interface LetterToExport {
  title: string;
  content: string;
  /** Null when the posting named none. */
  company: string | null;
  language: Language;
  /** The candidate's name as the account has it: the sender when the letter has no sender block. */
  accountName: string;
}

/** A letter as a layout arranges it: the header's blocks apart, the rest as written. */
export interface LetterParts {
  /** The sender's name, then the sender's other lines (address, phone, e-mail). */
  sender: string[];
  /** Empty when the company is not known. */
  recipient: string[];
  /** 'Lyon, le 22 novembre 2026', when the header has one. */
  date: string | null;
  /** Everything else from the top (the subject line, the greeting, the body, the closing), blank lines kept. */
  body: string[];
}

// The header is what comes before the greeting: the writers put the sender, the recipient, the
// date and the subject there, a block each, separated by blank lines (docs/offline-writer.md).
const GREETING = /^(?:madame|monsieur|mesdames|messieurs|chère|cher|bonjour|dear|hello|to whom it may concern)\b/i;
const HEADER_MAX_BLOCKS = 8;
const DATE = /^(?:[^,]{1,60}, )?le (?:1er|\d{1,2}) \p{L}+ \d{4}\.?$|^(?:\d{1,2} \p{L}+|\p{L}+ \d{1,2},) \d{4}$/iu;

// What the offline writer puts under the company (letter-engine's letter-frame.ts), used too when the
// letter has no recipient block of its own.
const RECIPIENT: Record<Language, (company: string) => string[]> = {
  french: (company) => [company, 'Service des ressources humaines'],
  english: (company) => ['Hiring Manager', company],
};

interface Block {
  start: number;
  lines: string[];
}

function blocksOf(lines: string[]): Block[] {
  const blocks: Block[] = [];
  lines.forEach((line, index) => {
    const last = blocks.at(-1);
    if (!line.trim()) return;
    if (last && last.start + last.lines.length === index) last.lines.push(line);
    else blocks.push({ start: index, lines: [line] });
  });
  return blocks;
}

const mentions = (block: Block, text: string) => block.lines.some((line) => line.toLowerCase().includes(text.toLowerCase()));

/**
 * Finds the header's sender, recipient and date in a letter's text. The recipient is the letter's
 * company's (its own block when the letter has one, the writer's otherwise), and none when the
 * company is unknown; a letter without a sender block is signed by the account's name.
 */
export function letterParts(letter: LetterToExport): LetterParts {
  const lines = letterLines(letter.content);
  const blocks = blocksOf(lines);
  const greeting = blocks.slice(0, HEADER_MAX_BLOCKS).findIndex((block) => GREETING.test(block.lines[0]?.trim() ?? ''));
  const head = greeting > 0 ? blocks.slice(0, greeting) : [];

  let sender: string[] | null = null;
  let recipient: string[] | null = null;
  let date: string | null = null;
  const kept: string[] = [];
  for (const [index, block] of head.entries()) {
    const only = block.lines.length === 1 ? (block.lines[0]?.trim() ?? '') : null;
    if (date === null && only !== null && DATE.test(only)) date = only;
    else if (recipient === null && letter.company !== null && mentions(block, letter.company)) recipient = block.lines;
    else if (index === 0) sender = block.lines;
    else kept.push(...block.lines, '');
  }

  const bodyStart = greeting > 0 ? (blocks[greeting]?.start ?? 0) : 0;
  const body = [...kept, ...lines.slice(bodyStart)];
  while (body.length > 0 && !body[0]?.trim()) body.shift();
  return {
    sender: sender ?? [letter.accountName.trim()].filter(Boolean),
    recipient: letter.company === null ? [] : (recipient ?? RECIPIENT[letter.language](letter.company)),
    date,
    body,
  };
}
