import type { AtsAnalysis } from '@lettra/letter-engine';
import type { LetterVersions } from '@lettra/contracts';
import type { KeptVersion } from '../db/tables/letter-versions.ts';
import type { LetterRow } from '../letters/letters.repository.ts';

/** A letter with everything it keeps: the row, its versions (the chosen one as last saved), the checks. */
export interface KeptLetter {
  letter: LetterRow;
  versions: KeptVersion[];
  chosenVersion: number;
  ats: AtsAnalysis | null;
  /** The claims of each version its CV did not support, one list per version. */
  claims: string[][];
}

export interface StoredVersions {
  versions: KeptVersion[];
  chosenVersion: number;
  atsAnalysis: AtsAnalysis | null;
  factCheck: string[][];
}

/**
 * Joins a letter and what it keeps. The letter's `content` is the chosen version as last saved (an
 * edit in the editor or in my letters), so it replaces that version's text as written. A letter
 * saved before versions were kept has one version, its text, and no checks.
 */
export function keptLetter(letter: LetterRow, stored: StoredVersions | null): KeptLetter {
  const versions = stored && stored.versions.length > 0 ? stored.versions : [{ text: letter.content, seed: null, variant: 0 as const }];
  const chosenVersion = Math.min(Math.max(0, stored?.chosenVersion ?? 0), versions.length - 1);
  const chosen = versions[chosenVersion];
  return {
    letter,
    versions: chosen ? versions.with(chosenVersion, { ...chosen, text: letter.content }) : versions,
    chosenVersion,
    ats: stored?.atsAnalysis ?? null,
    claims: versions.map((_, index) => stored?.factCheck[index] ?? []),
  };
}

/**
 * What the owner receives of a kept letter. A locked letter's versions and claims stay on the server:
 * they quote its text, of which only the preview leaves it (docs/decisions.md).
 */
export function keptView(kept: KeptLetter, isPremium: boolean): LetterVersions {
  return {
    versions: isPremium ? kept.versions.map((version) => version.text) : [],
    chosenVersion: isPremium ? kept.chosenVersion : 0,
    ats: kept.ats,
    unsupportedClaims: isPremium ? kept.claims : [],
  };
}
