import { lexiconGroups } from '../lexicon/words.ts';
import { foldText } from '../text/fold.ts';
import { trimEdges } from '../text/trim-edges.ts';

/** What a section of a posting is about. */
export type SectionKind = 'company' | 'missions' | 'profile' | 'niceToHave' | 'benefits' | 'other';

const KINDS: readonly SectionKind[] = ['company', 'missions', 'profile', 'niceToHave', 'benefits', 'other'];
const isKind = (section: string | undefined): section is SectionKind => KINDS.includes(section as SectionKind);
function sectionKind(list: string, section: string | undefined): SectionKind {
  if (!isKind(section)) throw new Error(`${list}: unknown section ${section}`);
  return section;
}

/**
 * Section headings of French and English postings as job boards show them (LinkedIn, Indeed,
 * Welcome to the Jungle, APEC, France Travail) and as companies write them, folded, from the lexicon
 * (src/lexicon/words/headings.json, list 'posting-section-headings'). A heading marked inline may
 * also open a line: 'Vos missions : prospecter…', 'Nice to have: Terraform'. Labels that carry a
 * value ('Poste : Comptable', 'Entreprise : Acme', 'Expérience : 2 ans') are headings only when alone
 * on their line.
 */
const HEADINGS: ReadonlyArray<readonly [SectionKind, boolean, readonly string[]]> = lexiconGroups({ list: 'posting-section-headings' }).map(
  (group) => [sectionKind(group.list, group.section), group.inline === true, group.words],
);

const BY_PHRASE = new Map<string, { kind: SectionKind; inline: boolean }>();
for (const [kind, inline, phrases] of HEADINGS) for (const phrase of phrases) BY_PHRASE.set(phrase, { kind, inline });

// 'À propos de Clinéo', 'About Monzo', 'Why Finch?', 'Pourquoi rejoindre Acme ?': a heading naming the company
// (lexicon list 'named-heading-prefixes'; the first prefix that fits wins).
const NAMED_HEADING: ReadonlyArray<readonly [string, SectionKind]> = lexiconGroups({ list: 'named-heading-prefixes' }).flatMap((group) =>
  group.words.map((prefix) => [prefix, sectionKind(group.list, group.section)] as const),
);

// What comes before a heading's first letter: bullets, pictograms, numbering ('🎯 Vos missions', '1. Profil').
const LEADING_SIGNS = /^[^\p{L}]+/u;

// Headings are short; a longer line is a sentence that happens to start like one.
const MAX_HEADING_WORDS = 7;
const EDGE = ' #*_=~:?!.>|-–—"\'«»“”()[]{}';

/** A recognised heading: its kind, and the text that follows it on the same line (may be empty). */
export type Heading = { kind: SectionKind; rest: string };

function phraseKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

function standalone(text: string): SectionKind | null {
  const key = phraseKey(trimEdges(text, EDGE));
  if (key.length === 0 || key.split(' ').length > MAX_HEADING_WORDS) return null;
  const known = BY_PHRASE.get(key);
  if (known !== undefined) return known.kind;
  const named = NAMED_HEADING.find(([prefix]) => key.startsWith(prefix) && key.split(' ').length <= prefix.split(' ').length + 4);
  return named?.[1] ?? null;
}

/**
 * Reads a line as a section heading: 'Profil recherché', '🎯 Vos missions :', '**Nice to have**',
 * 'À propos de Clinéo', 'Vos missions : prospecter…'. Returns null for any other line.
 */
export function readHeading(line: string): Heading | null {
  if (!/[.;]$/.test(line)) {
    const kind = standalone(line.replace(LEADING_SIGNS, ''));
    if (kind !== null) return { kind, rest: '' };
  }
  const separator = INLINE_SEPARATOR.exec(line);
  if (separator === null || separator.index <= 0 || separator.index > 45) return dashedHeading(line);
  const known = BY_PHRASE.get(phraseKey(trimEdges(line.slice(0, separator.index).replace(LEADING_SIGNS, ''), EDGE)));
  if (known === undefined || !known.inline) return null;
  return { kind: known.kind, rest: line.slice(separator.index + separator[0].length).trim() };
}

// What parts an inline heading from its text: a colon, or in a social post an arrow ('Tes missions 👉 accueillir…').
const INLINE_SEPARATOR = /:|\s(?:👉|→|➡️?|⬇️?|👇)\uFE0F?/u;

// 'THE ROLE – Assistant Keeper (Hoofstock)': a heading in capitals, a spaced dash, then what it names.
const DASHED = /^([^\p{Ll}]{3,40}?)\s[–—-]\s(.+)$/u;

/** A heading in capitals set off by a dash; what follows is kept only where the heading may carry text. */
function dashedHeading(line: string): Heading | null {
  const parts = DASHED.exec(line.replace(LEADING_SIGNS, ''));
  if (parts === null) return null;
  const known = BY_PHRASE.get(phraseKey(parts[1] ?? ''));
  if (known === undefined) return null;
  return { kind: known.kind, rest: known.inline ? (parts[2] ?? '').trim() : '' };
}
