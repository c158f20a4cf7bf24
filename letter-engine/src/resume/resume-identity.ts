import { cityOf, findKnownCity } from '../text/places.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';

/** Who the candidate is and how to reach them, as the CV's top lines say. */
export type ResumeIdentity = {
  name: string | null;
  headline: string | null;
  email: string | null;
  phone: string | null;
  /** The postal address line when the CV gives one ('12 rue de la République, 69002 Lyon'). */
  address: string | null;
  city: string | null;
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}[\s.-]?(?:\(0\)\s?)?|\b0)\d(?:[\s.-]?\d){7,11}\b/;
const STREET = /\b\d{1,4}\s*(?:bis|ter)?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|all[ée]e|place|impasse|quai|route|cours|square|street|st\.|road|rd\.|lane|avenue)\b/i;
const SEPARATORS = /\s*[|·•]\s*|\s+[—–-]\s+/;
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)*|\p{Lu}{2,}(?:-\p{Lu}{2,})*|d['’]\p{Lu}\p{Ll}+|de|du|van|von|le|la|da|di)$/u;

// 'JULIEN MOREAU' → 'Julien Moreau'; 'Camille MARTIN' stays as written (a French convention).
function tidyName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

function readName(line: string): string | null {
  const candidate = (line.split(/[,|·—–]/)[0] ?? '').trim();
  const words = candidate.split(/\s+/);
  if (words.length < 2 || words.length > 4 || /\d|@/.test(candidate)) return null;
  if (!words.every((word) => NAME_WORD.test(word)) || looksLikeJobTitle(candidate) || cityOf(candidate) !== null) return null;
  return tidyName(candidate);
}

// 'vendeur en boutique depuis 3 ans à Nantes' → 'vendeur en boutique'.
function readHeadline(segment: string): string | null {
  const cut = segment.replace(/\s+(?:depuis|since|for|à|in|avec|with|—|–|-)\s.*$/i, '').replace(/[.;:]+$/, '').trim();
  if (!looksLikeJobTitle(cut) || cut.split(/\s+/).length > 8 || /@|\d{3}/.test(cut)) return null;
  return cut;
}

/**
 * Reads the candidate's identity from the CV's header lines (the lines before the first
 * section heading): the name (first line of two to four capitalised words), the headline (the
 * first job-title line, or the job-title part of the first line in a one-paragraph CV), e-mail,
 * phone, postal address and city. The city comes from the header's address or place phrase, or
 * a known city named in a one-paragraph CV; a city in the experience lines is where an employer
 * is, not where the candidate lives, and is not read.
 */
export function readIdentity(headerLines: readonly string[]): ResumeIdentity {
  const first = headerLines[0] ?? '';
  const name = readName(first);
  const identity: ResumeIdentity = { name, headline: null, email: null, phone: null, address: null, city: null };
  for (const [index, line] of headerLines.slice(0, 8).entries()) {
    identity.email ??= EMAIL.exec(line)?.[0] ?? null;
    identity.phone ??= PHONE.exec(line)?.[0].trim() ?? null;
    const segments = (index === 0 && name !== null ? line.split(/,/).slice(1).join(',') : line).split(SEPARATORS);
    for (const segment of segments) {
      const trimmed = segment.trim();
      if (trimmed.length === 0 || EMAIL.test(trimmed) || PHONE.test(trimmed)) continue;
      if (STREET.test(trimmed) || /\b\d{5}\b/.test(trimmed)) {
        identity.address ??= trimmed;
        identity.city ??= cityOf(trimmed.split(',').slice(-1)[0] ?? trimmed) ?? cityOf(trimmed);
        continue;
      }
      identity.city ??= cityOf(trimmed);
      identity.headline ??= readHeadline(trimmed);
    }
  }
  if (identity.city === null && headerLines.length <= 3) identity.city = findKnownCity(headerLines.join(' '));
  return identity;
}
