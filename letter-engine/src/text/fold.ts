/**
 * Folds text for comparison: lower case, no accents, ligatures expanded, typographic apostrophes
 * and dashes unified. 'Développeuse' and 'DEVELOPPEUSE' fold to the same string.
 */
export function foldText(text: string): string {
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

