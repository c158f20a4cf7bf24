// RFC 6266 attachment header with an RFC 5987 `filename*` for the real (UTF-8) name and a plain
// ASCII `filename` for clients that do not read it.

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

/** `attachment; filename="…"; filename*=UTF-8''…` for a letter title and an extension. */
export function attachmentHeader(title: string, extension: string): string {
  // Path separators and control characters never belong in a file name, whatever the encoding.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const unicodeName = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || FALLBACK_NAME;
  return `attachment; filename="${asciiName(unicodeName)}.${extension}"; filename*=UTF-8''${rfc5987(unicodeName)}.${extension}`;
}
