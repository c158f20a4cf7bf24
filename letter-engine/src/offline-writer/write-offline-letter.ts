import { parsePosting } from '../posting/parse-posting.ts';
import type { LetterInput } from '../rules/letter-input.schema.ts';
import type { Language, Tone } from '../rules/limits.ts';
import { countWords } from '../text/tokenize.ts';
import { ENGLISH_FORMAL } from './english/formal.ts';
import { ENGLISH_FRIENDLY } from './english/friendly.ts';
import { ENGLISH_IMPACTFUL } from './english/impactful.ts';
import { fitWordBudget } from './fit-word-budget.ts';
import { FRENCH_FORMAL } from './french/formal.ts';
import { FRENCH_FRIENDLY } from './french/friendly.ts';
import { FRENCH_IMPACTFUL } from './french/impactful.ts';
import { letterFrame } from './letter-frame.ts';
import { extractResumeFacts } from '../resume/resume-facts.ts';
import { PRIORITY, type Paragraph } from './sentence.ts';
import type { ToneBook } from './tone-book.ts';
import { buildWriterContext } from './writer-context.ts';

/** Options of the offline writer: the clock, which of the three versions, the place of writing. */
export type OfflineWriterOptions = { today: Date; variant: 0 | 1 | 2; place?: string };

const BOOKS: Record<Language, Record<Tone, ToneBook>> = {
  french: { formal: FRENCH_FORMAL, friendly: FRENCH_FRIENDLY, impactful: FRENCH_IMPACTFUL },
  english: { formal: ENGLISH_FORMAL, friendly: ENGLISH_FRIENDLY, impactful: ENGLISH_IMPACTFUL },
};

// The tone's spare motivation sentences go before the closing paragraph, after every variant's own
// ones; each variant starts at a different point of the list, so thin letters still differ.
function withExtra(paragraphs: Paragraph[], extra: readonly string[], variant: 0 | 1 | 2): Paragraph[] {
  const start = Math.floor((extra.length * variant) / 3);
  const rotated = [...extra.slice(start), ...extra.slice(0, start)];
  const target = paragraphs[paragraphs.length - 2];
  if (target === undefined) return paragraphs;
  target.push(...rotated.map((text, index) => ({ text, priority: PRIORITY.filler + EXTRA_OFFSET + index })));
  return paragraphs;
}

// Extra sentences come after all of a variant's own motivation sentences.
const EXTRA_OFFSET = 50;

/**
 * Writes a complete cover letter without a language model (used when none is configured,
 * DECISIONS.md): 300–400 words in the chosen language and tone, in that language's standard
 * letter format (see letter-frame.ts), built only from the CV's facts (extractResumeFacts) and the
 * posting's company, position and the keywords the CV supports, with the user's emphasis points
 * that the CV does not contradict. `variant` 0, 1 and 2 give three different structures: classic
 * vous–moi–nous, result first, three strengths. Paragraphs are separated by a blank line.
 * The place of writing is `place`, else the CV's city, else the date line has no place.
 */
export function writeOfflineLetter(input: LetterInput, opts: OfflineWriterOptions): string {
  const facts = extractResumeFacts(input.resume);
  const posting = parsePosting(input.jobPosting);
  const context = buildWriterContext(input, facts, opts.variant);
  const frame = letterFrame({
    facts,
    company: posting.company,
    position: posting.position,
    language: input.language,
    tone: input.tone,
    today: opts.today,
    place: opts.place?.trim() || facts.city,
  });
  const fixedWords = countWords([...frame.head, ...frame.closing].join(' '));
  const book = BOOKS[input.language][input.tone];
  const body = fitWordBudget(withExtra(book.variants[opts.variant](context), book.extra, opts.variant), fixedWords);
  return [...frame.head, ...body, ...frame.closing].join('\n\n');
}
