import { looksLikeJobTitle } from '../text/job-titles.ts';
import { cityOf, knownCity } from '../text/places.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { PERIOD } from './resume-dates.ts';
import { mentionsDegree } from './resume-education.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { startsUpper } from '../text/letter-case.ts';

/** Where a job is, as a prose sentence says it. */
export type Workplace = { employer: string | null; place: string | null };

// Where the employer follows: 'au CHU de Nantes', 'à la Brasserie du Port', 'chez Decathlon', 'at Monzo'.
const INTRO = /(?:^| )(?:au sein d(?:e la |e l['’]|u |es |e )|chez |au |aux |à la |à l['’]|à |pour (?:la |le |l['’])?|dans (?:la |le |l['’]|une? |les )?|at |for |with |in )/giu;
// After these, only a city is read ('in Leeds', 'à Nantes'), never an employer ('in Finance').
const PLACE_ONLY = /^ ?(?:in|à) $/i;
// Weaker: 'au bloc opératoire du Centre hospitalier de Compiègne', read when nothing else names the employer.
const OF_INTRO = /(?:^| )(?:du |de la |de l['’])(?=\p{Lu})/gu;
// Kinds of workplaces written before their name: 'la clinique Jules Verne', 'le restaurant Le Comptoir'.
const PLACE_NOUNS = lexiconWordSet({ list: 'workplace-nouns' });
// 'Department for Work and Pensions' (a work coach's prose CV), 'Great Ormond Street Hospital for Children' (a nurse's):
// 'for' joins a name's capitalised words as 'of' does.
const NAME_CONNECTORS = /^(?:de|du|des|d['’].*|la|le|les|l['’].*|&|of|for|the|and|sur|en|y)$/i;
const MAX_NAME_WORDS = 6;
const LOOK = 200;

// Rule 'an institution's name goes on in lower case': 'Mission locale de Bobigny' (an insertion adviser's CV), 'Centre
// hospitalier de Compiègne-Noyon' (a theatre nurse's). One lower-case word after the first is the name's when 'de' and a
// capitalised word follow it; 'le Bistrot parisien de la gare' stops at 'Bistrot'.
function institutionGoesOn(words: readonly string[]): boolean {
  const [first = '', second = '', joiner = '', next = ''] = words;
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || !/^\p{Ll}+$/u.test(second)) return false;
  if (/^[dl]['’]\p{Lu}/u.test(joiner)) return true;
  return /^(?:de|du|des)$/.test(joiner) && startsUpper(next);
}

/** The capitalised name at the start of a text ('CHU de Nantes, en service…' → 'CHU de Nantes'), or null. */
export function readProperName(text: string): string | null {
  const words = text.slice(0, 120).split(' ');
  // 'the Royal Hospital', 'le Comptoir': a lower-case article before the name is not part of it.
  if (/^(?:the|le|la|les)$/.test(words[0] ?? '')) words.shift();
  const taken: string[] = [];
  for (const [index, raw] of words.entries()) {
    if (raw.startsWith('(')) break;
    const word = trimEdges(raw, '', ',.;:!?)');
    if (word.length === 0) break;
    const capital = /^\p{Lu}|^[dl]['’]\p{Lu}/u.test(word);
    const placeNoun = index === 0 && PLACE_NOUNS.has(word.toLowerCase());
    if (!capital && !placeNoun && !(taken.length > 0 && NAME_CONNECTORS.test(word)) && !(index === 1 && institutionGoesOn(words))) break;
    if (/^(?:19|20)\d{2}$/.test(word) || PERIOD.test(word)) break;
    taken.push(word);
    if (raw !== word || taken.length >= MAX_NAME_WORDS) break;
  }
  // A connector left at the end goes; an elided name ('de l'Anjou') is no connector.
  const dangling = (word: string): boolean => NAME_CONNECTORS.test(word) && !/^[dl]['’]\p{Lu}/u.test(word);
  while (taken.length > 0 && dangling(taken[taken.length - 1] ?? '')) taken.pop();
  return taken.some((word) => startsUpper(word)) ? taken.join(' ') : null;
}

// 'chez Data Analyst' is a misread role; 'Clarke & Lowe Surveyors' an employer that names a trade.
function isEmployerName(name: string): boolean {
  return knownCity(name) === null && !looksLikeJobTitle(name.split(' ')[0] ?? '') && !PERIOD.test(name);
}

// '(Résidence Le Bois Fleuri, Talence)', '(Lyon)': an employer and a city in brackets. Rule 'names listed in brackets
// are clients or brands': 'packing lines for chilled ready meals (Tesco, M&S)' (a production operative's CV), 'centres
// d'usinage 3 axes Fanuc (Mazak, DMG Mori)' (a CNC setter's), '(Makita, Bosch Pro)' (a DIY-store adviser's): several names whose
// last is neither a known town nor one capitalised word list customers or makes, never the employer and its town.
function readBrackets(text: string, found: Workplace): void {
  for (const match of text.matchAll(/\(([^()]{1,60})\)/g)) {
    const parts = (match[1] ?? '').split(', ');
    const last = parts[parts.length - 1] ?? '';
    const city = cityOf(last) ?? (parts.length > 1 && /^\p{Lu}[\p{L}-]+$/u.test(last) && knownCity(parts[0] ?? '') === null && !/[&\d]/u.test(last) ? last : null);
    if (city !== null) found.place ??= city;
    if (parts.length > 1 && city === null) continue;
    const name = parts.length > 1 || city === null ? readProperName(parts[0] ?? '') : null;
    if (name !== null && name.length === (parts[0] ?? '').trim().length && isEmployerName(name)) found.employer ??= name;
  }
}

// Rule 'where a diploma was earned is no employer': a bracket naming a diploma names its school, not where the
// candidate works: 'auxiliaire de puériculture diplômée d'État depuis 2021 (DEAP obtenu à l'IFAP de Villeurbanne)' (a
// nursery nurse's CV), 'éducateur spécialisé, diplômé d'État depuis 2020 (DEES, IRTS Paris Parmentier)' (an educator's).
const DEGREE_NOTE = /\(([^()]{1,80})\)/g;

// 'estates for Persimmon and Bellway through subcontractors': the name is a client, the employer someone else.
const SUBCONTRACTED = /^,?\s+(?:through|via|by way of|en sous-traitance|par l['’]intermédiaire|pour le compte)\b/iu;

/**
 * Reads the employer and the place a prose statement gives after its role: the capitalised words
 * after 'au', 'chez', 'at'… (a known city after them is the place), a name in brackets, and as a
 * last resort a name after 'du' ('au bloc opératoire du Centre hospitalier de Compiègne').
 */
// 'at the Loughborough branch of Midland Counties Building Society' (a building society adviser's prose CV): a branch, a
// store or a site is named by its town; the employer is whose it is, and the town where.
const BRANCH_OF = /\b(?:at|in) the (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?) (?:branch|store|site|office|depot|plant) of /u;

export function readWorkplace(text: string): Workplace {
  const found: Workplace = { employer: null, place: null };
  const branch = BRANCH_OF.exec(text.slice(0, LOOK));
  const owner = branch === null ? null : readProperName(text.slice(branch.index + branch[0].length));
  if (branch !== null && owner !== null && isEmployerName(owner)) return { employer: owner, place: branch[1] ?? null };
  const window = text.slice(0, LOOK).replace(DEGREE_NOTE, (note, inside: string) => (mentionsDegree(inside) ? ' ' : note));
  for (const match of window.matchAll(INTRO)) {
    const after = window.slice(match.index + match[0].length);
    const name = readProperName(after);
    if (name === null || SUBCONTRACTED.test(after.slice(name.length))) continue;
    const city = knownCity(name);
    const placeOnly = PLACE_ONLY.test(match[0]);
    if (city !== null) found.place ??= city;
    else if (found.employer === null && !placeOnly && isEmployerName(name)) found.employer = name;
    // 'chez Kiabi à Saint-Herblain': one capitalised word after 'à' once the employer is known.
    else if (placeOnly && found.employer !== null && /^\p{Lu}[\p{L}'’-]+$/u.test(name)) found.place ??= name;
  }
  readBrackets(window, found);
  if (found.employer === null) {
    for (const match of window.matchAll(OF_INTRO)) {
      const name = readProperName(window.slice(match.index + match[0].length));
      if (name !== null && isEmployerName(name) && name.includes(' ')) {
        found.employer = name;
        break;
      }
    }
  }
  return found;
}

/** The verbs a CV tells a move to an employer with: 'j'ai rejoint Manitou', 'j'ai intégré…', 'I joined Monzo'. */
export const JOINED_VERBS = String.raw`j['’]ai (?:rejoint|intégré)|i joined`;
// 'j'ai rejoint Manitou', 'I joined Monzo', 'At Brightdesk (2022 - present) I look after…': a move, true of a current or a past job.
const JOINED = new RegExp(String.raw`\b(?:${JOINED_VERBS}) |^(?:at|chez) (?=\p{Lu})`, 'iu');
// A sentence opening on the workplace says the job is the current one when it says so: 'present', 'aujourd'hui'.
const NOW = /\b(?:present|now|today|currently|aujourd['’]hui|actuellement|depuis|since)\b/iu;
// 'je travaille aujourd'hui chez Sepur', 'Since 2022 I have worked at Clarke & Lowe': the current job.
const WORKS_AT = /\b(?:je travaille (?:aujourd['’]hui |actuellement |depuis \S+ (?:ans )?)?(?=chez |au |à la |à l['’]|pour |dans )|i (?:have |currently )?work(?:ed)? (?=at |for )|i(?:'ve| have) been (?:working )?(?=at |with ))/iu;

/** The workplace a sentence names without a role ('J'ai rejoint Manitou à Ancenis'), or null; `current` when it is where the candidate works now. */
export function readJoined(sentence: string): (Workplace & { current: boolean }) | null {
  const joined = JOINED.exec(sentence);
  const works = joined === null ? WORKS_AT.exec(sentence) : null;
  const match = joined ?? works;
  if (match === null) return null;
  const rest = sentence.slice(match.index + match[0].length).trim();
  const found = joined === null ? readWorkplace(rest) : readWorkplace(`chez ${rest}`);
  const opensOnPlace = joined !== null && /^(?:at|chez) $/i.test(joined[0]);
  return found.employer === null ? null : { ...found, current: works !== null || (opensOnPlace && NOW.test(sentence)) };
}
