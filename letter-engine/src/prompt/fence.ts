import { sanitizeText } from '../text/sanitize.ts';

// Angle brackets, also written as HTML entities or as look-alikes (full-width '＜', small '﹤',
// mathematical '⟨', CJK '〈'): every way to write something a model could read as a tag.
const ENTITY_BRACKETS = /&(?:lt|gt|#0*6[02]|#x0*3[ce]);/gi;
const OPENING = /[<＜﹤〈〈⟨]/g;
const CLOSING = /[>＞﹥〉〉⟩]/g;

/**
 * Neutralises untrusted text so it can sit inside a data fence: invisible and control characters
 * are stripped and every angle bracket becomes a look-alike quote mark ('‹', '›'), so no tag inside
 * the text — '</cv>' included — can close the fence or open a new section.
 */
export function neutraliseUntrusted(text: string): string {
  return sanitizeText(text)
    .replace(ENTITY_BRACKETS, (entity) => (/lt|60|3c/i.test(entity) ? '‹' : '›'))
    .replace(OPENING, '‹')
    .replace(CLOSING, '›')
    .trim();
}

/**
 * Wraps untrusted text (CV, job posting, emphasis points) in `<tag>…</tag>` after neutralising it,
 * so the model reads it as data: whatever the text says, it cannot leave its fence.
 */
export function fenceData(tag: string, text: string): string {
  return `<${tag}>\n${neutraliseUntrusted(text)}\n</${tag}>`;
}
