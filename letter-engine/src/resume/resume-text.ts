import { nonEmptyLines, sanitizeText } from '../text/sanitize.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { unfoldColumns } from './resume-columns.ts';
import { MONTH, PERIOD } from './resume-dates.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

// Characters CVs put before a list item. A leading '-' counts only when a space follows: '-20 %'
// starts a figure, not a list.
const BULLETS = '•*▪►✓✔○◦·➢➤→◆■□●❖›»✅☑';
const DASHES = '-–—';
const EDGES = ` ,;:|/${DASHES}${BULLETS}`;

/**
 * The CV's non-empty lines, sanitised, a second column moved below the first (unfoldColumns), each with
 * its runs of spaces collapsed to one: every reader
 * of this folder relies on single spaces, which also keeps their patterns linear on pasted blanks.
 */
export function resumeLines(text: string): string[] {
  return nonEmptyLines(unfoldColumns(sanitizeText(text))).flatMap(datedSentences).map((line) => spacedCommas(columnsApart(line).replace(/\s+/g, ' ')));
}

// Rule 'a dated row's columns': 'Jan 2014 – Jun 2022     Credit Controller     Midshires Building Supplies Ltd,
// Wellingborough' (a credit controller's CV), '2015 – 2017          Higher Technical Professional Course (CTeSP) in
// Topography…    EQF level 5' (a surveyor's Europass): after the dates, a wide gap parts one column from the next as a dash
// would; collapsed to a space, the employer joined the role ('Credit Controller Midshires Building Supplies Ltd').
function columnsApart(line: string): string {
  const period = PERIOD.exec(line);
  if (period?.index !== 0) return line;
  const rest = line.slice(period[0].length);
  const gap = /^ {3,}/u.exec(rest)?.[0] ?? '';
  return `${period[0]}${gap}${rest.slice(gap.length).replace(/(?<=\S) {3,}(?=\S)/gu, ' – ')}`;
}

// Rule 'a line of dated jobs, one a sentence': '2019–now: Scaffolder, Scaff-Tek North Ltd, Wakefield. 2017–2019: labourer
// then trainee scaffolder (CISRS Part 1 & 2), J&R Scaffolding, Pontefract.' (a scaffolder's three-line CV), '2023-2026 :
// Agent SSIAP 1, entrepôt logistique (Lesquin) : rondes, PC sécurité, SSI. 2021-2023 : Agent de prévention et de
// sécurité, hypermarché (Roubaix).' (a security guard's): each sentence that opens on its dates and a colon is a line.
const MONTH_BEFORE = new RegExp(`(?<![\\p{L}])${MONTH}$`, 'iu');

export function datedSentences(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const stop of line.matchAll(/\.\s+/gu)) {
    const next = stop.index + stop[0].length;
    const period = PERIOD.exec(line.slice(next));
    if (start === 0 && PERIOD.exec(line)?.index !== 0) return [line];
    // 'janv. 2024 – mars 2026 :' is one date: the full stop of a month's abbreviation parts no sentence.
    if (period?.index === 0 && /^\s?:/u.test(line.slice(next + period[0].length)) && !MONTH_BEFORE.test(line.slice(0, stop.index))) {
      parts.push(line.slice(start, stop.index));
      start = next;
    }
  }
  // Each a job's line, without the full stop that only parted the sentences.
  return parts.length === 0 ? [line] : [...parts, line.slice(start).replace(/\.\s*$/u, '')];
}

// Rule 'a comma is written after its word': 'pose sol et faïence ,douche a l'italienne , chape , ragréage , plinthes .'
// (a tiler's thin CV), 'four a bois , pâte maison ,jusqu'a 150 pizzas' (a pizza chef's): a space before a comma or a
// full stop goes after it, so the items read as a list. A comma between figures ('1,2 M€') is a decimal one and stays.
function spacedCommas(line: string): string {
  return line.replace(/(?<=\S) ,(?=\s|\p{L})/gu, ',').replace(/,(?=\p{L})/gu, ', ').replace(/(?<=\p{L}) \.(?=\s|$)/gu, '.');
}

// '> Transports programmés…': a '>' and a space open a list item; '> 95 %' is a figure ('more than').
const ARROW_BULLET = /^> (?!\d)/;

/** True when a line starts with a list bullet. */
export function isBulleted(line: string): boolean {
  const first = line.charAt(0);
  return BULLETS.includes(first) || (DASHES.includes(first) && line.charAt(1) === ' ') || ARROW_BULLET.test(line);
}

/** The line without its list bullet. */
export function withoutBullet(line: string): string {
  return isBulleted(line) ? trimEdges(line, `${BULLETS}${DASHES}> `, '') : line;
}

/** A fragment without surrounding separators, spaces and empty brackets ('— Cloudia, ' → 'Cloudia'). */
export function tidy(part: string): string {
  const text = part.replace(/\(\s?\)/g, ' ').replace(/\s+/g, ' ');
  // '»' opens a line as a bullet, but closes what '«' opened: 'Salon « Au Poil Près »' lost its end.
  return trimEdges(text, EDGES, text.includes('«') ? EDGES.replace('»', '') : EDGES);
}

/** A bullet or a sentence as a letter may quote it: no bullet, no final punctuation. */
export function statement(line: string): string {
  return trimEdges(withoutBullet(line), ' ', ' .;,:');
}

export function wordCount(text: string): number {
  return text.split(' ').filter((word) => word.length > 0).length;
}

/** True when the text starts with an upper-case letter or a digit, as names and headers do. */
export function startsCapitalised(text: string): boolean {
  return /^[\p{Lu}\d]/u.test(text);
}

// Abbreviations after which a full stop does not end a sentence ('M. Dupont', 'cat. 3', 'janv. 2020').
const ABBREVIATIONS = lexiconWordSet({ list: 'abbreviations' });

/**
 * Splits a paragraph into sentences at '.', '!' or '?' followed by a space and a capital letter or
 * a digit, except after common abbreviations. One pass over the text.
 */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let at = 0; at < paragraph.length - 2; at += 1) {
    const char = paragraph.charAt(at);
    if ((char !== '.' && char !== '!' && char !== '?') || paragraph.charAt(at + 1) !== ' ') continue;
    if (!startsCapitalised(paragraph.charAt(at + 2))) continue;
    if (char === '.') {
      const wordStart = paragraph.lastIndexOf(' ', at - 1) + 1;
      const word = paragraph.slice(Math.max(wordStart, start), at).toLowerCase();
      if (ABBREVIATIONS.has(word) || word.length === 1) continue;
    }
    sentences.push(paragraph.slice(start, at + 1).trim());
    start = at + 2;
  }
  const last = paragraph.slice(start).trim();
  if (last.length > 0) sentences.push(last);
  return sentences.filter((sentence) => sentence.length > 0);
}
