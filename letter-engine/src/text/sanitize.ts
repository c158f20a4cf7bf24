import { HORIZONTAL_SPACES, trimEdges } from './trim-edges.ts';

// Characters that render as nothing but can smuggle instructions or break matching: zero-width
// spaces and joiners, bidi controls, word joiners, the BOM, the soft hyphen, Unicode "tag" characters
// (an invisible copy of ASCII used in prompt-injection attacks) and variation selectors.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- the class lists lone joiners and selectors on purpose
  /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFE00-\uFE0F]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]/gu;

// C0 and C1 control characters except tab and line feed (carriage returns are handled before).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * Cleans text pasted by a user before any other processing: unifies line endings, removes
 * invisible and control characters, and composes accents (NFC) so 'é' is one character whatever
 * the source. NFKC is not applied: it would turn 'm²' into 'm2' in a letter. Line structure is kept.
 */
export function sanitizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '')
    .replace(/[\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => trimEdges(line, '', HORIZONTAL_SPACES))
    .join('\n');
}

/** Splits sanitised text into trimmed, non-empty lines. */
export function nonEmptyLines(text: string): string[] {
  return sanitizeText(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
