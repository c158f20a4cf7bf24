import { looksLikeJobTitle } from '../text/job-titles.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { hasUpper, startsLower, startsUpper } from '../text/letter-case.ts';

// Words a title keeps in lower case: 'Chef de rayon', 'Head of Housekeeping'.
const SMALL_WORDS = lexiconWordSet({ list: 'lower-case-words' });

// A word a letter should not print in capitals: 'CHEF', 'ÉLECTRORADIOLOGIE'; 'É' alone and 'McDONALD' are left be.
const WORD = /\p{L}+/gu;
const CAPITALS = /^\p{Lu}{2,}$|^À$/u;
const NOT_LETTER_BEFORE = String.raw`(?<![\p{L}])`;
const NOT_LETTER_AFTER = String.raw`(?![\p{L}])`;

// A line shouted in capitals says nothing of how a word is spelled.
function writtenNormally(line: string): boolean {
  const lower = line.match(/\p{Ll}/gu)?.length ?? 0;
  const upper = line.match(/\p{Lu}/gu)?.length ?? 0;
  return lower > upper;
}

/** How the posting's own sentences spell a phrase, ignoring the case; none when they never write it. */
export function spellingsOf(phrase: string, lines: readonly string[]): string[] {
  const pattern = new RegExp(`${NOT_LETTER_BEFORE}${escapeRegExp(phrase)}${NOT_LETTER_AFTER}`, 'giu');
  return lines.filter(writtenNormally).flatMap((line) => [...line.matchAll(pattern)].map((match) => match[0]));
}

type Style = 'lower' | 'capitalised';

function inStyle(word: string, style: Style): string {
  const lower = word.toLocaleLowerCase('fr');
  return style === 'lower' ? lower : lower.charAt(0).toLocaleUpperCase('fr') + lower.slice(1);
}

// In a title shouted whole, a short word after a preposition is a word ('AUXILIAIRE DE VIE', 'AGENT DE BAR'); an
// acronym follows the noun it qualifies ('TECHNICIEN SAV', 'AGENT SSIAP').
const AFTER_PREPOSITION = lexiconWordSet({ list: 'of-prepositions' });

function wordCase(word: string, lines: readonly string[], style: Style, previous: string): string {
  const lower = word.toLocaleLowerCase('fr');
  if (SMALL_WORDS.has(lower)) return lower;
  if (word.length === 3 && style === 'lower' && AFTER_PREPOSITION.has(previous.toLocaleLowerCase('fr'))) return inStyle(word, style);
  // 'IT', 'HR', 'IDE': a short word in capitals is an acronym, whatever homograph the sentences hold.
  if (word.length <= 3) return word;
  const spellings = spellingsOf(word, lines);
  // The posting writes the word in lower case somewhere ('un manipulateur'), else capitalised.
  if (spellings.includes(lower)) return inStyle(word, style);
  const capitalised = spellings.find((spelling) => spelling !== word);
  if (capitalised !== undefined) return capitalised;
  // Only ever in capitals, or never elsewhere: an acronym when short ('ATSEM', 'CACES'), a shouted word when
  // longer ('BARBER'); in a title shouted whole, a word of four letters is a word ('CHEF', 'AIDE').
  const acronym = spellings.length > 0 || style === 'capitalised' ? word.length <= 5 : word.length <= 3;
  return acronym ? word : inStyle(word, style);
}

// Rule 'no preposition ends a title': a small word in capitals at a title's end is an acronym, not 'de' or 'du'
// cut from what followed it: 'Infirmier(e) DE' (a clinic's post), 'Éducateur spécialisé DE' (an association's
// title line), both for 'diplômé d'État'.
function endsTitle(title: string, word: string, offset: number): boolean {
  return SMALL_WORDS.has(word.toLocaleLowerCase('fr')) && !/\p{L}/u.test(title.slice(offset + word.length));
}

// A title written like 'CISRS Part 1 or Part 2 SCAFFOLDER' capitalises its words; one shouted whole or written
// like 'Chef de RAYON' does not.
function styleOf(title: string): Style {
  const written = title
    .split(/[^\p{L}]+/u)
    .slice(1)
    .filter((word) => /\p{Ll}/u.test(word) && !SMALL_WORDS.has(word.toLocaleLowerCase('fr')));
  return written.length > 0 && written.every((word) => startsUpper(word)) ? 'capitalised' : 'lower';
}

function capitalCount(text: string): number {
  return text.match(/\p{Lu}/gu)?.length ?? 0;
}

function capitalised(word: string): string {
  return word.charAt(0).toLocaleUpperCase('fr') + word.slice(1);
}

// 'Poissonnier / poissonnière', 'Vendeur / caissier': each side of the slash is a title of its own.
function capitalisedAlternatives(title: string): string {
  if (!startsUpper(title)) return title;
  return title
    .split(' / ')
    .map((part, index) => (index > 0 && startsLower(part) && looksLikeJobTitle(part) ? capitalised(part) : part))
    .join(' / ');
}

// 'EMPLOYÉ(E) POLYVALENT(E)', 'CHARGÉ·E': a word's inclusive ending takes its case once the word is written small.
const SHOUTED_INCLUSIVE = /(?<=\p{Ll})(?:\(\p{Lu}{1,4}\)|·\p{Lu}{1,4}(?![\p{L}]))/gu;

/**
 * A title written in capitals ('MANIPULATEUR EN ÉLECTRORADIOLOGIE MÉDICALE', 'an experienced BARBER') as a letter
 * prints it: as the posting's own sentences spell it when they do ('manipulateur en électroradiologie médicale'),
 * word by word otherwise, acronyms kept ('HGV driver'), its first letter capitalised, and each of its
 * alternatives ('Poissonnier / Poissonnière').
 */
export function properCase(title: string, lines: readonly string[]): string {
  if (!(title.match(WORD) ?? []).some((word) => CAPITALS.test(word))) return capitalisedAlternatives(title);
  const whole = spellingsOf(title, lines)
    .filter((spelling) => capitalCount(spelling) < capitalCount(title))
    .sort((a, b) => capitalCount(a) - capitalCount(b))[0];
  const style = styleOf(title);
  let previous = '';
  const cased =
    whole ??
    title.replace(WORD, (word, offset: number) => {
      const wordCased = !CAPITALS.test(word) ? word : endsTitle(title, word, offset) ? word : wordCase(word, lines, style, previous);
      previous = word;
      return wordCased;
    });
  return capitalisedAlternatives(capitalised(cased.replace(SHOUTED_INCLUSIVE, (ending: string) => ending.toLocaleLowerCase('fr'))));
}

/**
 * An English title a sentence gave in lower case ('experienced car valeter wanted') as English letters print a
 * job title: 'Car Valeter', 'Part-time Bookseller', 'Head of Housekeeping'. A title the posting cased is kept.
 */
export function englishTitleCase(title: string): string {
  if (hasUpper(title.slice(1))) return title;
  return title.replace(WORD, (word, offset: number) => {
    const before = title.charAt(offset - 1);
    const opensWord = offset === 0 || before === ' ' || before === '/' || before === '(';
    return opensWord && (offset === 0 || !SMALL_WORDS.has(word)) ? capitalised(word) : word;
  });
}
