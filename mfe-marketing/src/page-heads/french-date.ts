const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** '22 novembre 2026' → '2026-11-22': the legal pages write their date out, sitemaps want ISO. */
export function frenchDateToIso(text: string): string {
  const [day, month, year] = text.trim().split(/\s+/);
  const monthIndex = MONTHS.indexOf(month?.toLowerCase() ?? '');
  if (!day || !year || monthIndex < 0 || !/^\d{1,2}$/.test(day) || !/^\d{4}$/.test(year)) {
    throw new Error(`date française illisible : ${text}`);
  }
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
