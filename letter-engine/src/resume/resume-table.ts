import { lexiconGroups } from '../lexicon/words.ts';
import { foldText } from '../text/fold.ts';

// Rule 'a table's header row names its columns': 'Période<tab>Entreprise<tab>Poste<tab>Travaux réalisés' (a roofer's CV
// copied from France Travail's table), 'Période<tab>Employeur<tab>Poste<tab>Missions' (a cook's form-like CV, its cells
// wrapped over several rows): the rows under it are read by column, a job a row (or the rows a wrapped period spans), and
// written as the experience reader reads a job: 'dates : role – employer', then its duties as a bullet. Read across
// without its header, the employer came first and was taken for the role ('SARL Toitures Hervouet' at 'Pornic'). A table of
// diplomas or credentials ('Intitulé<tab>Organisme<tab>Date<tab>Validité') is read the same way, a line an entry. A table typed
// with bars between its cells ('Dates | Role | Employer / clients | Key facts', an energy assessor's CV; 'Year | Qualification |
// Body') is the same table.

type Column = 'period' | 'employer' | 'role' | 'duties' | 'name' | 'issuer' | 'date' | 'validity';
const COLUMNS: ReadonlyMap<string, Column> = new Map(
  lexiconGroups({ list: 'resume-table-columns' }).flatMap((group) => group.words.map((word) => [word, group.section as Column] as const)),
);

type Table = { columns: Column[]; jobs: boolean };

// Two headings of one column joined ('Main duties / achievements', an emergency call handler's Word table; 'Missions et
// réalisations'): that column, as two headings of one section are that section (resume-sections.ts).
function columnOf(cell: string): Column | undefined {
  const known = COLUMNS.get(cell);
  if (known !== undefined) return known;
  const kinds = new Set(cell.split(/\s?[/&]\s?|\s(?:and|et|or|ou)\s/u).map((part) => COLUMNS.get(part.trim())));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

function headerColumns(line: string): Table | null {
  const cells = cellsOf(line).filter((cell) => cell.length > 0).map((cell) => foldText(cell));
  const columns = cells.map(columnOf);
  if (columns.some((column) => column === undefined)) return null;
  const found = columns as Column[];
  if (found.includes('period') && found.includes('employer') && found.includes('role')) return { columns: found, jobs: true };
  // 'Intitulé<tab>Organisme<tab>Date<tab>Validité' (the roofer's credentials), 'Année<tab>Diplôme<tab>Établissement' (the cook's).
  return found.includes('name') && found.includes('date') ? { columns: found, jobs: false } : null;
}

// 'CAP Couvreur – CFA du BTP, Saint-Herblain (2021)', 'CACES R486 catégories A et B (nacelles) – Centre Atlantique Formation
// (mars 2024, valid until mars 2029)': a diploma's or a credential's row as its own line reads.
function credentialLine(cell: (column: Column) => string): string {
  const validity = cell('validity').replace(/^[–—-]$/u, '');
  const dated = [cell('date'), validity.length > 0 ? `valid until ${validity}` : ''].filter((part) => part.length > 0).join(', ');
  return `${[cell('name'), cell('issuer')].filter((part) => part.length > 0).join(' – ')}${dated.length > 0 ? ` (${dated})` : ''}`;
}

// Cells between tabs, or between bars with spaces around them ('2019 – now   | Self-employed DEA'); a table typed as Markdown
// also opens and closes its rows on a bar ('| 2025  | Concours externe de gardien-brigadier |', a police officer's CV).
const CELL_BREAK = /\t|\s\|\s/u;
const cellsOf = (line: string): string[] => line.replace(/^ *\|\s|\s\| *$/gu, '').split(/[\t|]/u).map((cell) => cell.trim());
// '|-------|------|': the line under a Markdown table's header.
const isRuleRow = (line: string): boolean => /^[\s|:-]+$/u.test(line) && line.includes('---');

/** The CV's lines with each table of jobs or credentials read by its header row; the lines of anything else unchanged. */
export function readJobTables(lines: readonly string[]): string[] {
  const out: string[] = [];
  let table: Table | null = null;
  let record: Map<Column, string[]> | null = null;
  const flush = (): void => {
    if (record === null) return;
    const cell = (column: Column): string => (record?.get(column) ?? []).join(' ').replace(/\s+/gu, ' ').trim();
    if (table?.jobs === false) out.push(credentialLine(cell));
    else {
      out.push(`${cell('period')} : ${[cell('role'), cell('employer')].filter((part) => part.length > 0).join(' – ')}`);
      if (cell('duties').length > 0) out.push(`- ${cell('duties')}`);
    }
    record = null;
  };
  for (const line of lines) {
    const header = CELL_BREAK.test(line) ? headerColumns(line) : null;
    if (header !== null) {
      flush();
      table = header;
      continue;
    }
    if (table !== null && isRuleRow(line)) continue;
    // A line with bars and another count of cells is no row ('Name | Priya Shah' after the table); tabs may wrap a row.
    if (table === null || !CELL_BREAK.test(line) || (!line.includes('\t') && cellsOf(line).length !== table.columns.length)) {
      flush();
      table = null;
      out.push(line);
      continue;
    }
    const { columns } = table;
    const cells = cellsOf(line);
    // A row opens an entry by its dates (a job) or its name (a credential): a cell wrapped below it has neither, and a job
    // whose dates end on a dash goes on below ('nov. 2022 –' above 'oct. 2026').
    const opening = cells[columns.indexOf(table.jobs ? 'period' : 'name')] ?? '';
    const unfinished = record?.get('period')?.join(' ').trim().endsWith('–') ?? false;
    if (opening.length > 0 && !unfinished) {
      flush();
      record = new Map();
    }
    record ??= new Map();
    columns.forEach((column, at) => {
      const text = cells[at] ?? '';
      if (text.length > 0) record?.set(column, [...(record.get(column) ?? []), text]);
    });
  }
  flush();
  return out;
}
