import { foldText } from '../text/fold.ts';
import type { LetterFacts } from './letter-facts.ts';

// What LinkedIn writes after a credential's name: its issuer ('Emergency First Aid at Work – St John Ambulance') or
// its validity ('SIA Public Space Surveillance (CCTV) – valid to 08/2027'); the letter names the credential only.
export const ISSUER_AFTER = /\s[–—-]\s(?:\p{Lu}[\p{L}'’&.-]*(?:\s(?:\p{Lu}[\p{L}'’&.-]*|of|de|du|des|and|&))*|(?:valid|valide|expires?|expire)\b.*)$/u;
// Driving licence categories ('Permis D, C1 et B', 'C+E licence'): a licence answers a posting that asks one of its categories.
const LICENCE_CATEGORIES = /\b(?:[Pp]ermis|[Cc]at(?:egory|égorie)?\.?)\s+((?:[A-E][1E]?(?:\s?\+\s?E)?(?:\s*(?:,|et|and|\/)\s*|\b))+)|\b([A-E][1E]?(?:\s?\+\s?E)?)\s+(?:licen[cs]e|driving)/gu;

/**
 * A credential the diploma names whole ('CIPD Level 5' in 'CIPD Level 5 Associate Diploma in People Management') is said
 * once, by the diploma's full name, among the credentials; the diploma's own sentence is then not written.
 */
export function credentialsAndDegree(credentials: readonly string[], degree: LetterFacts['degree']): { credentials: string[]; degree: LetterFacts['degree'] } {
  const inDegree = degree === null ? undefined : credentials.find((credential) => foldText(degree.text).includes(foldText(credential)));
  if (degree === null || inDegree === undefined) return { credentials: [...credentials], degree };
  return { credentials: credentials.map((credential) => (credential === inDegree ? degree.text : credential)), degree: null };
}

// Named as the must-haves write it, or a licence of a category they ask: a shared stem ('CIPD' for 'CIPD Level 7') is not the posting asking.
export function namedIn(credential: string, required: readonly string[]): boolean {
  const categories = licenceCategories(required.join('\n'));
  const text = ` ${foldText(required.join(' '))} `;
  // A level the must-haves ask ('CACHE Level 3' for 'Level 3 Early Years qualification'); a code alone is not enough
  // ('CACES R482 E' for 'CACES R482 B1': its category differs).
  const level = /\blevel \d\b/u.exec(foldText(credential))?.[0];
  // 'Paediatric first aid certificate' for 'Paediatric first aid (or willing to train)': the paper's kind is no part of the name.
  return text.includes(foldText(credential).replace(/ (?:certificate|card|licen[cs]e|certificat|carte)$/u, '')) || (level !== undefined && text.includes(` ${level} `)) || licenceCategories(credential).some((category) => categories.includes(category)) || sameCodeAndCategory(foldText(credential), text);
}

// 'CACES R487 cat. 1 et 2' for 'CACES R487 catégorie 1 et/ou 2': the code the must-haves name, with a category they ask
// ('CACES R482 E' is not 'CACES R482 B1').
function sameCodeAndCategory(credential: string, required: string): boolean {
  const categoriesAfter = (text: string, code: string): string[] => {
    const after = text.slice(text.indexOf(code) + code.length).split(/[,;()]/u)[0] ?? '';
    return after.replace(/\bcat(?:egories?|s?\.)?/gu, ' ').split(/\s|\/|\bet\b|\bou\b|\band\b|\bor\b/u).filter((word) => /^[a-z]?\d[a-z0-9]?$|^[a-z]\d?$/u.test(word));
  };
  return (credential.match(/\b[a-z]{1,6}\d{2,4}\b/gu) ?? []).some((code) => {
    if (!new RegExp(`\\b${code}\\b`, 'u').test(required)) return false;
    const own = categoriesAfter(credential, code);
    const asked = categoriesAfter(required, code);
    return own.length === 0 || asked.length === 0 || own.some((category) => asked.includes(category));
  });
}

// A credential's code the posting names ('PA1 / PA6 pesticide application' for 'PA1/PA6', 'CACES R489' for 'R489'), or its
// level where the posting asks one ('CACHE Level 3' for 'Level 3 Early Years qualification', 'Food hygiene Level 2').
export function sharesCode(credential: string, foldedPosting: string): boolean {
  const codes = foldText(credential).match(/\b(?:[a-z]{1,6}\d{1,4}|level \d)\b/gu) ?? [];
  return codes.some((code) => new RegExp(`\\b${code}\\b`, 'u').test(foldedPosting));
}

// A credential's acronym the posting names as a word: 'Cisco Certified Network Professional (CCNP) Enterprise' for 'La
// certification CCNP est exigée' (a network engineer's LinkedIn entry, round 30), 'Certified Scrum Product Owner (CSPO)' for 'Une certification CSPO'
// (a product owner's).
export function sharesAcronym(credential: string, posting: string): boolean {
  return (credential.match(/(?<![\p{L}\d])\p{Lu}{3,6}(?![\p{L}\d])/gu) ?? []).some((acronym) => new RegExp(`(?<![\\p{L}\\d])${acronym}(?![\\p{L}\\d])`, 'u').test(posting));
}

export function licenceCategories(text: string): string[] {
  return [...text.matchAll(LICENCE_CATEGORIES)].flatMap((match) => (match[1] ?? match[2] ?? '').split(/,|\bet\b|\band\b|\//u)).map((category) => category.replace(/\s/gu, '')).filter((category) => /^[A-E]/u.test(category));
}
