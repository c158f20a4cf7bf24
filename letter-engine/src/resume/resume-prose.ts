import { looksLikeJobTitle } from '../text/job-titles.ts';
import { cityOf, knownCity } from '../text/places.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { namesCredential } from './resume-credentials.ts';
import { PERIOD, readPeriod } from './resume-dates.ts';
import { isDegree } from './resume-education.ts';
import type { ReadJob } from './resume-experience.ts';

// Phrases after which a prose CV names a role: 'je suis infirmière', 'j'ai travaillé comme
// serveur', 'I have been working as a nurse', 'puis vendeuse chez…'. Each pattern is a fixed
// phrase with bounded options, so matching stays linear.
const OPENERS: ReadonlyArray<{ pattern: RegExp; past: boolean }> = [
  { pattern: /\bje suis (?:actuellement |aujourd['’]hui |depuis \d{1,2} ans |depuis (?:19|20)\d{2} )?(?:une? )?/giu, past: false },
  { pattern: /\bj['’](?:occupe|ai occupé) (?:actuellement |depuis \d{1,2} ans )?(?:le |un )?poste (?:de |d['’])/giu, past: false },
  { pattern: /\bje travaille (?:actuellement |depuis \d{1,2} ans )?(?:comme |en tant que |en qualité de )(?:une? )?/giu, past: false },
  { pattern: /\bj['’]exerce (?:actuellement |depuis \d{1,2} ans )?(?:comme |en tant que |en qualité de |le métier de |la profession de )(?:une? )?/giu, past: false },
  { pattern: /\bj['’](?:ai travaillé|ai exercé)(?: \d{1,2} ans| pendant \d{1,2} ans)? (?:comme |en tant que |en qualité de )(?:une? )?/giu, past: true },
  { pattern: /\bj['’]ai été (?:une? )?/giu, past: true },
  { pattern: /\b(?:puis|ensuite|auparavant,?|avant cela,?|précédemment,?) (?:j['’]ai été |comme |en tant que )?(?:une? )?/giu, past: true },
  { pattern: /\b(?:i am|i'm|i’m) (?:currently )?(?:working as )?(?:an? )?/giu, past: false },
  { pattern: /\b(?:i have been|i've been|i’ve been) (?:working as )?(?:an? )?/giu, past: false },
  { pattern: /\bi work as (?:an? )?/giu, past: false },
  { pattern: /\bi (?:have )?(?:previously |also |then )?worked as (?:an? )?/giu, past: true },
  { pattern: /\b(?:previously|before that|then),? (?:i worked as |i was |as )?(?:an? )?/giu, past: true },
  { pattern: /\b(?:job étudiant|jobs? d['’]été|stage|alternance|intérim|mission|summer job|internship|placement) ?: /giu, past: true },
];
// A sentence that opens with the role: 'Serveur depuis 3 ans à la Brasserie du Port'.
const LEADING = /^(?:(?:actuellement|aujourd['’]hui|currently|auparavant|previously),? )?/iu;

// Words that end a role in prose; 'de', 'd'…' and 'en' continue it ('chef de rayon', 'infirmière en cardiologie').
const TITLE_STOPS = new Set([
  'depuis', 'au', 'aux', 'chez', 'dans', 'pour', 'pendant', 'avec', 'et', 'puis', 'où', 'qui', 'que', 'dont', 'par', 'sur',
  'durant', 'à', 'a', 'since', 'at', 'for', 'with', 'from', 'in', 'and', 'during', 'who', 'where', 'until', 'on', 'je',
  'j', 'i', 'passionné', 'passionnée', 'motivé', 'motivée', 'ayant', 'having', 'the', 'of', 'été', 'ai', 'suis', 'est', 'was',
  'am', 'is', 'obtenu', 'obtained',
]);
const QUALIFIERS = new Set(['diplômée', 'diplômé', "d'état", 'd’état', 'polyvalente', 'polyvalent', 'senior', 'junior', 'confirmée', 'confirmé', 'qualifiée', 'qualifié', 'libérale', 'libéral', 'adjointe', 'adjoint', 'principal', 'principale', 'en', 'chef', 'domicile']);
const MAX_TITLE_WORDS = 7;

/** The role at the start of a text ('infirmière depuis 6 ans…' → 'infirmière'), or null. */
function readTitle(text: string): { title: string; end: number } | null {
  const words = text.slice(0, 160).split(' ');
  const taken: string[] = [];
  let jobSeen = false;
  let end = 0;
  for (const raw of words) {
    if (raw.startsWith('(')) break;
    const word = trimEdges(raw, '', ',.;:!?)');
    const lower = word.toLowerCase();
    // 'J'ai encadré…', 'j'occupe…': a role never starts with a pronoun.
    if (word.length === 0 || TITLE_STOPS.has(lower) || /^\d/.test(word) || /^(?:j|qu)['’]/i.test(word)) break;
    const continuation = /^(?:de|du|des|d['’].+|en|la|l['’].+)$/i.test(word) || QUALIFIERS.has(lower);
    const afterConnector = /^(?:de|du|des|d['’]|en)$/i.test(taken[taken.length - 1] ?? '');
    // 'Développeuse Full Stack', 'Infirmière DE': capitalised words go on a capitalised role.
    const capitalisedRun = /^\p{Lu}/u.test(taken[0] ?? '') && /^\p{Lu}/u.test(word);
    // 'assistant contrôleur de gestion', 'infirmier anesthésiste': a second role word goes on too.
    const compound = looksLikeJobTitle(word) && !/^\p{Lu}/u.test(word);
    if (jobSeen && !continuation && !afterConnector && !capitalisedRun && !compound && !/^\p{Lu}{2,5}$/u.test(word)) break;
    taken.push(word);
    end += raw.length + 1;
    if (!jobSeen && looksLikeJobTitle(word)) jobSeen = true;
    if (!jobSeen && taken.length >= 3) return null;
    if (raw !== word || taken.length >= MAX_TITLE_WORDS) break;
  }
  while (taken.length > 0 && /^(?:de|du|des|en|la|l['’]|d['’])$/i.test(taken[taken.length - 1] ?? '')) taken.pop();
  const title = taken.join(' ');
  // 'Diplôme d'État d'infirmier obtenu en 2017' names a job word but is a degree.
  return jobSeen && title.length > 0 && !isDegree(title) && !namesCredential(title) ? { title, end } : null;
}

// Where the employer follows the role: 'au CHU de Nantes', 'à la Brasserie du Port', 'chez Decathlon', 'at Monzo'.
const EMPLOYER_INTRO = /(?:^| )(?:au sein d(?:e la |e l['’]|u |es |e )|chez |au |aux |à la |à l['’]|à |pour (?:la |le |l['’])?|dans (?:la |le |l['’]|une? |les )?|at |for |with |in )/giu;
// After these, only a city is read ('in Leeds'), never an employer ('in Finance').
const PLACE_ONLY_INTRO = /^ ?(?:in|à) $/i;
// Kinds of workplaces written before their name: 'la clinique Jules Verne', 'le restaurant Le Comptoir'.
const PLACE_NOUNS = new Set([
  'clinique', 'hôpital', 'restaurant', 'brasserie', 'hôtel', 'boutique', 'magasin', 'cabinet', 'agence', 'société', 'groupe',
  'entreprise', 'école', 'collège', 'lycée', 'centre', 'pharmacie', 'supermarché', 'hypermarché', 'enseigne', 'bar', 'café',
  'association', 'mairie', 'crèche', 'résidence', 'banque', 'laboratoire', 'entrepôt', 'plateforme', 'maison', 'start-up',
  'startup', 'fondation', 'institut', 'cabinet', 'ehpad', 'cuisine', 'hospital', 'hotel', 'restaurant', 'store', 'company',
]);
const NAME_CONNECTORS = /^(?:de|du|des|d['’].*|la|le|les|l['’].*|&|of|the|and|sur|en|y)$/i;
const MAX_EMPLOYER_WORDS = 6;

function readName(text: string): string | null {
  const taken: string[] = [];
  // 'the Royal Hospital', 'le Comptoir': a lower-case article before the name is not part of it.
  const words = text.slice(0, 120).split(' ');
  if (/^(?:the|le|la|les)$/.test(words[0] ?? '')) words.shift();
  for (const [index, raw] of words.entries()) {
    if (raw.startsWith('(')) break;
    const word = trimEdges(raw, '', ',.;:!?)');
    if (word.length === 0) break;
    const capital = /^\p{Lu}|^[dl]['’]\p{Lu}/u.test(word);
    const placeNoun = index === 0 && PLACE_NOUNS.has(word.toLowerCase());
    if (!capital && !placeNoun && !(taken.length > 0 && NAME_CONNECTORS.test(word))) break;
    if (/^(?:19|20)\d{2}$/.test(word) || PERIOD.test(word)) break;
    taken.push(word);
    if (raw !== word || taken.length >= MAX_EMPLOYER_WORDS) break;
  }
  while (taken.length > 0 && NAME_CONNECTORS.test(taken[taken.length - 1] ?? '')) taken.pop();
  if (!taken.some((word) => /^\p{Lu}/u.test(word))) return null;
  return taken.join(' ');
}

type Workplace = { employer: string | null; place: string | null };

function readWorkplace(tail: string): Workplace {
  const found: Workplace = { employer: null, place: null };
  for (const match of tail.slice(0, 200).matchAll(EMPLOYER_INTRO)) {
    const name = readName(tail.slice(match.index + match[0].length));
    if (name === null) continue;
    const city = knownCity(name);
    if (city !== null) found.place ??= city;
    else if (found.employer === null && !PLACE_ONLY_INTRO.test(match[0]) && !looksLikeJobTitle(name) && !PERIOD.test(name)) found.employer = name;
  }
  const inBrackets = /\(([^()]{1,40})\)/.exec(tail.slice(0, 200))?.[1];
  if (inBrackets !== undefined) found.place ??= cityOf(inBrackets);
  return found;
}

const FOR_YEARS = /\b(?:depuis|since|for(?: the (?:last|past))?|pendant|durant) (\d{1,2}) (?:ans|années|years?)\b/iu;

function readStay(statement: string, past: boolean): Pick<ReadJob, 'period' | 'current' | 'months' | 'start' | 'end' | 'startYear' | 'endYear'> {
  const period = PERIOD.exec(statement)?.[0] ?? null;
  const stay = FOR_YEARS.exec(statement);
  const months = stay === null ? null : Number(stay[1]) * 12;
  const sinceYears = stay !== null && /^(?:depuis|since)/i.test(stay[0]);
  const dates = period === null ? null : readPeriod(period);
  const current = dates?.current ?? (sinceYears || (!past && (stay === null || !/^(?:pendant|durant|for)/i.test(stay[0]))));
  return {
    period: period ?? stay?.[0] ?? null,
    current,
    months,
    start: dates?.start ?? null,
    end: dates?.end ?? null,
    startYear: dates?.start?.year ?? null,
    endYear: dates?.end?.year ?? null,
  };
}

type Statement = { at: number; bodyAt: number; past: boolean; opener: boolean };

function statementsOf(sentence: string): Statement[] {
  const found: Statement[] = [];
  for (const { pattern, past } of OPENERS) {
    for (const match of sentence.matchAll(pattern)) found.push({ at: match.index, bodyAt: match.index + match[0].length, past, opener: true });
  }
  const leading = LEADING.exec(sentence);
  if (leading !== null) found.push({ at: 0, bodyAt: leading[0].length, past: /auparavant|previously/i.test(leading[0]), opener: false });
  return found.sort((a, b) => a.at - b.at);
}

/**
 * A job a prose sentence states, with the sentence's index. `stated` is true when a phrase such as
 * 'je suis' introduces the role; a sentence that merely opens with a role ('Serveur depuis 3 ans…')
 * may also be a headline.
 */
export type ProseJob = { job: ReadJob; sentence: number; stated: boolean };

/**
 * Reads the jobs a prose CV states ('Je suis infirmière depuis 6 ans au CHU de Nantes',
 * 'Auparavant, j'ai été aide-soignante à la clinique Jules Verne pendant 3 ans', 'Serveur depuis 3
 * ans à la Brasserie du Port (Lyon)', 'I have been working as a nurse at St James's Hospital since
 * 2019'): the role (a phrase with a job word right after the opener), the employer (capitalised
 * words after 'au', 'chez', 'at'…), the place, the dates or the stay. An age ('24 ans') is never a
 * role: a role needs a job word.
 */
export function readProseJobs(sentences: readonly string[]): ProseJob[] {
  const jobs: ProseJob[] = [];
  sentences.forEach((sentence, index) => {
    const statements = statementsOf(sentence);
    const claimed = new Set<number>();
    let next = 0;
    statements.forEach((statement) => {
      const title = readTitle(sentence.slice(statement.bodyAt));
      if (title === null || claimed.has(statement.bodyAt)) return;
      claimed.add(statement.bodyAt);
      // Statements are in order: the one after this role's title bounds its employer and dates.
      while (next < statements.length && (statements[next]?.at ?? 0) <= statement.bodyAt + title.end) next += 1;
      const following = statements[next];
      const body = sentence.slice(statement.at, following?.at ?? sentence.length);
      const tail = sentence.slice(statement.bodyAt + title.end, following?.at ?? sentence.length);
      const workplace = readWorkplace(tail);
      const stay = readStay(body, statement.past);
      const job: ReadJob = { title: title.title, employer: workplace.employer, place: workplace.place, achievements: [], ...stay };
      jobs.push({ job, sentence: index, stated: statement.opener });
    });
  });
  return jobs;
}
