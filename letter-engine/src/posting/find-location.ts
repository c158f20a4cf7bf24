import { cityOf, findKnownCity, isRegion, UK_POSTCODE } from '../text/places.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { startsUpper } from '../text/letter-case.ts';

const LABEL =
  /^(?:lieu(?: de travail| du poste| d['’]exercice)?|localisation|localit[ée]|ville|adresse|site|secteur g[ée]ographique|location|job location|work location|office|based in)\s?[:：]\s?(.+)$/i;

// A place with no known city may still be certain: '(13)', '13400 Aubagne', '13 - AUBAGNE'.
const DEPARTMENT = /\(\d{2,3}\)|\b\d{5}\b|^\d{2,3} ?[-–] ?\p{L}/u;

// Labelled values that say how, not where: 'Lieu du poste : En présentiel'.
const NOT_A_PLACE = /^(?:en |sur )?(?:pr[ée]sentiel|site|on[- ]site|in[- ]person|hybrid[e]?|flexible|variable|multiple|plusieurs)\b/i;

/** Work patterns that stand for a place when the posting names no city. */
const REMOTE = /^(?:full[- ]?remote|100 ?% (?:remote|t[ée]l[ée]travail)|remote(?: first)?|t[ée]l[ée]travail(?: complet| total)?|work from home)$/i;

const IN_SENTENCE =
  /(?:bas[ée]e?s? (?:à|a|sur)|situ[ée]e?s? (?:à|a)|implant[ée]e?s? (?:à|a)|poste (?:est )?(?:bas[ée] |situ[ée] )?(?:à|a)|based in|located in|office in|site in|store in|centre in|center in|warehouse in) (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2})/u;

// 'exploite à Saint-Quentin-Fallavier (38) une plateforme…': a department number makes a name a place.
// The lookbehind starts a try only at a word's start, so a long word is walked once, not once per letter.
const WITH_DEPARTMENT = /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}) \(\d{2,3}\)/u;

function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The place a header part or a labelled value names: a known city in its usual spelling ('Paris 9e'
 * → 'Paris'), else, when a department or postal code makes it certain, the place as written
 * ('Aubagne (13)' → 'Aubagne'); a remote-only job reads 'Remote' or 'Télétravail' as written.
 */
export function placeOf(phrase: string, labelled = false): string | null {
  const city = cityOf(phrase) ?? (labelled ? findKnownCity(phrase) : null);
  if (city !== null) return titleCase(city);
  const bare = trimEdges(phrase, ' ()');
  if (REMOTE.test(bare)) return bare.charAt(0).toUpperCase() + bare.slice(1);
  if (NOT_A_PLACE.test(bare)) return null;
  const pieces = phrase.replace(/\([^()]{0,40}\)/g, '').split(',').map((piece) => piece.trim());
  const inRegion = pieces.length > 1 && isRegion(pieces[pieces.length - 1] ?? '');
  if (!labelled && !inRegion && !DEPARTMENT.test(phrase) && !UK_POSTCODE.test(phrase)) return null;
  const place = trimEdges(
    (phrase.split(',')[0] ?? phrase)
      .replace(/\([^()]{0,40}\)/g, '')
      .replace(/\b\d{5}\b/g, '')
      .replace(UK_POSTCODE, '')
      .replace(/^\d{2,3} ?[-–] ?/, ''),
    ' -–',
  );
  // A place's name is capitalised: 'Aubagne', 'Sophia Antipolis', never 'Déplacements fréquents'.
  const words = place.split(' ');
  const named = words.length <= 4 && words.every((word) => word.length <= 3 || startsUpper(word));
  return startsUpper(place) && named ? titleCase(place) : null;
}

/**
 * Where the job is: a labelled line ('Lieu : Saint-Priest (69)', 'Location: Dublin, Ireland'), else
 * a place in the header ('Senior Data Analyst – Spotify – Stockholm'), else 'basé à Lyon' / 'based
 * in Leeds', else a name followed by its department ('Vitrolles (13)'), else the first known city of
 * the posting's opening and company lines.
 */
export function findLocation(lines: readonly string[], headerPlaces: readonly string[], introLines: readonly string[]): string | null {
  for (const line of lines) {
    const value = LABEL.exec(line)?.[1];
    const place = value === undefined ? null : placeOf(value, true);
    if (place !== null) return place;
  }
  const fromHeader = headerPlaces.map((part) => placeOf(part)).find((place) => place !== null && !REMOTE.test(place));
  if (fromHeader !== undefined) return fromHeader;
  for (const line of lines) {
    const named = IN_SENTENCE.exec(line)?.[1];
    // 'based in Daventry': the wording makes even an unknown town certain, though not a country.
    const place = named === undefined || isRegion(named) ? null : (cityOf(named) ?? placeOf(named, true));
    if (place !== null) return place;
  }
  for (const line of lines) {
    const named = WITH_DEPARTMENT.exec(line)?.[1];
    if (named !== undefined && !isRegion(named)) return cityOf(named) ?? named;
  }
  return findKnownCity(introLines.join('\n')) ?? headerPlaces.map((part) => placeOf(part)).find((place) => place !== null) ?? null;
}
