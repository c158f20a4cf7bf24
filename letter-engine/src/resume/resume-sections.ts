import { foldText } from '../text/fold.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { withoutBullet } from './resume-text.ts';
import { lexiconGroups, lexiconWordSet } from '../lexicon/words.ts';

/**
 * The parts of a CV the readers use. 'header' is everything before the first heading (and a
 * 'Contact' block); 'ignored' holds what says nothing about the candidate's work (LinkedIn's
 * activity and recommendations).
 */
export type ResumeSectionKind =
  | 'header' | 'profile' | 'experience' | 'education' | 'skills' | 'softSkills' | 'languages' | 'certificates'
  | 'licences' | 'interests' | 'volunteering' | 'ignored' | 'other';

export type ResumeSections = Record<ResumeSectionKind, string[]>;

const KINDS: readonly ResumeSectionKind[] = [
  'header', 'profile', 'experience', 'education', 'skills', 'softSkills', 'languages', 'certificates', 'licences', 'interests', 'volunteering', 'ignored', 'other',
];
const isKind = (section: string | undefined): section is ResumeSectionKind => KINDS.includes(section as ResumeSectionKind);

// Headings as CVs, job boards and LinkedIn write them, French and English, from the lexicon
// (src/lexicon/words/headings.json, list 'resume-section-headings').
const HEADINGS: ReadonlyArray<readonly [ResumeSectionKind, readonly string[]]> = lexiconGroups({ list: 'resume-section-headings' }).map((group) => {
  if (!isKind(group.section)) throw new Error(`resume-section-headings: unknown section ${group.section}`);
  return [group.section, group.words];
});

// Small words dropped from headings so 'Licenses & certifications' meets 'licenses and certifications'.
const CONNECTORS = lexiconWordSet({ list: ['connectors', 'elided-connectors', 'heading-possessives'] });

function headingKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && !CONNECTORS.has(word))
    .join(' ');
}

const BY_KEY = new Map<string, ResumeSectionKind>(
  HEADINGS.flatMap(([kind, headings]) =>
    headings.map((heading) => [headingKey(heading), kind] as const),
  ),
);

/** The kind of section a line opens ('EXPÉRIENCES PROFESSIONNELLES', 'Formation :', '🎓 Education'), or null. */
function headingKind(line: string): ResumeSectionKind | null {
  const text = trimEdges(line.replace(/\([^()]*\)/g, ' '), ' ', ' :：');
  if (text.split(' ').length > 6) return null;
  const key = headingKey(text);
  if (key.length === 0) return null;
  const known = BY_KEY.get(key);
  if (known !== undefined) return known;
  // Two headings of one section joined ('LOGICIELS ET OUTILS', 'Skills & Tools'): that section. Two of different sections
  // ('PERMIS ET QUALIFICATIONS') are the lexicon's to place, or no heading.
  const kinds = new Set(text.split(/\s(?:&|and|et)\s|\s?[/|]\s?/iu).map((part) => BY_KEY.get(headingKey(part)) ?? null));
  if (kinds.size === 1 && !kinds.has(null)) return [...kinds][0] ?? null;
  // Rule 'a heading and its field': 'EXPÉRIENCE EN FROID ET CLIMATISATION' and 'EXPÉRIENCE EN GRANDE DISTRIBUTION' (a
  // refrigeration technician's CV, whose whole career was read as one job's lines): a line in capitals that opens on a
  // heading of the lexicon, then 'en', 'dans', 'in' and a field, opens that heading's section.
  const field = /^(\p{Lu}+(?: \p{Lu}+)?) (?:EN|DANS|IN) \p{Lu}[\p{Lu}\s'’&-]*$/u.exec(text);
  return field === null ? null : (BY_KEY.get(headingKey(field[1] ?? '')) ?? null);
}

/** True when a line is a section heading ('ÉDUCATION ET FORMATION', 'Langues :'). */
export function opensSection(line: string): boolean {
  return headingKind(line) !== null;
}

// Sections whose lines are lists: a labelled line ('Langues : anglais courant') adds to them
// without leaving the section the line is in.
const LIST_KINDS = new Set<ResumeSectionKind>(['skills', 'softSkills', 'languages', 'certificates', 'licences', 'interests']);

/** 'Langues : anglais, espagnol' → the languages section and 'anglais, espagnol'. */
function labelled(line: string): { kind: ResumeSectionKind; rest: string } | null {
  const text = withoutBullet(line);
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 45) return null;
  const kind = headingKind(text.slice(0, colon));
  const rest = text.slice(colon + 1).trim();
  return kind === null || rest.length === 0 ? null : { kind, rest };
}

function emptySections(): ResumeSections {
  return {
    header: [], profile: [], experience: [], education: [], skills: [], softSkills: [], languages: [], certificates: [],
    licences: [], interests: [], volunteering: [], ignored: [], other: [],
  };
}

/**
 * Splits a CV into its usual sections by their headings, keeping each section's lines in order.
 * A labelled line ('Compétences : Excel, SAP', 'Permis : B', and in a CV's top part 'Formation :
 * BTS MCO') puts its content in the labelled section without leaving the current one. A CV
 * without headings is all header.
 */
export function splitResumeSections(lines: readonly string[]): ResumeSections {
  const sections = emptySections();
  let current: ResumeSectionKind = 'header';
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind !== null) {
      current = kind;
      continue;
    }
    const label = labelled(line);
    if (label !== null && (LIST_KINDS.has(label.kind) || current === 'header' || current === 'profile')) {
      sections[label.kind].push(label.rest);
      continue;
    }
    sections[current].push(line);
  }
  return sections;
}
