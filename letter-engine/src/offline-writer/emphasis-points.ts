import { findUnsupportedClaims } from '../fact-check/find-unsupported-claims.ts';
import type { Language } from '../rules/limits.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { bare, lowerFirst } from './phrase-kit.ts';

const MAX_POINTS = 3;
const MAX_WORDS = 60;

/**
 * The user's 'points to emphasise', ready to follow a colon: at most three short points, each kept
 * only when it claims no tool, skill or degree the CV does not hold (the letter must not state
 * what the CV does not support).
 */
export function emphasisPoints(emphasis: string | undefined, resume: string, language: Language): string[] {
  if (emphasis === undefined) return [];
  const points = sanitizeText(emphasis)
    .split(/\n|;|•/)
    .map((point) => bare(point.replace(/^\s*[-*–—\d.)]+\s*/, '')))
    .filter((point) => point.length > 2);
  const kept: string[] = [];
  let words = 0;
  for (const point of points.slice(0, MAX_POINTS)) {
    const count = point.split(/\s+/).length;
    if (words + count > MAX_WORDS) break;
    if (findUnsupportedClaims({ resume, letter: point, language }).length > 0) continue;
    kept.push(lowerFirst(point));
    words += count;
  }
  return kept;
}
