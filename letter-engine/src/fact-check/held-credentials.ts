import { hasLapsed, latestYear, NOT_HELD_WORDS } from '../resume/credential-validity.ts';
import { foldText } from '../text/fold.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

/** A credential the letter says the candidate holds, as written, and where. */
export type HeldClaim = { label: string; at: number };

// Saying a credential is held: 'titulaire du titre professionnel ECSR', 'j'ai obtenu un BTS', 'I hold a BA
// (Hons) in English', 'I am AAT Level 3 qualified'; or that it is still valid: 'AFGSU 2 à jour', 'a valid
// First Aid at Work certificate'. The name runs to the next clause.
// Words are bounded in length: a pasted run of apostrophes or brackets is never read as one, so the patterns stay linear.
const WORD = String.raw`[\p{L}\d()'’+/-]{1,40}`;
const NAME = String.raw`(${WORD}(?: (?!(?:from|at|in \d|en \d|à l|de l['’]|which|that|qui|que|and I|et je)\b)${WORD}){0,7})`;
const holds = (wording: string, flags = 'giu'): RegExp => new RegExp(String.raw`(?<![\p{L}])${wording}${NAME}`, flags);
const HOLDS = [
  holds(String.raw`(?:titulaire|détent(?:eur|rice)) d(?:u |e la |e l['’]|['’]un |['’]une |e |es )`),
  holds(String.raw`j['’]ai (?:obtenu|décroché|validé) (?:le |la |l['’]|un |une |mon |ma )`),
  holds(String.raw`diplômée? (?:du |de la |d['’]un |d['’]une |en )`),
  holds(String.raw`I (?:hold|have (?:earned|gained|obtained|completed|achieved|passed)|earned|gained|obtained|completed|achieved|passed) (?:a |an |the |my )?`, 'gu'),
  holds(String.raw`(?:a |an |my )?(?:valid|current|up-to-date|in-date) `),
];
// 'AFGSU 2 à jour', 'AAT Level 3 qualified': the name, then what says it is held.
const HELD_AFTER = new RegExp(String.raw`(?<![\p{L}\d()'’+/-])(${WORD}(?: ${WORD}){0,5}) (?:à jour|en cours de validité|valide|up to date|in date|qualified|certified)(?![\p{L}])`, 'giu');

const SMALL = lexiconWordSet({ list: ['connectors', 'elided-connectors', 'credential-filler'] });

function keyWords(name: string): string[] {
  return foldText(name)
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length > 0 && !SMALL.has(word));
}

/** The letter's statements that the candidate holds a credential, each with the name it gives. */
export function heldClaims(letter: string): HeldClaim[] {
  const found: HeldClaim[] = [];
  for (const pattern of [...HOLDS, HELD_AFTER]) {
    for (const match of letter.matchAll(pattern)) {
      const name = trimEdges(match[1] ?? '', '', '.,;:');
      // 'Mon AFGSU 2 à jour', 'I am AAT Level 3 qualified': the name starts after the small words.
      const small = /^(?:(?:mon|ma|mes|my|i|am|je|suis|the|le|la|l['’])\s*)+/iu.exec(name)?.[0] ?? '';
      found.push({ label: name.slice(small.length), at: match.index + match[0].indexOf(name) + small.length });
    }
  }
  return found.filter((claim) => keyWords(claim.label).length > 0);
}

// The lines of a CV, and whether each names what is on it as held.
type Line = { words: Set<string>; held: boolean; text: string };

// 'the first aid kit' names a box, not a certificate.
const NOT_A_CREDENTIAL = /first aid (?:kits?|box(?:es)?|room|station|supplies|bag)/giu;

// A prose CV's paragraph is read sentence by sentence: a year dates what its own sentence names.
function readLines(resume: string): Line[] {
  const raw = resume
    .replace(NOT_A_CREDENTIAL, ' ')
    .split(/\n|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return raw.map((text, index) => {
    // LinkedIn's line under a degree says when it ends: 'certification prévue en février 2027'.
    const next = raw[index + 1] ?? '';
    const notHeld = NOT_HELD_WORDS.test(text) || (!/\b(?:19|20)\d\d\b/.test(text) && /^(?:19|20)\d\d\b/.test(next) && NOT_HELD_WORDS.test(next));
    return { words: new Set(keyWords(text)), held: !notHeld, text };
  });
}

/**
 * The credentials a letter says are held that the CV names only as not held: being prepared ('AAT Level 3
 * Diploma – in progress', 'Titre pro ECSR en cours') or lapsed ('AFGSU niveau 2 (recyclage à faire)',
 * 'First Aid at Work, 2019' three years on). A credential the CV also names as held, or never names, is
 * left to the other checks. `year` is the letter's; without it, the latest the CV writes.
 */
export function unheldCredentialClaims(letter: string, resume: string, year: number | null): HeldClaim[] {
  const asOf = year ?? latestYear(resume);
  const lines = readLines(resume);
  return heldClaims(letter).flatMap((claim) => {
    // The claim's first distinctive words, up to three, as a CV line must hold them all.
    const keys = keyWords(claim.label).slice(0, 3);
    const naming = lines.filter((line) => keys.every((key) => line.words.has(key)) || (keys.length > 1 && keys.slice(0, 2).every((key) => line.words.has(key)) && !line.held));
    const lineLapsed = (line: Line): boolean => hasLapsed(claim.label, line.text, asOf);
    if (naming.length === 0) return [];
    return naming.every((line) => !line.held || lineLapsed(line)) ? [claim] : [];
  });
}

const ONLY_UNHELD = new Map<string, Set<string>>();

/**
 * The words a CV writes only on lines that name something as not held ('NVQ Level 3 – portfolio complete,
 * AM2 booked for February 2027'): a letter naming one of them as the candidate's ('AM2, which you mention')
 * claims what the CV says is still to come.
 */
export function onlyUnheldWords(resume: string): ReadonlySet<string> {
  const known = ONLY_UNHELD.get(resume);
  if (known !== undefined) return known;
  const lines = readLines(resume);
  const held = new Set(lines.filter((line) => line.held).flatMap((line) => [...line.words]));
  const words = new Set(lines.filter((line) => !line.held).flatMap((line) => [...line.words].filter((word) => !held.has(word))));
  // The writer checks many phrases against one CV: the last one read is kept.
  ONLY_UNHELD.clear();
  ONLY_UNHELD.set(resume, words);
  return words;
}

// Saying one holds a driving licence, with or without its category.
const HOLDS_LICENCE = [
  /(?<![\p{L}])(?:titulaire|détent(?:eur|rice)|detent(?:eur|rice))\s+d(?:u|'un|’un)\s+permis(?:\s+[A-E]\b)?|(?<![\p{L}])j['’]ai\s+(?:le|mon)\s+permis(?:\s+[A-E]\b)?|(?<![\p{L}])permis(?:\s+[A-E])?\s+en\s+poche/giu,
  /\bI\s+(?:hold|have)\s+(?:a\s+)?(?:(?:full|clean|current)\s+)*(?:UK\s+)?(?:(?:full|clean|current)\s+)*driving\s+licen[cs]e/giu,
];

/** Where a text says the candidate holds a driving licence ('titulaire du permis', 'I hold a full driving licence'). */
export function heldLicences(text: string): HeldClaim[] {
  return HOLDS_LICENCE.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ label: match[0].replace(/\s+/g, ' '), at: match.index })));
}
