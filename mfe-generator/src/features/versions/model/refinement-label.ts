import type { RefineBody } from '@lettra/contracts';
import { versionTexts } from '../content/version-texts.ts';

/** The tab name of a version a refinement made: what was asked ('Plus court', 'Réécriture §2'…). */
export function refinementLabel({ kind, paragraph }: Pick<RefineBody, 'kind' | 'paragraph'>): string {
  // `paragraph` counts from 0 over the letter's non-empty lines; people count from 1.
  return kind === 'paragraph' ? versionTexts.rewrittenParagraph((paragraph ?? 0) + 1) : versionTexts.refinedBy[kind];
}
