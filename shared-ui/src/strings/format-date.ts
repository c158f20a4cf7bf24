// docs/product.md §9: dates read dd/mm/yyyy in the fr-FR locale; times read like '23h59' (docs/product.md §1, premium-day banner).

type DateInput = Date | string | number;

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Date invalide : ${String(value)}`);
  return date;
}

/** '31/12/2025' for 31 December 2025, in the browser's time zone. */
export function formatFrenchDate(value: DateInput): string {
  return dateFormat.format(toDate(value));
}

/** '23h59' for 23:59, '09h05' for 9:05, in the browser's time zone. */
export function formatFrenchTime(value: DateInput): string {
  const date = toDate(value);
  return `${String(date.getHours()).padStart(2, '0')}h${String(date.getMinutes()).padStart(2, '0')}`;
}
