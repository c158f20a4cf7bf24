// RFC 6266 attachment header with an RFC 5987 `filename*` for the real (UTF-8) name and a plain
// ASCII `filename` for clients that do not read it.

import { knownCompany } from '../letters/unknown-posting-fields.ts';

const FALLBACK_NAME = 'lettre_de_motivation';

function asciiName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œŒæÆ]/g, (char) => ({ œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE' })[char] ?? '')
    .replace(/[‘’]/g, "'")
    .replace(/[‐–—]/g, '-')
    .replace(/[^A-Za-z0-9 ._'-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii || FALLBACK_NAME;
}

// encodeURIComponent leaves ' ( ) * unescaped; RFC 5987 attr-char does not allow them.
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A letter's file name without its extension: 'Léa Moreau – Lettre de motivation – Clinique
 * Saint-Yves', the candidate's name and the company left out when unknown.
 */
export function exportBaseName(candidate: string, company: string): string {
  return [candidate.trim(), 'Lettre de motivation', knownCompany(company)].filter((part) => part !== null && part !== '').join(' – ');
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a file name and an extension, safe on every operating system. */
export function attachmentHeader(title: string, extension: string): string {
  // Path separators, characters Windows refuses and control characters never belong in a file name,
  // whatever the encoding; nor do trailing dots and spaces, which Windows drops.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
  let end = cleaned.length;
  while (end > 0 && (cleaned[end - 1] === '.' || cleaned[end - 1] === ' ')) end -= 1;
  const unicodeName = cleaned.slice(0, end) || FALLBACK_NAME;
  return `attachment; filename="${asciiName(unicodeName)}.${extension}"; filename*=UTF-8''${rfc5987(unicodeName)}.${extension}`;
}
