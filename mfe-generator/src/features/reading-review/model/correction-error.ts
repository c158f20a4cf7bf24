import { readingCorrectionsShape } from '@lettra/contracts';

/** The corrections a generation sends, each checked by the api (place and contract are shown, never sent). */
export type SentCorrection = 'company' | 'position' | 'candidateName';

/**
 * What the api would say of a corrected value (contracts' readingCorrectionsShape: too long, invisible
 * characters), shown under its field as it is typed; null when the api takes it or nothing was typed.
 */
export function correctionError(name: SentCorrection, value: string | null): string | null {
  if (value === null) return null;
  return readingCorrectionsShape[name].safeParse(value).error?.issues[0]?.message ?? null;
}
