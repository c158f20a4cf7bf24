import { foldText } from '../text/fold.ts';
import { opensSection } from './resume-sections.ts';
import { lexiconGroups } from '../lexicon/words.ts';

/**
 * Europass CVs put a label column beside the values ('Fonction ou poste occupé   Conseiller
 * commercial'); pasted, the columns run together on one line with no colon, and a job is a block
 * of such lines under 'Dates'. The other readers know labelled lines ('Permis : B') and job lines
 * ('2022 – 2024 : Vendeur, Decathlon'), so each field is rewritten into the form they read.
 */
const FIELDS = [
  'name', 'contact', 'target', 'dates', 'position', 'employer', 'activities', 'sector', 'qualification', 'school', 'motherTongue',
  'otherLanguage', 'softSkills', 'skills', 'licence',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (section: string | undefined): section is Field => FIELDS.includes(section as Field);

// Labels folded (lower case, no accents), '(s)' and '(es)' dropped (src/lexicon/words/resume-words.json, list
// 'europass-labels'); longest first so that 'fonction ou poste occupe' wins over 'fonction ou poste'.
const LABELS: ReadonlyArray<readonly [string, Field]> = lexiconGroups({ list: 'europass-labels' })
  .flatMap((group) => {
    if (!isField(group.section)) throw new Error(`europass-labels: unknown field ${group.section}`);
    const field = group.section;
    return group.words.map((label) => [label, field] as const);
  })
  .sort((a, b) => b[0].length - a[0].length);

// What only a Europass form writes as bare labels: the double name label, the mother-tongue
// label, or a 'Dates' line with a position or an employer label.
function formLike(seen: ReadonlySet<Field>): boolean {
  if (seen.has('name') || seen.has('motherTongue')) return true;
  return seen.has('dates') && (seen.has('position') || seen.has('employer') || seen.has('qualification') || seen.has('school'));
}

// 'Nom(s) / Prénom(s)' → 'nom / prenom', 'Langue(s) maternelle(s)' → 'langue maternelle'.
function labelKey(text: string): string {
  return foldText(text).replace(/\((?:e?s)\)/g, '').replace(/ ?\/ ?/g, ' / ').replace(/\s+/g, ' ');
}

/** The field a line's label names and the value after it ('' when the value is on the next line), or null. */
function readField(line: string): { label: string; field: Field; value: string } | null {
  const key = labelKey(line);
  for (const [label, field] of LABELS) {
    if (!key.startsWith(label)) continue;
    const next = key.charAt(label.length);
    if (next !== '' && next !== ' ' && next !== ':') continue;
    // The same number of words in the line as in its folded label, whatever '(s)' it carried.
    const words = label.split(' ').length;
    const rest = line.replace(/\((?:e?s)\)/g, '').replace(/ ?\/ ?/g, ' / ').trim().split(' ').slice(words).join(' ');
    const value = rest.replace(/^: ?/, '').trim();
    // 'Dates de disponibilité : septembre' is not a period.
    if (field === 'dates' && value !== '' && !/\d/.test(value)) return null;
    return { label, field, value };
  }
  return null;
}

type Block = { dates: string; title: string | null; organisation: string | null; lines: string[] };

function blockLines(block: Block): string[] {
  const [first, ...rest] = block.lines;
  const title = block.title ?? (block.organisation === null ? first : undefined);
  const body = block.title === null && block.organisation === null ? rest : block.lines;
  if (title === undefined) return [`${block.dates} : ${block.organisation ?? ''}`, ...body];
  return [[`${block.dates} : ${title}`, block.organisation].filter((part) => part !== null).join(', '), ...body];
}

/** True when the CV is a Europass form (see formLike). */
export function isEuropass(lines: readonly string[]): boolean {
  const seen = new Set<Field>();
  for (const line of lines) {
    const field = readField(line)?.field;
    if (field !== undefined) seen.add(field);
    if (formLike(seen)) return true;
  }
  return false;
}

/**
 * A Europass CV's lines in the form the other readers know: 'Nom : DIALLO Moussa' kept as the name
 * field, a 'Dates' block as '<dates> : <position>, <employer>' followed by its activities,
 * languages, skills and licences as labelled list lines. Other CVs come back unchanged.
 */
export function readEuropassLayout(lines: readonly string[]): string[] {
  if (!isEuropass(lines)) return [...lines];
  const out: string[] = [];
  let block: Block | null = null;
  const flush = (): void => {
    if (block !== null) out.push(...blockLines(block));
    block = null;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const read = readField(line);
    if (read === null) {
      if (block !== null && !opensSection(line)) (block as Block).lines.push(line);
      else {
        flush();
        out.push(line);
      }
      continue;
    }
    let { value } = read;
    // A label alone on its line: the value is the next line's.
    if (value === '' && index + 1 < lines.length && readField(lines[index + 1] ?? '') === null) {
      index += 1;
      value = lines[index] ?? '';
    }
    if (value === '') continue;
    const current = block as Block | null;
    switch (read.field) {
      case 'name':
        out.push(`Nom et prénom : ${value}`);
        break;
      case 'contact':
      case 'target':
        out.push(`${read.label} : ${value}`);
        break;
      case 'dates':
        flush();
        block = { dates: value, title: null, organisation: null, lines: [] };
        break;
      case 'position':
      case 'qualification':
        if (current === null) out.push(value);
        else current.title ??= value;
        break;
      case 'employer':
      case 'school':
        if (current === null) out.push(value);
        else current.organisation ??= value;
        break;
      case 'activities':
      case 'sector':
        if (current === null) out.push(value);
        else current.lines.push(value);
        break;
      case 'motherTongue':
        flush();
        out.push(`Langues : ${value} (langue maternelle)`);
        break;
      case 'otherLanguage':
        flush();
        out.push(`Langues : ${value}`);
        break;
      case 'softSkills':
        flush();
        out.push(`Savoir-être : ${value}`);
        break;
      case 'skills':
        flush();
        out.push(`Compétences : ${value}`);
        break;
      case 'licence':
        flush();
        out.push(`Permis : ${value}`);
        break;
    }
  }
  flush();
  return out;
}
