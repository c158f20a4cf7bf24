import { termLabel } from '../../ats/extract-keywords.ts';
import type { TermEntry } from '../../ats/dictionary/index.ts';
import type { Language } from '../../rules/limits.ts';
import { foldText } from '../../text/fold.ts';
import { looksLikeJobTitle } from '../../text/job-titles.ts';
import { VERB_FIRST } from '../../text/own-wording.ts';


const wordsOf = (text: string): string => ` ${foldText(text).replace(/[^\p{L}\p{N}+#]+/gu, ' ')} `;

/**
 * How the posting and the CV both name a dictionary concept, when they write the same alias as a
 * noun phrase ('customer service' rather than the label 'customer relations'): the recruiter looks
 * for the advert's own words, and the CV says them too ('due diligence' is not what an 'M&A' CV
 * says); for a CV in another language, the posting's. Else the concept's label in the letter's
 * language. Both texts are read once, for the many concepts of a letter.
 */
export function postingWording(postingText: string, resumeText: string, language: Language, resumeInLetterLanguage = true): (entry: TermEntry) => string {
  const posting = wordsOf(postingText);
  const resume = wordsOf(resumeText);
  return (entry) => {
    const label = termLabel(entry, language);
    if (posting.includes(wordsOf(label))) return label;
    const nameable = entry.aliases.filter((alias) => {
      if (alias.startsWith('=')) return false;
      const words = wordsOf(alias).trim().split(' ');
      // 'kitchen porter' (an alias of dishwashing) is the role, never a subject to name.
      return words.length > 1 && words.every((word) => /^\p{L}{2,}$/u.test(word)) && !VERB_FIRST[language].test(words[0] ?? '') && !looksLikeJobTitle(alias) && posting.includes(wordsOf(alias));
    });
    // The words both texts write. A CV in another language writes none of the letter's: the
    // posting's then ('mémoires de traduction' for an English CV's 'translation memories'), since
    // the label is what neither wrote.
    return nameable.find((alias) => resume.includes(wordsOf(alias))) ?? (resumeInLetterLanguage ? undefined : nameable[0]) ?? label;
  };
}
