import { readHeading, type SectionKind } from './section-headings.ts';

/** A run of posting lines under one heading; `head` holds the lines before the first heading. */
export type PostingSection = { kind: SectionKind | 'head'; lines: string[] };

/**
 * Cuts the posting's lines at each section heading ('Vos missions', 'Profil recherché',
 * 'Requirements'…). A heading's own text after a colon opens its section: 'Un plus : SAP'; inside a
 * section of the same kind such a line stays whole.
 */
export function splitSections(lines: readonly string[]): PostingSection[] {
  const sections: PostingSection[] = [{ kind: 'head', lines: [] }];
  for (const line of lines) {
    const heading = readHeading(line);
    const current = sections[sections.length - 1];
    if (heading === null || current === undefined) {
      current?.lines.push(line);
    } else if (heading.rest.length > 0 && heading.kind === current.kind) {
      // 'Vos qualités : rigueur…' inside a profile section is one more requirement, label included.
      current.lines.push(line);
    } else {
      sections.push({ kind: heading.kind, lines: heading.rest.length > 0 ? [heading.rest] : [] });
    }
  }
  return sections;
}

// A board's header line: short, no sentence, no bullet ('Customer Success Manager', 'Northwind · London (Hybrid)').
const HEADER_LINE = /^[^•▪✅*\-–].{0,80}$/u;
const MAX_BOARD_HEADER_LINES = 4;

/**
 * LinkedIn opens a copied post with its own heading ('About the job') above the title, the company
 * and the place: those short lines are the header, as they would be without the heading.
 */
export function withBoardHeader(sections: readonly PostingSection[]): PostingSection[] {
  const [head, first, ...rest] = sections;
  if (head === undefined || first === undefined || head.lines.length > 0) return [...sections];
  // The heading's section keeps a line of its own, unless another heading follows at once ('About the job', the
  // title, 'Atlas Logistics · Northampton', then 'About us'): then all its lines may be the header.
  const reach = rest.length > 0 ? first.lines.length : first.lines.length - 1;
  let count = 0;
  while (count < Math.min(MAX_BOARD_HEADER_LINES, reach)) {
    const line = first.lines[count] ?? '';
    if (!HEADER_LINE.test(line) || /[.!?;:]$/.test(line) || line.split(' ').length > 10) break;
    count += 1;
  }
  if (count === 0) return [...sections];
  return [{ kind: 'head', lines: first.lines.slice(0, count) }, { ...first, lines: first.lines.slice(count) }, ...rest];
}

/** Every line of the sections of one kind, in the posting's order. */
export function linesOf(sections: readonly PostingSection[], kind: PostingSection['kind']): string[] {
  return sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}
