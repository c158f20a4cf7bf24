import { foldText } from '../text/fold.ts';

// How long a certificate stays valid before it must be renewed, in years: the regulations' or the
// awarding bodies' periods (AFGSU 4 years, SST 2, First Aid at Work 3, CACES, FIMO/FCO, CPC, IPAF,
// PASMA and CSCS cards 5, SIA and SSIAP 3, habilitation électrique 3). Those without one never lapse.
const VALIDITY: ReadonlyArray<[RegExp, number]> = [
  [/^afgsu/, 4],
  [/^sst$|sauveteur.secouriste du travail/, 2],
  [/first aid/, 3],
  [/^caces|^fimo|^fco|cpc$|^ipaf|^pasma|^cscs/, 5],
  [/^sia|^ssiap|^habilitation/, 3],
];

const YEAR = /(?<!\d)(?:19[5-9]\d|20\d\d)(?!\d)/g;
/**
 * The end of validity a CV writes after a credential: 'valid to 08/2027', 'Driver CPC valid until 2027', 'SIA licence
 * (expires 2024)', 'FCO valide jusqu'en 2027', 'fin de validité 03/2027', and the abbreviation of expiry ('CSCS Blue Skilled
 * Worker card (exp. 2028)', 'CSCS Blue (Skilled Worker), exp 03/2027'), and the refresher due ('Habilitation électrique BR
 * (recyclage prévu en 2028)'). The year is its first group. Such a year is no year
 * still to come: the credential is held.
 */
export const VALID_UNTIL = /(?<![\p{L}])(?:(?:valid(?:e|es)?|valable|expir\p{L}*|exp\.?|expiry(?: date)?:?)(?:\s(?:to|until|on|in|en|le|jusqu['’](?:en|au|à)))?|jusqu['’](?:en|au|à)|fin de validité:?|recyclage prévu(?: en| le)?)(?:\s\p{L}+)?\s?(?:\d{1,2}\/(?:\d{1,2}\/)?)?((?:19|20)\d{2})(?!\d)/giu;

/** The certificate's years of validity, or null when it does not lapse. */
export function validityYears(certificate: string): number | null {
  const name = foldText(certificate).trim();
  return VALIDITY.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/**
 * True when a certificate, taken or last renewed in the latest year its line writes, has lapsed by
 * `asOf` ('2021 : AFGSU niveau 2' in 2026, 'Emergency First Aid at Work course in 2019'). A line
 * without a year says nothing: the certificate is taken as held.
 */
export function hasLapsed(certificate: string, line: string, asOf: number | null): boolean {
  if (asOf === null) return false;
  // 'Driver CPC valid to 2027', 'SIA licence (expires 2024)': the end the CV writes.
  const [until] = line.matchAll(VALID_UNTIL);
  if (until !== undefined) return Number(until[1]) < asOf;
  const years = validityYears(certificate);
  if (years === null) return false;
  const written = [...line.matchAll(YEAR)].map((match) => Number(match[0])).filter((year) => year <= asOf);
  return written.length > 0 && Math.max(...written) + years < asOf;
}

/** The latest year a CV writes, standing for today when the reader is not told it. */
export function latestYear(text: string): number | null {
  const years = [...text.matchAll(YEAR)].map((match) => Number(match[0]));
  return years.length === 0 ? null : Math.max(...years);
}

/**
 * Words by which a CV line says a credential or a diploma is not held yet, or never was: shared by the diplomas' reader
 * (resume-education.ts) and the credentials' (below), which each add their own.
 */
export const NOT_YET_WORDS = String.raw`in progress|ongoing|expected|pending|studying|year \d of \d|en cours|en préparation|en formation|non obtenue?|not obtained|not completed`;

/**
 * Words by which a CV line says a credential is not held: never obtained ('non obtenu'), being prepared ('in progress', 'en cours',
 * 'expected 2028', 'Studying for', 'certification prévue', 'AM2 booked for February 2027'), or no longer valid ('expired', 'recyclage
 * à faire', 'needs renewal').
 */
export const NOT_HELD_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?:${NOT_YET_WORDS}|working towards|preparing|training for|je prépare|(?<!recyclage )prévue?|expired|lapsed|expiré|expirée|périmée?|plus valide|no longer valid|out of date|(?:booked|scheduled) (?:for|in) (?:\p{L}+ )?(?:19|20)\d\d|recyclage (?:à faire|à prévoir|nécessaire|en attente)|à recycler|à renouveler|non renouvelée?|(?:needs?|due for|awaiting) (?:renewal|renewing|a refresher|refresher))(?![\p{L}])`,
  'iu',
);
