import { STOPWORDS_EN } from '../../ats/stopwords-en.ts';
import { STOPWORDS_FR } from '../../ats/stopwords-fr.ts';
import { matchKey } from '../../ats/phrase-tokens.ts';
import { synonymKey } from '../../ats/phrase-synonyms.ts';
import { indexText, type TextIndex } from '../../ats/text-index.ts';

/** A CV or posting line as the planner compares it: its dictionary concepts and its meaningful word stems. */
export type TextFeatures = {
  text: string;
  index: TextIndex;
  stems: Set<string>;
  /** The stems with English inflections aside (matchKey): 'shelve' and 'Shelving', 'returned' and 'returns' compare equal. */
  keys: Set<string>;
};

// Words every CV line and posting line uses, which say nothing about a skill.
const GENERIC = new Set([
  'maitrise', 'connaissance', 'connaissances', 'competence', 'competences', 'capacite', 'solide', 'solides', 'bonne',
  'bonnes', 'forte', 'fort', 'gout', 'sens', 'savoir', 'indispensable', 'apprecie', 'appreciee', 'souhaite', 'souhaitee',
  'requis', 'requise', 'exige', 'exigee', 'dont', 'selon', 'knowledge', 'skills', 'skill', 'proven', 'solid', 'sound',
  'understanding', 'track', 'record', 'demonstrated', 'relevant', 'related', 'field', 'plus', 'bonus', 'equivalent',
  'similar', 'least', 'minimum', 'degree', 'diplome', 'formation', 'niveau', 'level', 'etc', 'participer', 'assurer',
  'contribuer', 'ensure', 'support', 'help', 'using', 'use', 'utiliser', 'mettre', 'place', 'cadre', 'sein', 'afin',
  'notamment', 'including', 'within', 'across',
]);

function meaningful(folded: string): boolean {
  return !STOPWORDS_FR.has(folded) && !STOPWORDS_EN.has(folded) && !GENERIC.has(folded) && !/^\d+$/.test(folded);
}

/** Reads a line once for matching: dictionary concepts (with their synonyms) and content stems. */
export function textFeatures(text: string): TextFeatures {
  const index = indexText(text);
  const stems = new Set(index.tokens.filter((token) => meaningful(token.folded)).map((token) => token.stem));
  return { text, index, stems, keys: keysOf(stems) };
}

/** The match keys of a set of stems (see ats/phrase-tokens.ts): a line and a CV compare on these. */
export function keysOf(stems: Iterable<string>): Set<string> {
  // A word's synonym group counts too ('comms' holds 'communication'), as the ATS match reads it.
  return new Set([...stems].flatMap((stem) => [matchKey(stem), synonymKey(matchKey(stem))]));
}

/** True when the token at `position` of the features carries meaning (not a stopword or a number). */
export function isMeaningfulToken(features: TextFeatures, position: number): boolean {
  const token = features.index.tokens[position];
  return token !== undefined && meaningful(token.folded);
}
