import { pageHeadsCheck, type PageHead } from '@lettra/contracts';

/**
 * /pages.json through its contract. A list off it is left out, as an unreadable one is (each
 * navigation then writes the head of a screen without its own), with a warning for whoever investigates.
 * Loaded with /pages.json at the first navigation, so its check never weighs on a first load.
 */
export function readPageHeads(json: unknown): PageHead[] {
  const read = pageHeadsCheck.safeParse(json);
  if (read.success) return read.data;
  console.warn('[lettra] /pages.json hors contrat, ignoré', read.error.issues);
  return [];
}
