import { COUNT, readCount } from './number-words.ts';

// Tests, cards and licences a CV lists: proofs of a skill, never a skill or a job of their own.
const CREDENTIAL = String.raw`(?:toeic|toefl|ielts|delf|dalf|caces|afgsu|psc ?1|pse ?[12]|sst|bafa|bafd|fimo|fco|ssiap|tosa|voltaire|cscs|smsts|sssts|ipaf|pasma|ecs|dbs|cpc|iosh|deaes?|habilitations?|permis(?: [a-e](?:\+?e)?)?|c\+e|(?:hgv |driving |full uk )?licen[cs]e|care certificate)`;
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
// A statement's pattern: its wording between word boundaries, any case, every occurrence.
const statement = (wording: string, after = ''): RegExp => new RegExp(`${B}${wording}${E}${after}`, 'giu');

const AS_SKILL = String.raw`(?:compétences?|competences?|maîtrise|maitrise|savoir-faire|expertise|skills?|proficiency|proficient|competenc[ey])`;
const SKILL_LINK = String.raw`(?:\s+(?:également|egalement|aussi|also|solides?|strong|solid))?\s+(?:(?:en|de|du|des|in|with|at)\s+)?(?:d['’]|l['’]|(?:la|le|les|the|my|a)\s+)?`;
const FRENCH_JOB = String.raw`(?:poste|métier|metier|fonction|emploi)(?:\s+actuel)?\s+(?:de\s+|d['’])`;
const ENGLISH_JOB = String.raw`(?:position|role|job|post)\s+(?:of|as)\s+(?:an?\s+)?`;
const JOB = `${FRENCH_JOB}|${ENGLISH_JOB}`;

// Time away from work: a letter that calls it a post ('poste de congé parental', 'served as a career break')
// has read a CV's gap line as a job.
const GAP = String.raw`(?:cong[ée]s? (?:parental|maternit[ée]|de maternit[ée]|paternit[ée]|de paternit[ée]|sabbatique|de formation)|ann[ée]e sabbatique|pause (?:professionnelle|parentale|de carri[èe]re)|interruption de carri[èe]re|recherche d['’]emploi|career (?:break|gap)|(?:parental|maternity|paternity|adoption) leave|sabbatical|gap year)`;
const GAP_AS_JOB = statement(`(?:${JOB}|(?:en tant que|comme|as an?|served as(?: an?)?|worked as(?: an?)?|actuellement|currently)\\s+)${GAP}`);

const CREDENTIAL_AS_SKILL = statement(`${AS_SKILL}${SKILL_LINK}${CREDENTIAL}`);
const CREDENTIAL_AS_JOB = statement(`(?:${JOB})${CREDENTIAL}`);
const COUNT_AS_JOB = [
  statement(`${FRENCH_JOB}(${COUNT})\\s*ans`),
  statement(`${ENGLISH_JOB}(${COUNT})(?:[- ]years?(?:[- ]old)?)?`, String.raw`(?!\s*(?:hours|months|weeks|days|people|staff|%))`),
];
/** 'cinq ans d'expérience', '8 years of experience', 'depuis 6 ans': years of experience a letter states, the count first captured. */
export const YEARS_OF_EXPERIENCE = [
  statement(String.raw`(?:expérience|experience|carrière|carriere|parcours|pratique)(?:\s+professionnelle)?\s+(?:de\s+|d['’])(${COUNT})\s*(?:ans|années|annees)`),
  statement(String.raw`(${COUNT})\s*(?:ans|années|annees)\s+d['’]\s*(?:expérience|experience|ancienneté|anciennete|pratique)`),
  statement(String.raw`depuis\s+(${COUNT})\s+(?:ans|années|annees)`),
  statement(String.raw`(${COUNT})\+?\s*years?['’]?\s+(?:of\s+)?(?:experience|practice)`),
  statement(String.raw`(?:experience|career)\s+of\s+(${COUNT})\s+years`),
  statement(String.raw`for\s+(?:the\s+(?:last|past)\s+)?(${COUNT})\s+years`),
];
// Nobody works before this age: more years of experience than the CV's age allows is the age misread.
const WORKING_AGE = 14;
// 'poste de 24 ans': a job is not counted in years of age, whatever the CV says.
const ADULT_AGE = 15;

const AGE_LINES = [
  /(?:^|[,–—|·(-]\s*|(?<![\p{L}])[âa]ge\s*(?::\s*)?|(?<![\p{L}])[âa]g[ée]e?\s+de\s+|\bj['’]ai\s+)(\d{2})\s*ans\b(?!\s*(?:d['’]|de\b|dans\b|en\b|au\b|aux\b|chez\b|comme\b|à\b|a\b|pass))/imu,
  /\b(\d{2})\s*(?:years?[\s-]old|y\.?\s?o\.?)(?![\p{L}])/iu,
  /\baged?\s*(?::\s*)?(\d{2})\b/iu,
];

// 'Liam O'Connor, 22 – Bristol': a bare number after the name on the CV's first line.
const AFTER_NAME = /^[^,\d\n]{3,60},\s*(\d{2})\s*(?:[–—|·,-]|$)/u;

/** The candidate's age when the CV states it ('Jean Dupont, 24 ans', 'Liam O'Connor, 22 – Bristol', 'Age: 34', '22 years old'). */
export function resumeAge(resume: string): number | null {
  const first = resume.trim().split('\n')[0] ?? '';
  for (const pattern of [AFTER_NAME, ...AGE_LINES]) {
    const text = pattern === AFTER_NAME ? first : resume;
    const age = Number(pattern.exec(text)?.[1] ?? Number.NaN);
    if (age >= ADULT_AGE && age <= 80) return age;
  }
  return null;
}

/**
 * The statements of a letter that are false whatever the CV: an age read as a job ('j'occupe le
 * poste de 24 ans', 'a role of 22') or as years of experience ('mon expérience de 24 ans' from
 * 'Jean Dupont, 24 ans'), a test, a card or a licence stated as a skill or a job ('compétences en
 * TOEIC', 'skills in IPAF', 'poste de CACES'), a gap as a post ('poste de congé parental', 'actuellement
 * congé parental', but not 'actuellement en congé parental'). As written in the letter, in order, each once.
 */
export function findAbsurdStatements(letter: string, age: number | null): string[] {
  const found: Array<{ text: string; at: number }> = [];
  const add = (match: RegExpMatchArray): void => {
    found.push({ text: match[0].replace(/\s+/g, ' '), at: match.index ?? 0 });
  };
  for (const match of letter.matchAll(CREDENTIAL_AS_SKILL)) add(match);
  for (const match of letter.matchAll(CREDENTIAL_AS_JOB)) add(match);
  for (const match of letter.matchAll(GAP_AS_JOB)) add(match);
  for (const match of COUNT_AS_JOB.flatMap((pattern) => [...letter.matchAll(pattern)])) {
    const count = readCount(match[1] ?? '');
    if (count !== null && (count === age || count >= ADULT_AGE)) add(match);
  }
  if (age !== null) {
    for (const pattern of YEARS_OF_EXPERIENCE) {
      for (const match of letter.matchAll(pattern)) {
        const count = readCount(match[1] ?? '');
        if (count !== null && count > age - WORKING_AGE) add(match);
      }
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((statement) => statement.text)
    .filter((text) => !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase()) !== undefined);
}
