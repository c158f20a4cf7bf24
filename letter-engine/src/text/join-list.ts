import type { Language } from '../rules/limits.ts';

/**
 * Joins items as a sentence would: French 'A, B et C', English 'A, B and C'. Returns '' for an
 * empty list.
 */
export function joinList(items: readonly string[], language: Language): string {
  const conjunction = language === 'french' ? 'et' : 'and';
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
