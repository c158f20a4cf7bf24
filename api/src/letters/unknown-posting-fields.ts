// A saved letter's company and position when the posting names none: the list shows these, and an
// exported file's name leaves them out.
export const UNKNOWN_COMPANY = 'Entreprise non précisée';
export const UNKNOWN_POSITION = 'Poste non précisé';

/** The position a letter applies for, or null when the posting named none. */
export function knownPosition(position: string): string | null {
  const trimmed = position.trim();
  return trimmed !== '' && trimmed !== UNKNOWN_POSITION ? trimmed : null;
}

/** The company a letter is addressed to, or null when the posting named none. */
export function knownCompany(company: string): string | null {
  const trimmed = company.trim();
  return trimmed !== '' && trimmed !== UNKNOWN_COMPANY ? trimmed : null;
}
