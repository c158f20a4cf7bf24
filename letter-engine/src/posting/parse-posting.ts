import { looksLikeJobTitle } from '../text/job-titles.ts';
import { nonEmptyLines, sanitizeText } from '../text/sanitize.ts';
import { cleanPosition } from './clean-position.ts';
import { findCompany } from './find-company.ts';

/** What the letter needs to know about a posting: who hires, and for what. */
export type ParsedPosting = { company: string | null; position: string | null };

const POSITION_LABEL =
  /^\s*(?:intitul[ée](?: du poste| de poste| de l['’]offre)?|titre du poste|poste|job title|title|position|role|fonction|emploi|m[ée]tier)\s*[:：]\s*(.*)$/i;

const SENTENCE =
  /(?:recrute|recherche|recherchons|recrutons|is looking for|are looking for|is hiring|are hiring|is recruiting|are recruiting|seeks|is seeking|are seeking|à la recherche d['’]\s*|(?:rejoignez|rejoindre|join)\s.+?\s(?:en tant que|comme|as))\s+(.{3,120})/i;

// Lines that talk to the reader are sentences, never the title line.
const ADDRESSES_READER = /\b(?:vous|nous|you|we|our|notre|votre)\b/i;

const GENDER = /\b(?:[HF]\s*\/\s*[HF]|[MW]\s*\/\s*[FWM](?:\s*\/\s*[DX])?)\b/i;

function fromLabel(lines: readonly string[]): string | null {
  for (const [index, line] of lines.entries()) {
    const value = POSITION_LABEL.exec(line)?.[1]?.trim();
    if (value === undefined) continue;
    const position = cleanPosition(value.length > 0 ? value : (lines[index + 1] ?? ''));
    if (position !== null) return position;
  }
  return null;
}

// The title line: among the first lines, one that is not a sentence and reads like a job title;
// a gender marker ('(H/F)') makes it certain.
// A title line may itself be a sentence: 'Acme recrute un(e) Comptable (H/F)'.
function fromSentenceLine(line: string): string | null {
  const phrase = SENTENCE.exec(line)?.[1];
  if (phrase === undefined) return null;
  const position = cleanPosition(phrase.split(/[.,;:!?\n]/)[0] ?? '');
  return position !== null && looksLikeJobTitle(position) ? position : null;
}

function fromTitleLine(lines: readonly string[]): string | null {
  const head = lines.slice(0, 4).filter((line) => line.split(/\s+/).length <= 14);
  const gendered = head.find((candidate) => GENDER.test(candidate));
  const titled = head.find((candidate) => !/[.!?]$/.test(candidate) && !ADDRESSES_READER.test(candidate) && looksLikeJobTitle(candidate));
  const line = gendered ?? titled;
  if (line === undefined) return null;
  const fromSentence = fromSentenceLine(line);
  if (fromSentence !== null) return fromSentence;
  if (SENTENCE.test(line)) return null;
  return cleanPosition(line.split(/\s+(?:chez|at|@)\s+/)[0] ?? line);
}

function fromSentence(text: string): string | null {
  for (const line of text.split('\n')) {
    const position = fromSentenceLine(line);
    if (position !== null) return position;
  }
  return null;
}

/**
 * Reads the company and the position of a job posting, French or English, for the letter's
 * title, subject line and saved fields. Position: a labelled line ('Intitulé du poste :', 'Poste :',
 * 'Job title:'), else the title line at the top, else 'X recherche un(e) …' / 'we are looking for
 * a …'; gender markers ('(H/F)', '(F/H)', 'm/f/d'), contract and place are removed. Company: see
 * findCompany. Either is null when the posting does not say.
 */
export function parsePosting(text: string): ParsedPosting {
  const clean = sanitizeText(text);
  const lines = nonEmptyLines(clean);
  const position = fromLabel(lines) ?? fromTitleLine(lines) ?? fromSentence(clean);
  return { company: findCompany(clean), position };
}
