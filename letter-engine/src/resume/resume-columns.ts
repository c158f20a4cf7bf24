// A CV laid out in two columns and pasted as text keeps them side by side on each line:
// 'Technicien raccordement FTTH            COMPÉTENCES'. Read line by line, the right column's
// words join the left's ('Soudure optique' read as an employer). Unfolded, the left column comes
// first, then the right one, each in its own order.

import { cityOf } from '../text/places.ts';
import { PERIOD } from './resume-dates.ts';
import { readJobTables } from './resume-table.ts';
import { startsUpper } from '../text/letter-case.ts';

// Spaces that part two columns: a word gap is one or two.
const GAP = / {4,}|\t+/g;
// The right column starts this far right at least: closer, the gap is a table's ('Anglais      courant').
const MIN_COLUMN = 28;
// How far from the usual column a right part may start and still be in it.
const SLACK = 3;
// Lines that must show the right column for the CV to have one.
const MIN_SPLIT_LINES = 5;
const MIN_SPLIT_SHARE = 0.25;

type Split = { left: string; right: string; at: number };

// Where a line's right part starts, if it has one: after its last long gap, or after its indentation.
function splitOf(line: string): Split | null {
  const indent = /^ +/.exec(line)?.[0].length ?? 0;
  if (indent >= MIN_COLUMN) return { left: '', right: line.trim(), at: indent };
  // Slices once, after the last gap: a pasted line of thousands of gaps stays linear.
  let last: { start: number; at: number } | null = null;
  for (const gap of line.matchAll(GAP)) {
    const at = gap.index + gap[0].length;
    if (gap.index > 0 && at >= MIN_COLUMN && at < line.length) last = { start: gap.index, at };
  }
  return last === null ? null : { left: line.slice(0, last.start).trim(), right: line.slice(last.at).trim(), at: last.at };
}

// The column most right parts start at, give or take SLACK.
function usualColumn(splits: readonly Split[]): { column: number; count: number } {
  const counts = new Map<number, number>();
  for (const { at } of splits) counts.set(at, (counts.get(at) ?? 0) + 1);
  let best = { column: 0, count: 0 };
  for (const column of counts.keys()) {
    let count = 0;
    for (let near = column - SLACK; near <= column + SLACK; near += 1) count += counts.get(near) ?? 0;
    if (count > best.count) best = { column, count };
  }
  return best;
}

// Rule 'a tab parts the columns': 'Nadia BENSALEM<tab>EXPÉRIENCE PROFESSIONNELLE' (a care worker's two-column CV copied
// from a table), whose left cells are too short to reach MIN_COLUMN in characters: the first run of tabs on a line
// pads its left part to TAB_COLUMN, where every tabbed line's right part then starts.
const TAB_COLUMN = 60;

function tabbed(line: string): string {
  const at = line.indexOf('\t');
  if (at < 0) return line;
  let end = at;
  while (line[end] === '\t') end += 1;
  const left = line.slice(0, at);
  return `${left.padEnd(Math.max(left.length + 4, TAB_COLUMN))}${line.slice(end)}`;
}

// Rule 'a narrow gap at the column': 'carrossiers (freinage, filtration, embrayage)  cat. 1A, 3 et 5' (a parts storeman's
// CV), 'Missions chez SCOB Bâtiment et Ouest Génie Civil  Pêche en mer, foot' (a crane operator's): once the CV shows its
// right column, a long left line leaves only two spaces before it; text starting at that column after two spaces is its.
function narrowSplit(line: string, column: number): Split | null {
  for (let at = column - SLACK; at <= column + SLACK; at += 1) {
    if (at > 2 && at < line.length && line.slice(at - 2, at) === '  ' && line[at] !== ' ' && line.slice(0, at).trim().length > 0) {
      return { left: line.slice(0, at).trim(), right: line.slice(at).trim(), at };
    }
  }
  return null;
}

// Rule 'a table reads across': 'Sept. 2022 – aujourd'hui<tab>Data scientist – Verdello, Lyon' then '<tab>• Modèle de
// prévision…' (a data scientist's CV), '03/2011 – 10/2024<tab>Technicien frigoriste SAV<tab>Froid Service Lyonnais, Corbas'
// (a refrigeration technician's): when tabbed lines open on dates and no tabbed cell is a heading in capitals (a
// two-column page puts its headings in both columns), the tabs part a row's cells, read left to right.
const HEADING_CELL = /^[\p{Lu}\s'’&/-]{6,}$/u;

// A cell that is a period and nothing else: 'Sept 2011 – Dec 2019', '2021', 'Depuis 09/2011'.
function isPeriodCell(cell: string): boolean {
  const period = PERIOD.exec(cell.trim());
  return period !== null && period.index === 0 && cell.trim().length - period[0].length <= 2;
}

function isTable(lines: readonly string[]): boolean {
  const tabbed = lines.filter((line) => line.includes('\t'));
  const rows = tabbed.map((line) => line.split(/\t+/u).map((cell) => cell.trim()).filter((cell) => cell.length > 0));
  // Dates open the row, or close it ('Corporal (Driver), Royal Logistic Corps, British Army<tab>Sept 2011 – Dec 2019', a
  // pest control technician's CV).
  const dated = tabbed.filter((line) => PERIOD.exec(line.split('\t')[0] ?? '')?.index === 0 || isPeriodCell(line.split(/\t+/u).at(-1) ?? ''));
  // A value in capitals after its form label ('Nom :<tab>DUBOIS-MARTEL', a cook's form-like CV) is no heading.
  const values = rows.flatMap((cells) => cells.filter((_cell, at) => !(cells[at - 1] ?? '').endsWith(':')));
  return dated.length > 0 && !values.some((cell) => HEADING_CELL.test(cell));
}

// 'Sept. 2022 – aujourd'hui : Data scientist – Verdello, Lyon', 'Corporal (Driver), Royal Logistic Corps | Sept 2011 – Dec
// 2019'; a row without a first cell goes on the line above it.
function rowText(line: string): string {
  const cells = line.split(/\t+/u).map((cell) => cell.trim());
  // 'Nom :<tab>DUBOIS-MARTEL<tab>Prénom :<tab>Kevin': a form's row of labels and values reads as its fields.
  if (cells.length >= 2 && cells.every((cell, at) => (at % 2 === 0) === cell.endsWith(':'))) return cells.join(' ');
  const [first = '', ...rest] = cells;
  const others = rest.filter((cell) => cell.length > 0);
  if (first.length === 0) return others.join(' – ');
  const last = others.at(-1);
  if (last !== undefined && isPeriodCell(last) && !isPeriodCell(first)) return `${[first, ...others.slice(0, -1)].join(' – ')} | ${last}`;
  return others.length === 0 ? first : `${first} : ${others.join(' – ')}`;
}

/** The CV's text with a second column, when it has one, moved below the first; otherwise unchanged. */
export function unfoldColumns(text: string): string {
  const raw = readJobTables(text.split('\n'));
  if (isTable(raw)) return raw.map(rowText).join('\n');
  const lines = raw.map(tabbed);
  const filled = lines.filter((line) => line.trim().length > 0);
  const splits = lines.map(splitOf);
  const { column, count } = usualColumn(splits.filter((split): split is Split => split !== null));
  if (count < MIN_SPLIT_LINES || count < filled.length * MIN_SPLIT_SHARE) return raw.join('\n');
  const left: string[] = [];
  const right: string[] = [];
  lines.forEach((line, index) => {
    const found = splits[index];
    const split = found !== null && found !== undefined && Math.abs(found.at - column) <= SLACK ? found : narrowSplit(line, column);
    if (split !== null) {
      if (split.left.length > 0) left.push(split.left);
      right.push(split.right);
    } else left.push(line);
  });
  return [...unwrapped(left), '', ...unwrapped(right)].join('\n');
}

// 'mars 2023 – aujourd'hui' opens in lower case and is a line of its own: a job's dates.
const MONTH = /^(?:janv|f[ée]v|mars|avr|mai|juin|juil|ao[uû]t|sept|oct|nov|d[ée]c)\p{L}*\.? \d/u;

// 'Front of House Supervisor – The Ivy Clifton' / 'Brasserie, Bristol May 2023 – present', 'BTEC Level 3, Weston'
// / 'College, 2021': a job's or a diploma's line wrapped before its dates, the few capitalised words opening the next line ending the employer's name.
// A place alone before the dates ('Paris, 2019 – 2021') is a line of its own.
function endsHeader(previous: string, text: string): boolean {
  if (!/ [–—|] |, /u.test(previous) || /(?:19|20)\d{2}/.test(previous)) return false;
  const period = PERIOD.exec(text);
  if (period === null || text.slice(period.index + period[0].length).trim().length > 0) return false;
  const head = (text.slice(0, period.index).split(',')[0] ?? '').trim();
  const words = head.split(' ');
  return head.length > 0 && words.length <= 3 && words.every((word) => startsUpper(word)) && cityOf(head) === null;
}

// Words a line cannot end on: a preposition, an article, a conjunction.
const DANGLING = /\s(?:de|du|des|d['’]|à|au|aux|le|la|les|l['’]|et|ou|en|sur|avec|pour|par|of|the|and|or|to|from|with|for|by)$/iu;

function depthOf(text: string): number {
  return (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
}

// A narrow column wraps its lines: 'Tirage de câble en souterrain et en' / 'aérien, pose de PTO'. A line
// that goes on in lower case or inside an open bracket joins the one above, unless that one ended a sentence;
// so does any line after one ending on a word that never ends a statement ('écart ramené de' / '2,1 % à 0,6 %').
// The brackets still open are counted as lines join, so a long run of them stays linear.
function unwrapped(lines: readonly string[]): string[] {
  const joined: string[] = [];
  let depth = 0;
  for (const line of lines) {
    const text = line.trim();
    const previous = joined[joined.length - 1];
    const open = previous !== undefined && previous.length > 0 && !'.:;!?'.includes(previous.charAt(previous.length - 1));
    const cut = open && DANGLING.test(previous) && !PERIOD.test(text) && !/^[-•▪*–]/u.test(text);
    if (open && text.length > 0 && !MONTH.test(text) && (/^[\p{Ll}(]/u.test(text) || depth > 0 || cut || endsHeader(previous, text))) {
      joined[joined.length - 1] = `${previous} ${text}`;
      depth += depthOf(text);
    } else {
      joined.push(line);
      depth = depthOf(text);
    }
  }
  return joined;
}
