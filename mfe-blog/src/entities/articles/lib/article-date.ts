import { formatFrenchDate } from '@lettra/shared-ui';

// An ISO day given to `new Date()` is read as UTC midnight, which is the previous evening west of Greenwich:
// build the date from its parts so '2026-11-12' reads 12/11/2026 everywhere.
function localDay(isoDay: string): Date {
  const [year = NaN, month = NaN, day = NaN] = isoDay.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** '2026-11-12' → '12/11/2026' (docs/product.md §9: dates dd/mm/yyyy). */
export function formatArticleDate(isoDay: string): string {
  return formatFrenchDate(localDay(isoDay));
}
