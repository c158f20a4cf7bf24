import { makesClaim } from '../ats/dictionary/index.ts';
import { isTechnicalShape } from '../ats/technical-tokens.ts';
import { termLabel } from '../ats/extract-keywords.ts';
import { indexHas, indexResume, indexText, type TextIndex } from '../ats/text-index.ts';
import { parsePosting } from '../posting/parse-posting.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';

/** What to check: the CV, the letter, the letter's language, and optionally the posting. */
export type FactCheckInput = { resume: string; letter: string; language: Language; posting?: string };

// The subject line and the body name the position and the company: 'Développeur React chez Acme'
// claims nothing about the candidate, so those names are blanked before checking.
function withoutPostingNames(letter: string, posting: string | undefined): string {
  if (posting === undefined) return letter;
  const { company, position } = parsePosting(posting);
  let text = letter;
  for (const name of [position, company]) {
    if (name === null || name.length < 2) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(escaped, 'giu'), (found) => ' '.repeat(found.length));
  }
  return text;
}

/**
 * Lists what a letter claims that the CV does not support, for the result view to flag before
 * the user sends the letter (a model sometimes invents). Checked: the dictionary's tools, skills,
 * degrees, certifications and spoken languages (same concept in any language; a Master supports
 * 'Bac+5'), plus tool-shaped words such as acronyms and camelCase names. Soft skills are not
 * checked: a letter may speak of 'rigueur' without the CV proving it. When the posting is given,
 * its company and position names are not counted as claims. Labels are in the letter's language,
 * each listed once, in order of appearance.
 */
export function findUnsupportedClaims(input: FactCheckInput): string[] {
  const resume = indexResume(sanitizeText(input.resume));
  return claimsAgainst(resume, indexText(withoutPostingNames(sanitizeText(input.letter), input.posting)), input.language);
}

/**
 * The same check on indexed texts (indexResume, indexText), for a writer that tests many phrases
 * against one CV. The letter is taken as is: blank the posting's names first if it holds them.
 */
export function claimsAgainst(resume: TextIndex, letter: TextIndex, language: Language): string[] {
  const claims: Array<{ label: string; at: number }> = [];
  const covered = new Set<number>();
  for (const match of letter.matches) {
    for (let i = match.first; i <= match.last; i += 1) covered.add(i);
    if (!makesClaim(match.entry) || indexHas(resume, { entry: match.entry, stem: '' })) continue;
    claims.push({ label: termLabel(match.entry, language), at: match.start });
  }
  letter.tokens.forEach((token, index) => {
    if (covered.has(index) || !isTechnicalShape(token.raw, token.folded)) return;
    if (!resume.stems.has(token.stem) && !resume.stems.has(foldText(token.raw))) claims.push({ label: token.raw, at: token.start });
  });
  return [...new Set(claims.sort((a, b) => a.at - b.at).map((claim) => claim.label))];
}
