import type { Language } from '../rules/limits.ts';
import { tokenize } from '../text/tokenize.ts';
import { normalised } from './check-format.ts';
import type { LetterFailure } from './letter-failure.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

// Words of a job title that do not name the job: 'Chargé de clientèle' is named by 'chargé' and
// 'clientèle'. Letters may write a title in the candidate's gender (stem() maps both to one).
const FILLER = lexiconWordSet({ list: ['connectors', 'elided-connectors', 'gender-marks'] });
// Share of the title's words the letter must hold in one run of words: 'Développeuse Full Stack'
// names 'Développeur Full Stack React / Node.js' well enough; 'React' here and 'Node.js' there do not.
const TITLE_SHARE = 0.6;

// The most words of the title that one run of the letter's words holds (fillers do not break a run).
function longestTitleRun(letter: string, wanted: ReadonlySet<string>): number {
  let best = 0;
  let run = new Set<string>();
  for (const token of tokenize(letter)) {
    if (wanted.has(token.stem)) run.add(token.stem);
    else if (!FILLER.has(token.folded) || token.breakBefore) run = new Set();
    best = Math.max(best, run.size);
  }
  return best;
}

/** The company, when the posting names it, appears in the letter as written (case and accents aside). */
export function checkCompany(letter: string, company: string | null, language: Language): LetterFailure | null {
  if (company === null) return null;
  if (normalised(letter).includes(normalised(company))) return null;
  return {
    code: 'company',
    message: `La lettre ne nomme pas l’entreprise (${company}).`,
    instruction:
      language === 'french'
        ? `Nomme l'entreprise « ${company} » : dans le destinataire et dans le premier paragraphe, au lieu de « votre entreprise ».`
        : `Name the company “${company}”: in the recipient block and in the first paragraph, instead of “your company”.`,
  };
}

/** The position, when the posting names it, appears in the letter (most of its words together, in any gender). */
export function checkPosition(letter: string, position: string | null, language: Language): LetterFailure | null {
  if (position === null) return null;
  const wanted = new Set(tokenize(position).filter((token) => !FILLER.has(token.folded)).map((token) => token.stem));
  if (wanted.size === 0 || longestTitleRun(letter, wanted) >= Math.ceil(wanted.size * TITLE_SHARE)) return null;
  return {
    code: 'position',
    message: `La lettre ne nomme pas le poste visé (${position}).`,
    instruction:
      language === 'french'
        ? `Nomme le poste « ${position} » dans l'objet et dans le premier paragraphe.`
        : `Name the position “${position}” in the subject line and in the first paragraph.`,
  };
}
