import type { Language } from '../src/rules/limits.ts';
import { bodyParagraphs } from './letter-parts.ts';

/** One punctuation fault of a letter's body: what is wrong, and the sentence it sits in. */
export type PunctuationFault = { fault: string; sentence: string };

// A line of a list ('- Excel', '• relation client'): a colon may announce it, and it may end on ',' or ';'.
const BULLET = /^\s*(?:[-–—•·*▪►✓]|\d+[.)])\s/;
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['(', ')'],
  ['[', ']'],
  ['«', '»'],
  ['“', '”'],
];

// Sentences of a paragraph line, each ending at . ! ? or … and a space; a closing quote or bracket
// written after the full stop ('… fiable. »') stays with its sentence.
function lineSentences(line: string): Array<{ text: string; start: number }> {
  const found: Array<{ text: string; start: number }> = [];
  let start = 0;
  for (const end of line.matchAll(/(?<=[.!?…])\s+(?![»”)\]])/g)) {
    found.push({ text: line.slice(start, end.index), start });
    start = end.index + end[0].length;
  }
  found.push({ text: line.slice(start), start });
  return found.filter((sentence) => sentence.text.trim().length > 0);
}

/**
 * Brackets and quotes of one line left unmatched, each with its offset: opened and never closed,
 * or closed and never opened. Matched on the whole line, since an abbreviation's full stop
 * ('(juil. 2020 - août 2022)') is no sentence end to a bracket.
 */
function pairFaults(line: string): Array<{ fault: string; at: number }> {
  const faults: Array<{ fault: string; at: number }> = [];
  for (const [open, close] of PAIRS) {
    const opened: number[] = [];
    for (let at = 0; at < line.length; at += 1) {
      if (line[at] === open) opened.push(at);
      else if (line[at] === close && opened.pop() === undefined) faults.push({ fault: `'${close}' never opened`, at });
    }
    for (const at of opened) faults.push({ fault: `'${open}' never closed`, at });
  }
  // Straight double quotes open and close with the same sign: an odd count leaves the last one open.
  const straight = [...line.matchAll(/"/g)];
  if (straight.length % 2 === 1) faults.push({ fault: `'"' never closed`, at: straight.at(-1)?.index ?? 0 });
  return faults;
}

// Punctuation a list left behind when one of its items came out empty.
const DANGLING: ReadonlyArray<readonly [RegExp, string]> = [
  [/[,;:]\s*[,;]/, 'empty list item'],
  [/[,;]\s*\.(?!\.)/, "',' or ';' before a full stop"],
  [/\(\s*\)|\[\s*\]|«\s*»/, 'empty brackets'],
  [/:\s*[.!?,;]/, 'colon followed by nothing'],
];

/**
 * The body's punctuation faults: unmatched brackets and quotes ('(2019–2023)' is matched), list
 * punctuation left dangling (', ,', ' ; ;', ', .', '( )'), a colon followed by nothing, and a line
 * of prose ending on ',' ';' or ':' (a colon before a list of bullet lines is fine).
 */
export function punctuationFaults(letter: string, language: Language): PunctuationFault[] {
  const faults: PunctuationFault[] = [];
  for (const paragraph of bodyParagraphs(letter, language)) {
    const lines = paragraph.split('\n').map((line) => line.trim());
    lines.forEach((line, index) => {
      const sentences = lineSentences(line);
      const sentenceAt = (at: number) => [...sentences].reverse().find((sentence) => sentence.start <= at)?.text.trim() ?? line;
      for (const { fault, at } of pairFaults(line)) faults.push({ fault, sentence: sentenceAt(at) });
      for (const sentence of sentences) {
        for (const [pattern, fault] of DANGLING) if (pattern.test(sentence.text)) faults.push({ fault, sentence: sentence.text.trim() });
      }
      const last = sentences.at(-1)?.text.trim() ?? '';
      const end = /[,;:]$/.exec(last)?.[0];
      if (end === undefined) return;
      const bullet = BULLET.test(line);
      const listFollows = BULLET.test(lines[index + 1] ?? '');
      if (end === ':' && listFollows) return;
      if (end !== ':' && bullet) return;
      faults.push({ fault: `line ends on '${end}'`, sentence: last });
    });
  }
  return faults;
}
