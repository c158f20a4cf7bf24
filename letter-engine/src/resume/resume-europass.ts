import { foldText } from '../text/fold.ts';
import { opensSection } from './resume-sections.ts';

/**
 * Europass CVs put a label column beside the values ('Fonction ou poste occupé   Conseiller
 * commercial'); pasted, the columns run together on one line with no colon, and a job is a block
 * of such lines under 'Dates'. The other readers know labelled lines ('Permis : B') and job lines
 * ('2022 – 2024 : Vendeur, Decathlon'), so each field is rewritten into the form they read.
 */
type Field =
  | 'name' | 'contact' | 'target' | 'dates' | 'position' | 'employer' | 'activities' | 'sector' | 'qualification'
  | 'school' | 'motherTongue' | 'otherLanguage' | 'softSkills' | 'skills' | 'licence';

// Labels folded (lower case, no accents), '(s)' and '(es)' dropped; longest first so that
// 'fonction ou poste occupe' wins over 'fonction ou poste'.
const LABELS: ReadonlyArray<readonly [string, Field]> = (
  [
    ['nom / prenom', 'name'], ['prenom / nom', 'name'], ['prenom nom', 'name'], ['nom prenom', 'name'],
    ['surname / first name', 'name'], ['first name / surname', 'name'], ['name surname', 'name'],
    ['adresse', 'contact'], ['address', 'contact'], ['telephone', 'contact'], ['telecopie', 'contact'], ['portable', 'contact'],
    ['courrier electronique', 'contact'], ['e-mail', 'contact'], ['nationalite', 'contact'], ['nationality', 'contact'],
    ['date de naissance', 'contact'], ['date of birth', 'contact'], ['sexe', 'contact'], ['gender', 'contact'],
    ['emploi recherche / domaine de competence', 'target'], ['emploi recherche', 'target'], ['poste vise', 'target'],
    ['desired employment / occupational field', 'target'], ['desired employment', 'target'], ['job applied for', 'target'],
    ['dates', 'dates'],
    ['fonction ou poste occupe', 'position'], ['fonction ou poste', 'position'], ['poste occupe', 'position'],
    ['occupation or position held', 'position'], ['position held', 'position'],
    ["nom et adresse de l'employeur", 'employer'], ["nom de l'employeur", 'employer'], ['employeur', 'employer'],
    ['name and address of employer', 'employer'], ['employer', 'employer'],
    ['principales activites et responsabilites', 'activities'], ['activites et responsabilites', 'activities'], ['activites', 'activities'],
    ['main activities and responsibilities', 'activities'],
    ["type ou secteur d'activite", 'sector'], ['type of business or sector', 'sector'],
    ['intitule du certificat ou diplome delivre', 'qualification'], ['intitule du diplome', 'qualification'],
    ['title of qualification awarded', 'qualification'],
    ["nom et type de l'etablissement d'enseignement ou de formation", 'school'], ["nom et type de l'etablissement d'enseignement", 'school'],
    ["nom de l'etablissement", 'school'], ['name and type of organisation providing education and training', 'school'],
    ['langue maternelle', 'motherTongue'], ['mother tongue', 'motherTongue'], ['autre langue', 'otherLanguage'], ['other language', 'otherLanguage'],
    ['aptitudes et competences sociales', 'softSkills'], ['aptitudes sociales', 'softSkills'], ['competences sociales', 'softSkills'],
    ['aptitudes et competences organisationnelles', 'softSkills'], ['aptitudes organisationnelles', 'softSkills'],
    ['social skills and competences', 'softSkills'], ['social skills', 'softSkills'], ['organisational skills and competences', 'softSkills'],
    ['communication skills', 'softSkills'], ['organisational / managerial skills', 'softSkills'],
    ['aptitudes et competences techniques', 'skills'], ['aptitudes techniques', 'skills'], ['aptitudes et competences informatiques', 'skills'],
    ['aptitudes informatiques', 'skills'], ['competences informatiques', 'skills'], ['technical skills and competences', 'skills'],
    ['computer skills and competences', 'skills'], ['computer skills', 'skills'], ['digital skills', 'skills'], ['job-related skills', 'skills'],
    ['permis de conduire', 'licence'], ['driving licence', 'licence'], ['driving license', 'licence'],
  ] as const
).slice().sort((a, b) => b[0].length - a[0].length);

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
