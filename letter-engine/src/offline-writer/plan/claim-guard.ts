import { indexText, type TextIndex } from '../../ats/text-index.ts';
import { claimsAgainst } from '../../fact-check/find-unsupported-claims.ts';
import type { Language } from '../../rules/limits.ts';
import { textFeatures } from './text-features.ts';

/** True when a phrase claims nothing the CV does not support. */
export type ClaimGuard = (text: string) => boolean;

/** The checks phrases go through before they enter a letter. */
export type ClaimGuards = {
  /** Any sentence: the fact check the result view runs (find-unsupported-claims.ts). */
  sentence: ClaimGuard;
  /** A stock sentence (no CV fact): the same check, its index kept from one letter to the next. */
  stock: ClaimGuard;
  /**
   * A mission of the posting the candidate would promise: most of its words must be the CV's own,
   * and it may name no tool or place the CV does not ('our digital care system Nourish').
   */
  commitment: ClaimGuard;
  /**
   * A posting line the candidate's own sentence may quote: every word of it but its opening verb is
   * the CV's ('suivre les absences : arrêts maladie, accidents du travail' is not when the CV has no
   * 'accidents'). Otherwise the line is said of the post, never of the candidate.
   */
  backed: ClaimGuard;
};

// The same stock sentences are checked letter after letter: their index is kept. They hold no
// word of any CV (only the tone's words and the posting's names), so nothing personal is kept.
const INDEXED = new Map<string, TextIndex>();
const MAX_INDEXED = 4000;

function indexedStock(text: string): TextIndex {
  let index = INDEXED.get(text);
  if (index === undefined) {
    if (INDEXED.size >= MAX_INDEXED) INDEXED.clear();
    index = indexText(text);
    INDEXED.set(text, index);
  }
  return index;
}

// Share of a mission's meaningful words the CV must hold for the letter to promise it.
const MIN_BACKED_SHARE = 0.5;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A capitalised word inside a sentence (not after . ! ? :) is a name: a tool, a product, a place.
function unknownNames(text: string, index: TextIndex): boolean {
  const features = textFeatures(text);
  return features.index.tokens.some((token) => {
    if (!/^\p{Lu}/u.test(token.raw) || token.raw === 'I') return false;
    const before = text.slice(0, token.start).trimEnd();
    if (before.length === 0 || /[.!?:;]$/.test(before)) return false;
    return !index.stems.has(token.stem);
  });
}

/**
 * Builds the checks of one letter with the CV indexed once (indexResume). The posting's company, position and
 * place are no claims and are blanked first.
 */
export function claimGuards(index: TextIndex, names: ReadonlyArray<string | null>, language: Language): ClaimGuards {
  const patterns = names
    .filter((name): name is string => name !== null && name.length > 1)
    .map((name) => new RegExp(escapeRegExp(name), 'giu'));
  const blank = (text: string): string => patterns.reduce((blanked, pattern) => blanked.replace(pattern, (found) => ' '.repeat(found.length)), text);
  const sentence: ClaimGuard = (text) => claimsAgainst(index, indexText(blank(text)), language).length === 0;
  return {
    sentence,
    stock: (text) => claimsAgainst(index, indexedStock(blank(text)), language).length === 0,
    backed: (text) => {
      const [, ...tokens] = textFeatures(blank(text)).index.tokens;
      return sentence(text) && tokens.every((token) => index.stems.has(token.stem));
    },
    commitment: (text) => {
      const blanked = blank(text);
      if (!sentence(text) || unknownNames(blanked, index)) return false;
      const stems = [...textFeatures(blanked).stems];
      return stems.length > 0 && stems.filter((stem) => index.stems.has(stem)).length / stems.length >= MIN_BACKED_SHARE;
    },
  };
}
