import { foldText } from './fold.ts';

// Cities a CV or a posting commonly names without a postal code. Folded.
const CITIES = new Map(
  [
    'Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Montpellier', 'Strasbourg', 'Bordeaux', 'Lille',
    'Rennes', 'Reims', 'Toulon', 'Saint-Étienne', 'Le Havre', 'Grenoble', 'Dijon', 'Angers', 'Nîmes', 'Villeurbanne',
    'Clermont-Ferrand', 'Le Mans', 'Aix-en-Provence', 'Brest', 'Tours', 'Amiens', 'Limoges', 'Annecy', 'Perpignan',
    'Boulogne-Billancourt', 'Metz', 'Besançon', 'Orléans', 'Rouen', 'Mulhouse', 'Caen', 'Nancy', 'Argenteuil',
    'Montreuil', 'Saint-Denis', 'Roubaix', 'Tourcoing', 'Avignon', 'Poitiers', 'Pau', 'La Rochelle', 'Nanterre',
    'Versailles', 'Créteil', 'Courbevoie', 'Vitry-sur-Seine', 'Colombes', 'Levallois-Perret', 'Issy-les-Moulineaux',
    'Neuilly-sur-Seine', 'Saint-Priest', 'Vénissieux', 'Bayonne', 'Lorient', 'Vannes', 'Valence', 'Chambéry',
    'Troyes', 'Niort', 'Ajaccio', 'Bastia', 'Colmar', 'Calais', 'Dunkerque', 'Cergy', 'Massy', 'Évry', 'Sophia Antipolis',
    'Bruxelles', 'Genève', 'Lausanne', 'Luxembourg', 'Montréal', 'Québec', 'London', 'Londres', 'Manchester',
    'Birmingham', 'Leeds', 'Glasgow', 'Edinburgh', 'Bristol', 'Liverpool', 'Newcastle', 'Cambridge', 'Oxford', 'Dublin',
    'Cork', 'Belfast', 'Berlin', 'Munich', 'Amsterdam', 'Madrid', 'Barcelona', 'Barcelone', 'Lisbon', 'Lisbonne',
    'Milan', 'Rome', 'New York', 'Boston', 'San Francisco', 'Toronto', 'Sydney', 'Singapore',
  ].map((city) => [foldText(city), city]),
);

/** Returns the city's usual spelling when the phrase is a known city, else null. */
export function knownCity(phrase: string): string | null {
  return CITIES.get(foldText(phrase).trim()) ?? null;
}

/**
 * Reads a city from a place phrase as CVs write it: '69002 Lyon', 'Villeurbanne (69)',
 * 'Paris 11e', 'Dublin, Ireland', 'London, UK', '12 rue de la République, 69002 Lyon'.
 * Returns null when the phrase names no city.
 */
export function cityOf(phrase: string): string | null {
  const afterPostalCode = /\b\d{5}\s+([\p{L}][\p{L}' -]*[\p{L}])/u.exec(phrase)?.[1];
  if (afterPostalCode !== undefined) return afterPostalCode.replace(/\s+(?:cedex|c[ée]dex)\b.*$/i, '').trim();
  const head = phrase.split(',')[0] ?? phrase;
  const bare = head
    .replace(/\(\s*\d{2,3}\s*\)/g, '')
    .replace(/\b\d{1,2}(?:e|er|ème|eme)\b/gi, '')
    .trim();
  return knownCity(bare);
}

/** Finds the first known city named anywhere in a text ('… depuis 3 ans à Nantes.'). */
export function findKnownCity(text: string): string | null {
  for (const match of text.matchAll(/\p{Lu}[\p{L}'’-]*(?:[ -]\p{Lu}?[\p{L}'’-]+){0,2}/gu)) {
    const words = match[0].split(/\s+/);
    for (let length = words.length; length >= 1; length -= 1) {
      const city = knownCity(words.slice(0, length).join(' '));
      if (city !== null) return city;
    }
  }
  return null;
}
