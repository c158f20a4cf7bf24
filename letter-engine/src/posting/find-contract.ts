import { foldText } from '../text/fold.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

// Each contract wording, folded, with the short form the profile reports. Kinds of contract come
// before working time: 'Permanent, full-time' is a permanent contract.
const CONTRACTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcdi\b|contrat a duree indeterminee/, 'CDI'],
  [/\bcdd\b|contrat a duree determinee/, 'CDD'],
  [/\binterim\b|travail temporaire/, 'Intérim'],
  [/\balternance\b|contrat de professionnalisation|contrat pro\b/, 'Alternance'],
  [/\bapprentissage\b/, 'Apprentissage'],
  [/\bstage\b/, 'Stage'],
  [/\bfreelance\b|\bfree-lance\b|\bindependant\b/, 'Freelance'],
  [/\bsaisonnier\b|\bsaisonniere\b/, 'Saisonnier'],
  [/\bpermanent\b/, 'Permanent'],
  [/\bfixed[- ]term\b/, 'Fixed-term'],
  [/\btemporary\b/, 'Temporary'],
  [/\binternship\b/, 'Internship'],
  [/\bapprenticeship\b/, 'Apprenticeship'],
  [/\bseasonal\b/, 'Seasonal'],
  [/\bcontractor\b|^contract\b/, 'Contract'],
  [/\bfull[- ]?time\b/, 'Full-time'],
  [/\bpart[- ]?time\b/, 'Part-time'],
  [/\btemps plein\b/, 'Temps plein'],
  [/\btemps partiel\b/, 'Temps partiel'],
];

// Words that name a contract only in a header or a labelled line: 'stage' and 'permanent' are
// ordinary words in a sentence ('un stage réussi', 'un souci permanent de qualité').
const SAFE_IN_SENTENCES = lexiconWordSet({ list: 'contract-names-in-sentences' });

const LABEL =
  /^(?:type de contrat|nature du contrat|contrat|type d['’ ]emploi|type de poste|employment type|job type|contract type|type of contract|contract)\s?[:：]\s?(.+)$/i;

const DURATION = /^ ?(?:de |d une duree de |- |: |\()?(\d{1,2}) ?mois\b/;
const MONTHS = /\b(\d{1,2})[- ]months?\b/;

// A header line may put the duration apart: 'Stage - Assistant(e) marketing (6 mois) - Bordeaux'.
const MONTHS_IN_BRACKETS = /\((\d{1,2}) ?mois\)/;

function withDuration(label: string, folded: string, end: number): string {
  if (label === 'CDD' || label === 'Stage') {
    const months = DURATION.exec(folded.slice(end, end + 30))?.[1] ?? MONTHS_IN_BRACKETS.exec(folded)?.[1];
    return months === undefined ? label : `${label} de ${months} mois`;
  }
  if (label === 'Fixed-term' || label === 'Internship' || label === 'Temporary') {
    const months = MONTHS.exec(folded)?.[1];
    return months === undefined ? label : `${label}, ${months} months`;
  }
  return label;
}

/** Reads the contract a phrase names ('CDD de 6 mois', 'Permanent, full-time' → 'Permanent'), or null. */
export function contractIn(phrase: string, inSentence = false): string | null {
  return contractInFolded(foldText(phrase), inSentence);
}

/** contractIn for a phrase already folded (see foldText). */
export function contractInFolded(folded: string, inSentence = false): string | null {
  for (const [pattern, label] of CONTRACTS) {
    if (inSentence && !SAFE_IN_SENTENCES.has(label)) continue;
    const match = pattern.exec(folded);
    if (match !== null) return withDuration(label, folded, match.index + match[0].length);
  }
  return null;
}

/**
 * The posting's contract: a labelled line ('Type de contrat : CDI', 'Employment type: Full-time'),
 * else the header lines ('Lyon 3e - CDI - Télétravail partiel'), else a sentence naming an
 * unambiguous contract ('Poste en CDI à pourvoir').
 */
export function findContract(lines: readonly string[], headLines: readonly string[]): string | null {
  for (const line of lines) {
    const value = LABEL.exec(line)?.[1];
    const contract = value === undefined ? null : contractIn(value);
    if (contract !== null) return contract;
  }
  for (const line of headLines) {
    const contract = contractIn(line);
    if (contract !== null) return contract;
  }
  for (const line of lines) {
    // A line that opens with the contract is a detail line ('Permanent, full-time. £34,000…'), not prose.
    const contract = contractIn(line, contractIn(line.split(/[ ,.;:]/)[0] ?? '') === null);
    if (contract !== null) return contract;
  }
  return null;
}
