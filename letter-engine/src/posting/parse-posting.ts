import { analyzePosting } from './analyze-posting.ts';

/** What the letter's title and subject need to know about a posting: who hires, and for what. */
export type ParsedPosting = { company: string | null; position: string | null };

/** The company and position of a posting: a view of analyzePosting for callers that need only those. */
export function parsePosting(text: string): ParsedPosting {
  const { company, position } = analyzePosting(text);
  return { company, position };
}
