// Characters foldText may change beyond the case: non-ASCII and the backtick used as an apostrophe.
const NOT_PLAIN = /[`\u0080-\uffff]/;

/**
 * Folds text for comparison: lower case, no accents, ligatures expanded, typographic apostrophes
 * and dashes unified. 'Développeuse' and 'DEVELOPPEUSE' fold to the same string.
 */
export function foldText(text: string): string {
  // Most words are plain ASCII: nothing to fold but the case (a large share of the tokenizer's time).
  if (!NOT_PLAIN.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/[‐‑‒–—―]/g, '-');
}

