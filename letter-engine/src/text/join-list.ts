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

/**
 * Joins labels that may hold their own conjunction ('loading and unloading', the lexicon's name of one task): such an item
 * closes the list, which then needs no other: 'packing, loading and unloading', never 'packing and loading and unloading' (a
 * sterile services technician's French CV told in English, round 26's panel). Otherwise as joinList.
 */
export function joinLabels(items: readonly string[], language: Language): string {
  const own = language === 'french' ? /\set\s/u : /\sand\s/u;
  const closing = items.filter((item) => own.test(item));
  return closing.length === 1 && items.length > 1 ? [...items.filter((item) => !own.test(item)), ...closing].join(', ') : joinList(items, language);
}

