// Checked in order: a User-Agent names several engines ('Edg/…' comes with 'Chrome/…' and 'Safari/…'),
// so the most specific marker comes first.
const BROWSERS: ReadonlyArray<readonly [marker: string, name: string]> = [
  ['Edg/', 'Edge'],
  ['EdgA/', 'Edge'],
  ['EdgiOS/', 'Edge'],
  ['OPR/', 'Opera'],
  ['SamsungBrowser/', 'Samsung Internet'],
  ['Firefox/', 'Firefox'],
  ['FxiOS/', 'Firefox'],
  ['CriOS/', 'Chrome'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
];

// An iPhone says 'like Mac OS X' and Android says 'Linux': the specific systems come first.
const SYSTEMS: ReadonlyArray<readonly [marker: string, name: string]> = [
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Android', 'Android'],
  ['CrOS', 'ChromeOS'],
  ['Windows', 'Windows'],
  ['Macintosh', 'macOS'],
  ['Mac OS X', 'macOS'],
  ['Linux', 'Linux'],
];

const UNKNOWN = 'Appareil inconnu';

/**
 * The device of a session as settings shows it, read from the User-Agent given at sign-in: 'Firefox
 * sur Windows', 'Safari sur iPhone'. Plain substring checks, no parsing library: the name only helps
 * the owner recognise a session, it proves nothing (a User-Agent says what its sender wants).
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN;
  const browser = BROWSERS.find(([marker]) => userAgent.includes(marker))?.[1];
  const system = SYSTEMS.find(([marker]) => userAgent.includes(marker))?.[1];
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? UNKNOWN;
}
