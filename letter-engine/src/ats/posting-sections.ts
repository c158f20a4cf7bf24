import { foldText } from '../text/fold.ts';
import { clauseMarker, headingSection, type SectionMode } from './section-headings.ts';

/** A stretch of the posting with the weight its section and wording give to the terms inside. */
export type PostingSegment = { start: number; end: number; mode: SectionMode };

// Bullets, numbering and emoji that decorate headings ('🎯 Vos missions', '1. Profil', '## About').
const DECORATION = /^[\s#*•\-–—▪►✓✔>\d.)(\p{Extended_Pictographic}\uFE0F]+|[\s:：?!.*#\p{Extended_Pictographic}]+$/gu;

function foldHeading(text: string): string {
  return foldText(text.replace(DECORATION, ''))
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
    if (headMode !== null) {
      section = headMode;
      contentStart = colon >= 0 ? colon + 1 : line.length;
    } else if (/[:：]\s*$/.test(line) && line.split(/\s+/).length <= 10) {
      // A lead-in: its own marker sets the weight of the list that follows, until the next heading.
      const marker = clauseMarker(foldText(line));
      if (marker !== null) section = marker;
      continue;
    }
    for (const clause of clauses(line.slice(contentStart), lineStart + contentStart)) {
      if (clause.text.trim().length === 0) continue;
      const marker = section === 'benefits' ? null : clauseMarker(foldText(clause.text));
      segments.push({ start: clause.start, end: clause.end, mode: marker ?? section });
    }
  }
  return segments;
}
