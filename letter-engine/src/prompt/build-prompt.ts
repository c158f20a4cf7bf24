import type { LetterInput } from '../rules/letter-input.schema.ts';
import type { Language } from '../rules/limits.ts';
import type { PromptPlan } from '../requirements/prompt-plan.ts';
import { formatLetterDate } from '../text/format-letter-date.ts';
import type { ReadingOverrides } from '../writer/reading-overrides.ts';
import { correctionBlocks } from './corrections-text.ts';
import { fenceData, neutraliseUntrusted } from './fence.ts';
import { planBlocks } from './plan-text.ts';
import { PROMPT_TEXT_EN } from './prompt-text-en.ts';
import { PROMPT_TEXT_FR } from './prompt-text-fr.ts';
import type { PromptText } from './prompt-text.ts';
import { REFINEMENT_TEXT, type PromptRefinement } from './refinement-text.ts';
import { TONE_WORDING } from './tone.ts';

/**
 * Options of a prompt: the clock, the ATS keywords the CV supports (premium), the version asked,
 * the refinement of a letter already written (premium), what the user corrected of the reading, and the
 * plan the offline writer's reading gives (requirements/prompt-plan.ts).
 */
export type PromptOptions = { today: Date; atsKeywords?: string[]; variant?: 0 | 1 | 2; refinement?: PromptRefinement; plan?: PromptPlan; overrides?: ReadingOverrides };

/** The two messages of a chat completion, as plain text. */
export type Prompt = { system: string; user: string };

/** An OpenAI-style chat message. */
export type ChatMessage = { role: 'system' | 'user'; content: string };

const PROMPT_TEXT: Record<Language, PromptText> = { french: PROMPT_TEXT_FR, english: PROMPT_TEXT_EN };

// Keywords come from the posting, so they are untrusted too: one short line each, no brackets.
const MAX_KEYWORDS = 30;
const MAX_KEYWORD_CHARS = 60;

function cleanKeywords(keywords: readonly string[]): string[] {
  const cleaned = keywords
    .map((keyword) => neutraliseUntrusted(keyword).replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_CHARS).trim())
    .filter((keyword) => keyword.length > 0);
  return [...new Set(cleaned)].slice(0, MAX_KEYWORDS);
}

/**
 * Builds the system and user messages of docs/product.md §7 for one letter. Both are written in the letter's
 * language. The CV, the posting and the emphasis points are fenced as data (see fence.ts) between
 * the task sentence and the instructions, and the system message tells the model to ignore any
 * instruction inside them. `atsKeywords` adds the premium ATS instruction; `variant` asks for one
 * of three different structures when several versions are generated. `refinement` fences the
 * current letter after the instructions and asks for one change to it (refinement-text.ts).
 */
export function buildPrompt(input: LetterInput, opts: PromptOptions): Prompt {
  const text = PROMPT_TEXT[input.language];
  const tone = TONE_WORDING[input.language][input.tone];
  const emphasis = input.emphasis?.trim() ?? '';
  const blocks = [text.task, fenceData(text.tags.resume, input.resume), fenceData(text.tags.posting, input.jobPosting)];
  if (emphasis.length > 0) blocks.push(fenceData(text.tags.emphasis, emphasis));
  const lines = text.instructions({ date: formatLetterDate(opts.today, input.language), toneLabel: tone.label, toneDescription: tone.description });
  const keywords = cleanKeywords(opts.atsKeywords ?? []);
  if (emphasis.length > 0) lines.push(text.emphasis(text.tags.emphasis));
  if (keywords.length > 0) lines.push(text.atsKeywords(keywords.join(', ')));
  if (opts.variant !== undefined) lines.push(`- ${text.variants[opts.variant]}`);
  blocks.push([...lines, text.closing[0], '', text.closing[1]].join('\n'));
  if (opts.overrides) blocks.push(...correctionBlocks(opts.overrides, input.language));
  if (opts.plan) blocks.push(...planBlocks(opts.plan, input.language));
  if (opts.refinement) blocks.push(...refinementBlocks(opts.refinement, input.language));
  return { system: text.system(text.tags), user: blocks.join('\n\n') };
}

// The letter to rework is fenced like the CV: the user may have edited it, so it is data too.
function refinementBlocks(refinement: PromptRefinement, language: Language): string[] {
  const text = REFINEMENT_TEXT[language];
  const blocks = [text.intro, fenceData(text.tag, refinement.letter)];
  if (refinement.kind === 'paragraph') blocks.push(fenceData(text.paragraphTag, refinement.paragraph));
  blocks.push(text.instruction[refinement.kind]);
  return blocks;
}

/**
 * The same prompt as buildPrompt, as the `messages` array of an OpenAI-compatible chat completion
 * (use with MODEL_DEFAULTS).
 */
export function buildChatMessages(input: LetterInput, opts: PromptOptions): ChatMessage[] {
  const prompt = buildPrompt(input, opts);
  return [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
}
