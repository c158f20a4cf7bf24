import { foldText } from '../text/fold.ts';
import { cityOf } from '../text/places.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { startsCapitalised, wordCount } from './resume-text.ts';

// Countries, regions and work modes that follow a city in job headers and LinkedIn place lines.
const AREAS = new Set(
  [
    'france', 'uk', 'united kingdom', 'royaume-uni', 'ireland', 'irlande', 'england', 'angleterre', 'scotland', 'écosse',
    'wales', 'usa', 'us', 'united states', 'états-unis', 'belgique', 'belgium', 'suisse', 'switzerland', 'canada',
    'espagne', 'spain', 'allemagne', 'germany', 'italie', 'italy', 'luxembourg', 'sweden', 'suède', 'netherlands',
    'pays-bas', 'portugal', 'maroc', 'morocco', 'remote', 'télétravail', 'à distance', 'hybride', 'hybrid', 'sur site',
    'on-site', 'onsite', 'en présentiel', 'full remote', 'île-de-france', 'auvergne-rhône-alpes', 'pays de la loire',
    'bretagne', 'normandie', 'nouvelle-aquitaine', 'occitanie', 'hauts-de-france', 'grand est', "provence-alpes-côte d'azur",
    'paca', 'bourgogne-franche-comté', 'centre-val de loire', 'corse', 'greater london', 'greater manchester',
  ].map(foldText),
);

function isArea(part: string): boolean {
  const folded = foldText(part);
  return AREAS.has(folded) || /^(?:region|greater) |(?: area| region| metropolitan area| et peripherie)$/.test(folded);
}

/** True when a part of a header names a place ('Lyon', 'Villeurbanne (69)', 'France', 'Remote'). */
export function isPlace(part: string): boolean {
  const text = trimEdges(part, ' ()');
  return cityOf(text) !== null || /^\d{2,3}$/.test(text) || isArea(text);
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
export function readPlaceLine(line: string): string | null {
  const [where = '', ...modes] = line.split(' · ');
  if (!modes.every(isArea)) return null;
  const parts = where.split(',').map((part) => part.trim());
  const [first = '', ...rest] = parts;
  if (wordCount(first) > 4 || !startsCapitalised(first)) return null;
  if (isPlace(first)) return rest.every(isPlace) ? (isArea(first) ? first : (cityOf(first) ?? first)) : null;
  return rest.length > 0 && rest.every(isPlace) && !/\d/.test(first) ? first : null;
}
