import { foldText } from '../text/fold.ts';
import { clauseMarker, headingSection, isBenefitsClause, type SectionMode } from './section-headings.ts';

/**
 * A stretch of the posting with the weight its section and wording give to the terms inside.
 * `structured` says it is a list item, sits under a heading or a lead-in, or states its own weight:
 * the lines a recruiter writes requirements and missions in, as opposed to introductory prose.
 */
export type PostingSegment = { start: number; end: number; mode: SectionMode; structured: boolean };

const BULLET = /^\s*(?:[-*•▪►✓✔➢➤→·○◦■□–—>]|\d{1,2}[.)])\s*/u;

// Bullets, numbering and emoji that decorate headings ('🎯 Vos missions', '1. Profil', '## About').
const LEADING_DECORATION = /^[\s#*•\-–—▪►✓✔>\d.)(\p{Extended_Pictographic}\uFE0F]+/u;
const TRAILING_DECORATION = /^[\s:：?!.*#\p{Extended_Pictographic}\uFE0F]$/u;

// Walks back from the end one character at a time: a '[…]+$' pattern would rescan every run of
// spaces or punctuation from each of its positions, quadratic on a long run that does not end the line.
function withoutTrailingDecoration(text: string): string {
  let end = text.length;
  while (end > 0) {
    const low = text.charCodeAt(end - 1);
    const width = low >= 0xdc00 && low <= 0xdfff && end >= 2 ? 2 : 1;
    if (!TRAILING_DECORATION.test(text.slice(end - width, end))) break;
    end -= width;
  }
  return text.slice(0, end);
}

function foldHeading(text: string): string {
  return foldText(withoutTrailingDecoration(text.replace(LEADING_DECORATION, '')))
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Clauses end at sentence punctuation, or at a comma that opens a contrast ('…, mais…', '…, and
// ideally…'). Plain commas stay inside: 'Docker, Kubernetes ou Terraform serait un plus' is one
// clause, so all three tools are nice-to-have.
// Run on the original line (not folded) so offsets stay exact.
const CLAUSE_END = /[.;!?](?=\s|$)|,\s*(?=(?:mais|but|et id[ée]al|and ideal|tandis|while|whereas|id[ée]alement|ideally)\b)/giu;

function clauses(line: string, offset: number): Array<{ start: number; end: number; text: string }> {
  const result: Array<{ start: number; end: number; text: string }> = [];
  let start = 0;
  for (const match of line.matchAll(CLAUSE_END)) {
    const end = match.index + match[0].length;
    result.push({ start: offset + start, end: offset + end, text: line.slice(start, end) });
    start = end;
  }
  if (start < line.length) result.push({ start: offset + start, end: offset + line.length, text: line.slice(start) });
  return result;
}

/**
 * Splits a (sanitised) posting into segments weighted by section and wording. Headings such as
 * 'Profil recherché' or 'Requirements' open required sections, 'Un plus' or 'Nice to have'
 * nice-to-have ones, 'Avantages' or 'Benefits' sections whose terms are not keywords at all.
 * Inside any section, a clause saying 'serait un plus', 'idéalement', 'is a plus'… is
 * nice-to-have, and one saying 'indispensable', 'required'… is required. A lead-in line ending
 * with ':' ('Idéalement, vous connaissez :') sets the weight of the list below it. Heading lines
 * themselves yield no segment.
 */
export function postingSegments(text: string): PostingSegment[] {
  const segments: PostingSegment[] = [];
  let section: SectionMode = 'neutral';
  let headed = false;
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    if (line.trim().length === 0) continue;
    const colon = line.search(/[:：]/);
    const head = colon >= 0 ? line.slice(0, colon) : line;
    // 'Profil recherché : Bac+5…' opens a section inline; without a colon the whole line must be
    // a heading, give or take one word.
    const headMode = head.split(/\s+/).length <= 8 ? headingSection(foldHeading(head), colon >= 0 ? 3 : 1) : null;
    let contentStart = 0;
    // A labelled fact of the offer ('Lieu : Landerneau', 'Salaire : 32 k€') is its line's only: the
    // lines after it ('La tournée', its care list) are not benefits for it.
    let lineMode = section;
    if (headMode === 'benefits' && colon >= 0 && line.slice(colon + 1).trim().length > 0) {
      lineMode = headMode;
      contentStart = colon + 1;
    } else if (headMode !== null) {
      section = headMode;
      lineMode = headMode;
      headed = true;
      contentStart = colon >= 0 ? colon + 1 : line.length;
    } else if (/[:：]$/.test(line.trimEnd()) && line.split(/\s+/).length <= 10) {
      // A lead-in: its own marker sets the weight of the list that follows, until the next heading.
      const marker = clauseMarker(foldText(line));
      if (marker !== null) section = marker;
      headed = true;
      continue;
    }
    const listed = headed || BULLET.test(line);
    for (const clause of clauses(line.slice(contentStart), lineStart + contentStart)) {
      if (clause.text.trim().length === 0) continue;
      const folded = foldText(clause.text);
      const marker = lineMode === 'benefits' ? null : isBenefitsClause(folded) ? 'benefits' : clauseMarker(folded);
      segments.push({ start: clause.start, end: clause.end, mode: marker ?? lineMode, structured: listed || marker !== null });
    }
  }
  return segments;
}
