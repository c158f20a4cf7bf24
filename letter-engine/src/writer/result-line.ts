import { trimEdges } from '../text/trim-edges.ts';
import { lowerFirst } from './phrase-kit.ts';

// What a letter may open on, and what the result frame quotes: a share, an amount, or a change from one figure to another
// ('de 41 à 26 jours', 'from 6% to 1.5%'); a count or a time ('a 96-room hotel', 'from 22:00') is a fact, not a result.
// A unit letter ends its word: '180 médecins' is a count ('\b' is ASCII's, and ends 'm' before 'é').
export const MEASURED_RESULT = /\d\s?%|[£$€]\s?\d|\d\s?(?:k€|M€|€|£|[km](?![\p{L}\d]))|\b(?:from|de)\s[+-]?\d[\d,.]*\s?(?:%|€|£|k|m)?\s(?:to|à)\s[+-]?\d/iu;

// Rule 'a range of a rate is no change': 'accueil physique et téléphonique de 40 à 90 clients par jour' (a hotel
// receptionist's CV), '60 to 80 calls a day' (a call handler's): how much a day's work holds, not a result.
const RATE_RANGE = /\b(?:de|from)\s\d[\d,.]*\s(?:à|to)\s\d[\d,.]*\s?\p{L}*\s(?:par|per|an?)\s/giu;

// Rule 'a span of sizes is no change': 'pelles hydrauliques de 14 à 30 T' (a plant operator's CV), 'budget d'investissement de 4
// à 6 M€' (a maintenance manager's): a figure 'de … à …' is a change only in a line that says something moved ('délai passé
// de 5 à 2 semaines', 'NPS up from +18 to +34').
const FROM_TO = /(?<!\p{L})(?:de|from)\s[+-]?\d[\d,.]*\s?(?:%|€|£|k|m)?\s(?:à|to)\s[+-]?\d[\d,.]*/giu;
const CHANGE_WORD = /(?<!\p{L})(?:pass|ramen|rédui|port|baiss|augment|diminu|amélior|hausse|up|down|cut|reduced|increased|raised|improved|fell|rose|went|grew|dropped|lowered|brought)(?:ée?s?|e|s|é)?(?!\p{L})/iu;

// Longer than this, a quoted line reads as the CV pasted in.
const MAX_WORDS = 30;

// The candidate speaking: such a line is their own sentence, quoted by its own frame.
const FIRST_PERSON = /(?:^|\s)(?:[Jj]e|[Jj]['’]|I)(?=\s|\p{L})/u;

/**
 * A CV line stating a measured result that no clause frame can tell, as a noun phrase a colon can take: 'Chiffre
 * d'affaires personnel de 1,1 M€ en 2021, premier de l'agence trois années de suite' (a travel consultant's CV, round 27),
 * 'Site availability kept above 97.5% in 2025' (an RAF technician's, round 26), 'Own caseload across 6 DB and DC schemes
 * (around 40 cases a week), 98% completed within service levels in 2025' (a pensions administrator's, round 28): the
 * strongest evidence of these CVs, which recruiters found missing from every letter. Null for what a colon cannot take
 * whole or a reader cannot trust: no measured result, a fragment of a split line (it opens in lower case), a line in
 * capitals (French capitals drop their accents), an unmatched bracket or quote, two clauses joined by ';', the candidate's
 * own sentence, two sentences, a line too long to quote. The CV's own colon after a heading of one or two words drops the heading
 * ('Résultats : …'); after a longer phrase it becomes a comma ('Fiche de réglage créée pour une pièce médicale : réglage
 * passé de 40 à 25 min').
 */
export function quotableResult(text: string): string | null {
  const line = trimEdges(text.trim(), '', '.;,').replace(/\s+/gu, ' ');
  const measured = line.replace(RATE_RANGE, ' ');
  if (!MEASURED_RESULT.test(CHANGE_WORD.test(line) ? measured : measured.replace(FROM_TO, ' ')) || !/^[\p{Lu}\d]/u.test(line) || /;|\.\s/u.test(line) || FIRST_PERSON.test(line)) return null;
  const letters = line.replace(/[^\p{L}]/gu, '');
  if ((letters.match(/\p{Lu}/gu) ?? []).length * 2 > letters.length) return null;
  if ((line.match(/\(/gu) ?? []).length !== (line.match(/\)/gu) ?? []).length || (line.match(/["“”«»]/gu) ?? []).length % 2 === 1) return null;
  const parts = line.split(/\s?:\s/u);
  if (parts.length > 2) return null;
  const [head = '', rest] = parts;
  const phrase = rest === undefined ? head : head.split(' ').length <= 2 ? rest : `${head}, ${lowerFirst(rest)}`;
  if (phrase.split(' ').length > MAX_WORDS || !/^[\p{L}\d]/u.test(phrase)) return null;
  return lowerFirst(phrase);
}
