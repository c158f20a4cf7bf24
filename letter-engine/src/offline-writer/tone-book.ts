import type { Paragraph } from './sentence.ts';
import type { WriterContext } from './writer-context.ts';

/** Writes the body of one variant: the paragraphs between the salutation and the closing formula. */
export type ComposeBody = (context: WriterContext) => Paragraph[];

/**
 * The three variants of one tone in one language. Each variant has its own structure, so the
 * three versions of a letter differ in plan and wording, not in one sentence. `extra` holds
 * motivation sentences in the same tone that any variant may add, before its closing paragraph,
 * when a thin CV leaves the letter under 300 words; each variant starts at a different one.
 */
export type ToneBook = { variants: readonly [ComposeBody, ComposeBody, ComposeBody]; extra: readonly string[] };
