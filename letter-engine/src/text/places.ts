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
    'Stockholm', 'Copenhagen', 'Copenhague', 'Oslo', 'Helsinki', 'Vienna', 'Vienne', 'Zurich', 'Basel', 'Bâle',
    'Prague', 'Warsaw', 'Varsovie', 'Budapest', 'Athens', 'Athènes', 'Hamburg', 'Frankfurt', 'Francfort', 'Cologne',
    'Rotterdam', 'The Hague', 'Utrecht', 'Antwerp', 'Anvers', 'Ghent', 'Gand', 'Brussels', 'Liège', 'Namur', 'Porto',
    'Valencia', 'Seville', 'Turin', 'Naples', 'Geneva', 'Cardiff', 'Sheffield', 'Nottingham',
    'Leicester', 'Coventry', 'Milton Keynes', 'York', 'Bath', 'Exeter', 'Norwich', 'Plymouth', 'Derby', 'Harrogate', 'Southampton', 'Brighton', 'Galway', 'Limerick', 'Chicago',
    'Seattle', 'Los Angeles', 'Austin', 'Vancouver', 'Melbourne', 'Dubai', 'Tokyo', 'Casablanca',
    'Tunis', 'Alger', 'Dakar', 'Abidjan', 'Saint-Nazaire', 'Saint-Malo', 'Saint-Brieuc', 'Quimper', 'Laval',
    'Cholet', 'La Roche-sur-Yon', 'Angoulême', 'Périgueux', 'Agen', 'Montauban', 'Albi', 'Tarbes', 'Béziers',
    'Narbonne', 'Sète', 'Arles', 'Cannes', 'Antibes', 'Fréjus', 'Bourg-en-Bresse', 'Mâcon', 'Chalon-sur-Saône',
    'Auxerre', 'Nevers', 'Bourges', 'Châteauroux', 'Blois', 'Chartres', 'Évreux', 'Beauvais', 'Compiègne',
    'Saint-Quentin', 'Arras', 'Douai', 'Valenciennes', 'Maubeuge', 'Charleville-Mézières', 'Épinal',
    'Belfort', 'Thionville', 'Haguenau', 'Vichy', 'Roanne', 'Aurillac', 'Brive-la-Gaillarde', 'Villefranche-sur-Saône',
    'Annemasse', 'Thonon-les-Bains', 'Aix-les-Bains', 'Bron', 'Vaulx-en-Velin', 'Écully',
    'Dardilly', 'Rungis', 'Roissy', 'Marne-la-Vallée', 'Saint-Ouen', 'Puteaux', 'La Défense', 'Rueil-Malmaison',
    'Saint-Cloud', 'Clichy', 'Pantin', 'Ivry-sur-Seine', 'Vincennes', 'Noisy-le-Grand', 'Saint-Germain-en-Laye',
    'Guyancourt', 'Vélizy-Villacoublay', 'Labège', 'Blagnac', 'Mérignac', 'Pessac', 'Talence', 'Villeneuve-d\'Ascq',
    'Marcq-en-Barœul', 'Lesquin', 'Illkirch', 'Schiltigheim', 'Fort-de-France', 'Pointe-à-Pitre',
  ].map((city) => [foldText(city), city]),
);

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
    if (!/^\p{Lu}/u.test(word)) continue;
    for (let length = Math.min(MAX_CITY_WORDS, words.length - index); length >= 1; length -= 1) {
      const city = knownCity(words.slice(index, index + length).join(' '));
      if (city !== null) return city;
    }
  }
  return null;
}

// French départements: 'agrément 3 enfants, Loiret', 'Nantes, Loire-Atlantique'.
const DEPARTEMENTS = [
  'Ain', 'Aisne', 'Allier', 'Alpes-de-Haute-Provence', 'Hautes-Alpes', 'Alpes-Maritimes', 'Ardèche', 'Ardennes', 'Ariège',
  'Aube', 'Aude', 'Aveyron', 'Bouches-du-Rhône', 'Calvados', 'Cantal', 'Charente', 'Charente-Maritime', 'Cher', 'Corrèze',
  'Corse-du-Sud', 'Haute-Corse', "Côte-d'Or", "Côtes-d'Armor", 'Creuse', 'Dordogne', 'Doubs', 'Drôme', 'Eure', 'Eure-et-Loir',
  'Finistère', 'Gard', 'Haute-Garonne', 'Gers', 'Gironde', 'Hérault', 'Ille-et-Vilaine', 'Indre', 'Indre-et-Loire', 'Isère',
  'Jura', 'Landes', 'Loir-et-Cher', 'Loire', 'Haute-Loire', 'Loire-Atlantique', 'Loiret', 'Lot', 'Lot-et-Garonne', 'Lozère',
  'Maine-et-Loire', 'Manche', 'Marne', 'Haute-Marne', 'Mayenne', 'Meurthe-et-Moselle', 'Meuse', 'Morbihan', 'Moselle',
  'Nièvre', 'Nord', 'Oise', 'Orne', 'Pas-de-Calais', 'Puy-de-Dôme', 'Pyrénées-Atlantiques', 'Hautes-Pyrénées',
  'Pyrénées-Orientales', 'Bas-Rhin', 'Haut-Rhin', 'Rhône', 'Haute-Saône', 'Saône-et-Loire', 'Sarthe', 'Savoie',
  'Haute-Savoie', 'Seine-Maritime', 'Seine-et-Marne', 'Yvelines', 'Deux-Sèvres', 'Somme', 'Tarn', 'Tarn-et-Garonne', 'Var',
  'Vaucluse', 'Vendée', 'Vienne', 'Haute-Vienne', 'Vosges', 'Yonne', 'Territoire de Belfort', 'Essonne', 'Hauts-de-Seine',
  'Seine-Saint-Denis', 'Val-de-Marne', "Val-d'Oise", 'Guadeloupe', 'Martinique', 'Guyane', 'La Réunion', 'Mayotte',
];

// English counties and Scottish and Welsh regions a UK address or posting names: 'Crawley, West Sussex'.
const COUNTIES = [
  'Bedfordshire', 'Berkshire', 'Buckinghamshire', 'Cambridgeshire', 'Cheshire', 'Cornwall', 'Cumbria', 'Derbyshire', 'Devon',
  'Dorset', 'Durham', 'Essex', 'Gloucestershire', 'Hampshire', 'Herefordshire', 'Hertfordshire', 'Kent', 'Lancashire',
  'Leicestershire', 'Lincolnshire', 'Merseyside', 'Norfolk', 'Northamptonshire', 'Northumberland', 'Nottinghamshire',
  'Oxfordshire', 'Rutland', 'Shropshire', 'Somerset', 'Staffordshire', 'Suffolk', 'Surrey', 'Sussex', 'East Sussex',
  'West Sussex', 'Warwickshire', 'Wiltshire', 'Worcestershire', 'Yorkshire', 'North Yorkshire', 'South Yorkshire',
  'West Yorkshire', 'East Yorkshire', 'West Midlands', 'East Midlands', 'Tyne and Wear', 'Isle of Wight', 'Highlands',
  'Lothian', 'Fife', 'Lanarkshire', 'Gwynedd', 'Powys', 'Glamorgan', 'Pembrokeshire',
];

// Countries and regions that close a place as LinkedIn writes it: 'Hatfield, England, United Kingdom'.
const REGIONS = new Set(
  [
    'France', 'United Kingdom', 'UK', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Ireland', 'Germany',
    'Deutschland', 'Allemagne', 'Belgium', 'Belgique', 'Switzerland', 'Suisse', 'Spain', 'Espagne', 'Italy', 'Italie',
    'Netherlands', 'Pays-Bas', 'Sweden', 'Suède', 'Luxembourg', 'Canada', 'United States', 'USA', 'Portugal',
    'Île-de-France', 'Auvergne-Rhône-Alpes', 'Provence-Alpes-Côte d\'Azur', 'Occitanie', 'Nouvelle-Aquitaine',
    'Hauts-de-France', 'Grand Est', 'Bretagne', 'Normandie', 'Pays de la Loire', 'Centre-Val de Loire',
    'Bourgogne-Franche-Comté', 'Corse', 'Greater London', 'Greater Manchester',
    ...DEPARTEMENTS,
    ...COUNTIES,
  ].map((region) => foldText(region)),
);

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
