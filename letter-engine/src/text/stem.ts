// Words this short are acronyms or function words; stripping a letter would merge unrelated words.
const MIN_STEM_LENGTH = 4;

// Feminine endings of French job titles and adjectives, mapped to the masculine form, longest first:
// développeuse → développeur, directrice → directeur, technicienne → technicien,
// professionnelle → professionnel, créative → créatif, boulangère → boulanger. Both 'chargée' and
// 'chargé' lose their final vowels (the plain mute-e rule below would otherwise keep 'charge').
const FEMININE_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['euse', 'eur'],
  ['rice', 'eur'],
  ['ienne', 'ien'],
  ['enne', 'en'],
  ['elle', 'el'],
  ['ette', 'et'],
  ['ive', 'if'],
  ['ere', 'er'],
  ['ee', ''],
];

function stripPlural(word: string): string {
  if (word.length <= MIN_STEM_LENGTH - 1) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux') && word.length > 4) return `${word.slice(0, -3)}al`;
  if ((word.endsWith('s') && !word.endsWith('ss')) || word.endsWith('x')) return word.slice(0, -1);
  return word;
}

function stripFeminine(word: string): string {
  for (const [feminine, masculine] of FEMININE_ENDINGS) {
    if (word.endsWith(feminine) && word.length - feminine.length >= 3) {
      return word.slice(0, -feminine.length) + masculine;
    }
  }
  // A final mute e marks the feminine of most other words (ingénieure, assistante, experte).
  if (word.length > MIN_STEM_LENGTH && word.endsWith('e') && !word.endsWith('ee')) return word.slice(0, -1);
  return word;
}

/**
 * Light stemmer for matching only (never shown): removes the plural (s, x, -eaux → -eau, -aux → -al) and maps
 * French feminine forms to the masculine, so 'développeuses', 'développeur' and 'Développeurs'
 * share one stem. Expects folded text (see foldText). Tokens holding digits or symbols (Bac+5,
 * C#, Node.js) are returned unchanged.
 */
export function stem(folded: string): string {
  if (folded.length < MIN_STEM_LENGTH || /[^a-z]/.test(folded)) return folded;
  let word = stripFeminine(stripPlural(folded));
  // 'anglaise' → 'anglais' must meet 'anglais' → 'anglai': strip a plural-looking s once more.
  word = stripPlural(word);
  return word;
}
