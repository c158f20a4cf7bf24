import { foldText } from '../text/fold.ts';
import { monthNumber } from './resume-dates.ts';

/** A move the CV states: where to, when (year, and month when given), and whether it is done or planned. */
export type ResumeMove = { town: string; year: number | null; month: number | null; done: boolean; /** The CV line that says it, as written. */ line: string };

const TOWN = String.raw`(\p{Lu}[\p{L}'’-]*(?: (?:sur|en|le|la|les|de|du|upon|on)? ?\p{Lu}[\p{L}'’-]*){0,2})`;
const WHEN = String.raw`(?:(?:en|dès|à partir de|pour|depuis|in|from|since|by)\s)?((?:(?:[Jj]anv|[Ff][ée]vr|[Mm]ars|[Aa]vr|[Mm]ai|[Jj]ui[nl]|[Aa]o[uû]t|[Ss]ept|[Oo]ct|[Nn]ov|[Dd][ée]c|[Jj]an|[Ff]eb|[Mm]ar|[Aa]pr|[Mm]ay|[Jj]u[nl]|[Aa]ug|[Ss]ep)\p{Ll}*\.?\s)?(?:19|20)\d{2})`;

// Rule 'a move the CV states', its wordings in both languages (each seen in CVs of different trades):
// planned — 'installation à Tours prévue en janvier 2025' (an orthoptist's), 'Je prépare une installation à Londres en
// 2025' (a visual merchandiser's), 'Relocating to Lyon with my partner in December 2024', 'Moving to Lyon' (a
// sommelier's), 'looking to move closer to Leeds from January 2025' (a teacher's), 'Je souhaite m'installer en Irlande';
// done — 'Installée à Bristol depuis septembre 2025' (a room attendant's), 'I moved to Lyon in September 2026' (a QC
// technician's), 'Moved to Lyon in 2025' (an accountant's), 'arrivé à Bristol en septembre 2026' (a bike mechanic's).
const PLANNED = [
  new RegExp(String.raw`\b[Ii]nstallation (?:à|en|au) ${TOWN}(?:,)?(?: prévue)?(?:\s${WHEN})?`, 'u'),
  new RegExp(String.raw`\b(?:[Jj]e m['’]installe|[Jj]e vais m['’]installer|[Dd]éménagement) (?:à|en|au) ${TOWN}(?:(?: avec [^,.;]+?)?\s${WHEN})?`, 'u'),
  new RegExp(String.raw`\b(?:[Mm]oving|[Rr]elocating|[Ll]ooking to move(?: closer)?|[Pp]lanning to move|[Aa]bout to move) to ${TOWN}(?:(?: with [^,.;]+?|, \p{Lu}[\p{L}-]+)?\s\(?${WHEN})?`, 'u'),
];
const DONE = [
  new RegExp(String.raw`\b(?:[Ii]nstallée?s?|[Aa]rrivée?s?|[ÉéEe]tablie?s?) (?:à|en|au) ${TOWN}(?:(?: avec [^,.;]+?)?\s${WHEN})?`, 'u'),
  new RegExp(String.raw`\b(?:[Mm]oved|[Rr]elocated) (?:back )?to ${TOWN}(?:(?: with [^,.;]+?)?\s${WHEN})?`, 'u'),
];

// Words a capitalised 'town' may be that name no place ('Relocating to Lyon' is one; 'Moved to Senior roles' is not).
const NOT_A_TOWN = /^(?:je|j|i|my|the|a|an|le|la|les|un|une|senior|junior|france|uk)$/iu;

function read(match: RegExpExecArray, done: boolean, line: string): ResumeMove | null {
  const town = (match[1] ?? '').trim();
  if (town.length < 2 || NOT_A_TOWN.test(foldText(town))) return null;
  const when = match[2] ?? null;
  const year = when === null ? null : Number(/(?:19|20)\d{2}/u.exec(when)?.[0]);
  const month = when === null || !/\p{L}/u.test(when) ? null : monthNumber(when);
  return { town, year, month, done, line: line.trim() };
}

/**
 * The move the CV states, done or planned ('installation à Tours prévue en janvier 2025'), or null: the first
 * one that says when, else the first ('Moving to Lyon' in a headline, 'Relocating to Lyon … in December 2024' below).
 */
export function resumeMove(text: string): ResumeMove | null {
  const found = text.split('\n').flatMap((line) => [
    ...PLANNED.map((pattern) => pattern.exec(line)).flatMap((match) => (match === null ? [] : [read(match, false, line)])),
    ...DONE.map((pattern) => pattern.exec(line)).flatMap((match) => (match === null ? [] : [read(match, true, line)])),
  ]).filter((move): move is ResumeMove => move !== null);
  const first = found[0];
  return found.find((move) => move.year !== null && foldText(move.town) === foldText(first?.town ?? '')) ?? first ?? null;
}
