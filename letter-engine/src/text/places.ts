import { lexiconWords } from '../lexicon/words.ts';
import { foldText } from './fold.ts';
import { startsUpper } from './letter-case.ts';

// Cities a CV or a posting commonly names without a postal code (lexicon list 'cities'), by their folded name.
const CITIES = new Map(lexiconWords({ list: 'cities' }).map((city) => [foldText(city), city]));

/** Returns the city's usual spelling when the phrase is a known city, else null. */
export function knownCity(phrase: string): string | null {
  return CITIES.get(foldText(phrase).trim()) ?? null;
}

// 'Bristol BS1 3XD', 'York YO1': a British postcode after the town.
export const UK_POSTCODE = / [A-Z]{1,2}\d[A-Z\d]?(?: \d[A-Z]{2})?$/;

/**
 * Reads a city from a place phrase as CVs and postings write it: '69002 Lyon', 'Villeurbanne (69)',
 * 'Paris 11e', 'Dublin, Ireland', 'London (hybrid)', '75 - PARIS 15' (France Travail), 'York YO1',
 * '12 rue de la République, 69002 Lyon'. Returns null when the phrase names no city.
 */
export function cityOf(phrase: string): string | null {
  const afterPostalCode = /\b\d{5} ?([\p{L}][\p{L}' -]{0,60})/u.exec(phrase)?.[1];
  if (afterPostalCode !== undefined) {
    const words = afterPostalCode.replace(/\s(?:cedex|c[ée]dex)\b.*$/i, '').trim().split(' ');
    for (let length = Math.min(words.length, 4); length >= 1; length -= 1) {
      const city = knownCity(words.slice(0, length).join(' '));
      if (city !== null) return city;
    }
    return words.join(' ');
  }
  const head = (phrase.split(',')[0] ?? phrase).replace(/^\d{2,3} ?[-–] ?/, '').replace(UK_POSTCODE, '');
  const bare = head
    .replace(/\([^()]{0,40}\)/g, '')
    .replace(/\b\d{1,2}(?:e|er|ème|eme)?\b/gi, '')
    .trim();
  return knownCity(bare);
}

// Names of cities run to three words at most ('Aix en Provence', 'San Francisco', 'La Roche-sur-Yon').
const MAX_CITY_WORDS = 3;

/** Finds the first known city named anywhere in a text ('… depuis 3 ans à Nantes.'). */
export function findKnownCity(text: string): string | null {
  const words = text.match(/[\p{L}'’-]+/gu) ?? [];
  for (const [index, word] of words.entries()) {
    if (!startsUpper(word)) continue;
    for (let length = Math.min(MAX_CITY_WORDS, words.length - index); length >= 1; length -= 1) {
      const city = knownCity(words.slice(index, index + length).join(' '));
      if (city !== null) return city;
    }
  }
  return null;
}

// Countries, French regions and départements, English counties (lexicon list 'regions'): 'Hatfield, England,
// United Kingdom', 'Nantes, Loire-Atlantique', 'Crawley, West Sussex'.
const REGIONS = new Set(lexiconWords({ list: 'regions' }).map((region) => foldText(region)));

/** True when a phrase is a country, a French region or département ('United Kingdom', 'Pays de la Loire', 'Loiret'). */
export function isRegion(phrase: string): boolean {
  return REGIONS.has(foldText(phrase).trim());
}

// Cities with a name of their own in the other language: a letter writes the name of its language.
const EXONYMS: ReadonlyArray<[french: string, english: string]> = [
  ['Londres', 'London'], ['Bruxelles', 'Brussels'], ['Genève', 'Geneva'], ['Lisbonne', 'Lisbon'], ['Édimbourg', 'Edinburgh'],
  ['Barcelone', 'Barcelona'], ['Venise', 'Venice'], ['Varsovie', 'Warsaw'], ['Anvers', 'Antwerp'], ['Gand', 'Ghent'],
  ['Bâle', 'Basel'], ['Copenhague', 'Copenhagen'], ['Moscou', 'Moscow'], ['Athènes', 'Athens'], ['Alger', 'Algiers'],
  ['Séville', 'Seville'], ['Douvres', 'Dover'], ['Montréal', 'Montreal'], ['Québec', 'Quebec'], ['Nouvelle-Orléans', 'New Orleans'],
];

/** A city as a letter in `language` names it: 'Londres' in an English letter is 'London', 'Brussels' in a French one 'Bruxelles'. */
export function cityIn(city: string, language: 'french' | 'english'): string {
  const folded = foldText(city);
  const pair = EXONYMS.find(([french, english]) => foldText(french) === folded || foldText(english) === folded);
  if (pair === undefined) return city;
  return language === 'french' ? pair[0] : pair[1];
}
