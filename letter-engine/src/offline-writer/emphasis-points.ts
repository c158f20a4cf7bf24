import { findUnsupportedClaims } from '../fact-check/find-unsupported-claims.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { bare, lowerFirst } from './phrase-kit.ts';

const MAX_POINTS = 3;
const MAX_WORDS = 60;

/**
 * The user's 'points to emphasise', ready to follow a colon: at most three short points, each kept
 * only when it claims no tool, skill or degree the CV does not hold (the letter must not state
 * what the CV does not support).
 */
// 'Mon diplôme de conseiller funéraire': a credential the point names must be the CV's, word for word.
const CREDENTIAL = /\b(?:diplômes?|diploma|degree|certificat\p{L}*|certification|habilitation|qualification|licen[cs]e|permis|titre professionnel)\b/iu;
const LINKING = /^(?:de|d['’]|du|des|en|in|of)\s/iu;

function namesUnheldCredential(point: string, resume: string): boolean {
  const credential = CREDENTIAL.exec(point);
  if (credential === null) return false;
  const named = point.slice(credential.index + credential[0].length).trim().replace(LINKING, '').trim();
  return named.length > 0 && !foldText(resume).includes(foldText(named));
}

export function emphasisPoints(emphasis: string | undefined, resume: string, language: Language, posting?: string): string[] {
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
    // Checked against the posting too: what it asks and the CV lacks ('prévoyance obsèques') is not stated.
    if (namesUnheldCredential(point, resume) || findUnsupportedClaims({ resume, letter: point, language, ...(posting === undefined ? {} : { posting }) }).length > 0) continue;
    kept.push(lowerFirst(point));
    words += count;
  }
  return kept;
}
