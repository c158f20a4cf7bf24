import type { Language } from '../src/rules/limits.ts';
import { tokenize } from '../src/text/tokenize.ts';
import { sentences } from './letter-parts.ts';
import { flatten, hasPhrase, wordsOf } from './phrases.ts';

const FIRST_PERSON: Record<Language, RegExp> = {
  french: /(?:^|[^\p{L}])(?:je|j'|mon|ma|mes|moi)(?![\p{L}])/u,
  english: /(?:^|[^\p{L}])(?:i|i'm|i've|i'd|my|me|mine)(?![\p{L}])/u,
};
const SECOND_PERSON: Record<Language, RegExp> = {
  french: /(?:^|[^\p{L}])(?:vous|votre|vos)(?![\p{L}])/u,
  english: /(?:^|[^\p{L}])(?:you|your|yours)(?![\p{L}])/u,
};

function blank(text: string, names: readonly string[]): string {
  let result = text;
  for (const name of names) {
    if (name.trim().length < 2) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(escaped, 'giu'), ' ');
  }
  return result;
}

// A run this long copied from the posting is a quotation, not the writer's own wording.
const QUOTE_WORDS = 8;

/**
 * Blanks what the letter quotes from the company's self-description, the posting's sentences that
 * name the company: 'Haulix … delivering chilled and ambient food…, which weighed in my decision'
 * describes the employer, whatever pronoun follows.
 */
function withoutCompanyQuotes(letter: string, posting: string, companies: readonly string[]): string {
  const about = sentences(posting).filter((sentence) => companies.some((company) => flatten(sentence).includes(flatten(company))));
  const grams = new Set<string>();
  for (const sentence of about) {
    const words = tokenize(sentence).map((token) => token.folded);
    for (let i = 0; i + QUOTE_WORDS <= words.length; i += 1) grams.add(words.slice(i, i + QUOTE_WORDS).join(' '));
  }
  const tokens = tokenize(letter);
  const quoted = new Set<number>();
  for (let i = 0; i + QUOTE_WORDS <= tokens.length; i += 1) {
    const gram = tokens.slice(i, i + QUOTE_WORDS).map((token) => token.folded).join(' ');
    if (grams.has(gram)) for (let j = i; j < i + QUOTE_WORDS; j += 1) quoted.add(j);
  }
  let result = letter;
  for (const index of [...quoted].sort((a, b) => b - a)) {
    const token = tokens[index];
    if (token !== undefined) result = result.slice(0, token.start) + ' '.repeat(token.end - token.start) + result.slice(token.end);
  }
  return result;
}

/** What the claims of a letter are checked against. */
export type ClaimContext = {
  invented: readonly string[];
  language: Language;
  posting: string;
  /** The company's names as the team wrote them; empty when the posting names none. */
  companies: readonly string[];
  /** The company's and the position's names, expected and found: naming them claims nothing. */
  postingNames: readonly string[];
};

/**
 * Which of the `invented` skills the letter claims. A sentence that only speaks of the employer
 * ('votre flotte frigorifique', 'your Zendesk setup') claims nothing, nor does a quotation of the
 * company's self-description; any other sentence naming one does, pronoun or not ('Maîtrise de
 * SAP.', 'I can keep Greenhouse clean'). The company's and the position's names are blanked first:
 * a subject line naming 'Développeur Java' claims no Java.
 */
export function inventedClaims(letter: string, context: ClaimContext): string[] {
  const { language } = context;
  const own = blank(withoutCompanyQuotes(letter, context.posting, context.companies), context.postingNames);
  const claiming = sentences(own).filter((sentence) => {
    const folded = flatten(sentence);
    return FIRST_PERSON[language].test(folded) || !SECOND_PERSON[language].test(folded);
  });
  const words = claiming.map(wordsOf);
  return context.invented.filter((term) => words.some((sentence) => hasPhrase(sentence, term)));
}

// Certificates, licences and tests that a fragment-reading writer turns into a skill or a job.
const CREDENTIAL = String.raw`(?:toeic|toefl|ielts|permis|driving licen[cs]e|caces|afgsu|psc1|sst|fimo|fco|habilitations?|deas|cscs|smsts|ipaf|pasma|rtitb|dbs(?! checks?)|cpc|ecs|ils)`;

// What states a skill or a practice: 'compétences en', 'pratique de', 'je connais', 'skills in'…
const AS_SKILL = String.raw`(?:competences?|maitrise|maitriser|expertise|savoir-faire|pratiquer?|pratique|connais|connaissances?|experience|skills?|proficiency|proficient|knowledge|background|practi[cs]e|familiar)`;
const LINK = String.raw`(?: (?:egalement|aussi|also|solid|strong))? (?:(?:en|de|du|des|in|with|of) )?(?:d'|l')?(?:(?:la|le|les|the|my|a) )?`;

/** Statements no CV supports whatever it says: an age as a job, a credential as a skill. */
const ALWAYS_ABSURD: readonly RegExp[] = [
  /\bposte (?:de |d')?\d{1,2} ans\b/g,
  new RegExp(String.raw`\b${AS_SKILL}${LINK}${CREDENTIAL}\b`, 'g'),
  new RegExp(String.raw`\b(?:poste|metier|fonction) (?:de |d')?${CREDENTIAL}\b`, 'g'),
  /\b(?:position|role|job) (?:of|as) (?:an? )?\d{1,2}(?:[- ]years?)?\b/g,
];

// 'au poste de …', 'le poste de …', 'ce poste de …' up to the end of the clause: the post applied for ('mon poste'
// is the candidate's own, and stays).
const POST = wordsOf('poste')[0];
const APPLIED = new Set(wordsOf('au le ce du pour'));
const CLAUSE_END = new Set(wordsOf('et où qui'));

function withoutPostApplied(words: readonly string[]): string[] {
  const at = words.findIndex((word, index) => word === POST && APPLIED.has(words[index - 1] ?? ''));
  if (at < 0) return [...words];
  const end = words.findIndex((word, index) => index > at && CLAUSE_END.has(word));
  return [...words.slice(0, at), ...(end < 0 ? [] : words.slice(end))];
}

/** The absurd statements in a letter: those of every letter, then the case's own list. */
export function absurdStatements(letter: string, absurd: readonly string[]): string[] {
  const folded = flatten(letter);
  // Within one sentence: 'au Cabinet Vasseur Avocats. Depuis 2022, je…' does not say 'avocate depuis'.
  const sentences = letter.split(/(?<=[.!?])\s+/u).map(wordsOf);
  const general = ALWAYS_ABSURD.flatMap((pattern) => [...folded.matchAll(pattern)].map((found) => found[0]));
  // The post applied for, named after 'au poste de' ('au poste de chef de cuisine au Domaine des Aubiers'),
  // is the application, not a claim to hold it: such a mention is left out of the sentence before matching.
  const claims = sentences.map(withoutPostApplied);
  const own = absurd.filter((phrase) => claims.some((words) => hasPhrase(words, phrase)));
  return [...new Map([...general, ...own].map((statement) => [flatten(statement), statement])).values()];
}
