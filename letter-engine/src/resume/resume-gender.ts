import { looksLikeJobTitle } from '../text/job-titles.ts';
import type { ResumeProfile } from './resume-profile.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

type Gender = ResumeProfile['gender'];

// Endings of French feminine job titles and adjectives, and of their masculine forms.
const FEMININE_ENDING = /(?:euse|rice|eure|ienne|ière|ère|ée|ante|ente|ive|cheffe)$/;
// No bare '-er': English titles end so ('teacher', 'driver').
const MASCULINE_ENDING = /(?:eur|ier|ien|é|ant|ent|if)$/;
// Masculine forms that women commonly keep ('Ingénieur', 'Professeur des écoles'): no evidence either way.
// 'Agent', 'Agent de propreté' is written by women as by men: no clue either way.
const EPICENE_IN_USE = lexiconWordSet({ list: 'epicene-titles' });
// Adjectives a candidate uses of themself in a profile ('Rigoureuse et organisée', 'Diplômé d'État').
const SELF_ADJECTIVES = lexiconWordSet({ list: 'self-adjectives' });
const FEMININE_ADJECTIVE = /(?:euse|ée|ive|ante|ente|elle|ie|ue|ête)$/;
// 'Mme', 'Madame', LinkedIn's pronouns line ('Elle', 'She/Her').
const FEMININE_CIVILITY = /^(?:mme|mlle|madame|mademoiselle|mrs|ms)\b|^\(?(?:elle|she\/her|she)\)?$|\((?:elle|she\/her)\)/i;
const MASCULINE_CIVILITY = /^(?:m\.|monsieur|mr\.?)(?: |$)|^\(?(?:il|lui|he\/him|he)\)?$|\((?:il|he\/him)\)/i;
const SELF_STATEMENT = /\b(?:je suis|j['’]ai été|étant|suis) (?:actuellement |aujourd['’]hui |une? |très )?([\p{L}-]+)/giu;

function titleGender(title: string): Gender {
  // 'Femme de chambre', 'femme de ménage': the role says it.
  if (/^femme\s/i.test(title.trim())) return 'feminine';
  const first = (title.toLowerCase().split(/[ (,/]/)[0] ?? '').trim();
  const head = first.includes('-') ? (first.split('-').pop() ?? first) : first;
  if (EPICENE_IN_USE.has(first) || !looksLikeJobTitle(head)) return null;
  if (FEMININE_ENDING.test(head)) return 'feminine';
  if (MASCULINE_ENDING.test(head) && !/(?:ère|ée)$/.test(head)) return 'masculine';
  return null;
}

function adjectiveGender(word: string): Gender {
  const lower = word.toLowerCase();
  if (!SELF_ADJECTIVES.has(lower) && !looksLikeJobTitle(lower)) return null;
  if (looksLikeJobTitle(lower)) return titleGender(lower);
  if (FEMININE_ADJECTIVE.test(lower) && SELF_ADJECTIVES.has(lower)) return 'feminine';
  return /(?:eux|é|if|ant|ent|el|i|êt|u)$/.test(lower) ? 'masculine' : null;
}

/** What the CV says of its author: titles, the header and profile lines, and prose sentences. */
export type GenderClues = { titles: readonly string[]; selfLines: readonly string[] };

/**
 * The grammatical gender a French CV shows for its author, for agreement in the letter. Feminine
 * forms ('Infirmière', 'je suis diplômée', 'Rigoureuse et organisée', 'Mme') are strong clues:
 * men do not write them of themselves, while many women keep masculine titles, so one feminine
 * clue outweighs two masculine ones. Null when the CV shows neither (an English CV, 'Comptable').
 */
export function readGender(clues: GenderClues): Gender {
  let feminine = 0;
  let masculine = 0;
  const count = (gender: Gender): void => {
    if (gender === 'feminine') feminine += 1;
    else if (gender === 'masculine') masculine += 1;
  };
  for (const line of clues.selfLines) {
    if (FEMININE_CIVILITY.test(line.trim())) return 'feminine';
    if (MASCULINE_CIVILITY.test(line.trim())) return 'masculine';
  }
  clues.titles.forEach((title) => count(titleGender(title)));
  for (const line of clues.selfLines) {
    for (const match of line.matchAll(SELF_STATEMENT)) count(adjectiveGender(match[1] ?? ''));
    const opening = /^[\p{L}-]+/u.exec(line)?.[0];
    if (opening !== undefined && SELF_ADJECTIVES.has(opening.toLowerCase())) count(adjectiveGender(opening));
  }
  if (feminine > 0 && feminine * 2 >= masculine) return 'feminine';
  return masculine > 0 && feminine === 0 ? 'masculine' : null;
}
