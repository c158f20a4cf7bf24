import { lexiconWords, lexiconWordSet } from '../lexicon/words.ts';
import { foldText } from '../text/fold.ts';
import { cityOf } from '../text/places.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { startsCapitalised, wordCount } from './resume-text.ts';

// Countries, regions and work modes that follow a city in job headers and LinkedIn place lines
// (src/lexicon/words/places.json, list 'header-areas').
const AREAS = new Set(lexiconWords({ list: 'header-areas' }).map(foldText));

// French départements, UK counties, countries (list 'regions'): a job's area ('missions de 1 à 3 mois (Drôme,
// Ardèche)', a temp technician's; 'Crawley, West Sussex'), which a place line may end on.
const REGIONS = new Set(lexiconWords({ list: 'regions' }).map(foldText));

// Rule 'a French town's compound name': a name joined by a toponym's particle is a town, known or not ('Froid Service
// Drôme, Bourg-lès-Valence', a refrigeration trainee's; 'Joué-lès-Tours', 'Noyal-sur-Vilaine', 'Villard-de-Lans' in
// other CVs' job lines). A company's hyphenated name ('Saint-Gobain') has no particle.
const FRENCH_TOWN_SHAPE = /^(?:Saint-|Sainte-)?\p{Lu}[\p{L}']+(?:-(?:lès|lez|sur|sous|en|de|du|des|aux|le|la|les)-\p{Lu}[\p{L}']+)+$/u;

function isArea(part: string): boolean {
  const folded = foldText(part);
  return AREAS.has(folded) || /^(?:region|greater) |(?: area| region| metropolitan area| et peripherie)$/.test(folded);
}

/** True when a part of a header names a place ('Lyon', 'Villeurbanne (69)', 'France', 'Remote'). */
export function isPlace(part: string): boolean {
  const text = trimEdges(part, ' ()');
  // 'Belfort / remote' (a buyer's consulting job): a town and a work mode, each a place, are one place ('chez Belfort / remote').
  if (/\s\/\s/u.test(text)) return text.split(/\s\/\s/u).every((each) => cityOf(each) !== null || isArea(each));
  return cityOf(text) !== null || /^\d{2,3}$/.test(text) || isArea(text) || REGIONS.has(foldText(text)) || FRENCH_TOWN_SHAPE.test(text);
}

/** The city of a place part, else the part as written when it is a plausible place name. */
export function placeName(part: string): string | null {
  const text = trimEdges(part, ' ()');
  if (isArea(text)) return null;
  return cityOf(text) ?? (startsCapitalised(text) && wordCount(text) <= 3 && !/\d/.test(text) ? text : null);
}

/**
 * Reads a line made only of a place, as LinkedIn writes it under a job ('Nantes, Pays de la Loire,
 * France', 'Stockholm, Sweden · Hybrid', 'Région de Paris, France'): the city, or the first part as
 * written; null when the line is something else.
 */
const WORKPLACE_NOUNS = lexiconWordSet({ list: 'workplace-nouns' });
const namesAWorkplace = (name: string): boolean => [name.split(/\s+/u)[0] ?? '', name.split(/\s+/u).at(-1) ?? ''].some((word) => WORKPLACE_NOUNS.has(word.toLocaleLowerCase('fr')));

export function readPlaceLine(line: string): string | null {
  const [where = '', ...modes] = line.split(' · ');
  if (!modes.every(isArea)) return null;
  const parts = where.split(',').map((part) => part.trim());
  const [first = '', ...rest] = parts;
  if (wordCount(first) > 4 || !startsCapitalised(first)) return null;
  if (isPlace(first)) return rest.every(isPlace) ? (isArea(first) ? first : (cityOf(first) ?? first)) : null;
  // An unknown first part is a city only before regions, countries and work modes: before a town it is the employer ('Entrepôt
  // Logidis, Vern-sur-Seiche', a driver's warehouse job).
  // Nor is a name that opens or ends on a place of work ('Lakeland Adventure Centre, Cumbria', an instructor's summer job).
  return rest.length > 0 && rest.every((part) => isArea(part) || REGIONS.has(foldText(part))) && !/\d/.test(first) && !namesAWorkplace(first) ? first : null;
}
