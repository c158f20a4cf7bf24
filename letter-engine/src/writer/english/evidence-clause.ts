import { bare, lowerFirst } from '../phrase-kit.ts';
import { commaItems } from '../../text/comma-items.ts';
import { looksLikeJobTitle } from '../../text/job-titles.ts';
import dutyVerbs from './duty-verbs.json' with { type: 'json' };
import resultParticiples from './result-participles.json' with { type: 'json' };

const IRREGULAR_PAST: Readonly<Record<string, string>> = dutyVerbs.irregularPast;
const PAST_FORMS = new Set([...Object.values(IRREGULAR_PAST), 'became']);
// Verbs that open English duty bullets in the base form ('Manage the team') or the third person ('Manages…').
const BASE_VERBS = new Set(dutyVerbs.base);

// 'Track the cost improvement programme: £9.4m of savings delivered' → '… programme (£9.4m of savings delivered)':
// one colon's details read as brackets after a verb. 'MOT preparation: 96% first-time pass rate on the annual tests
// (national average 89%)': a bracket closing the details becomes a comma inside them, as the French duty lists write it.
// Two colons, or a bracket before the colon or inside the details, stay as they are.
function detailsInBrackets(text: string): string {
  const parts = text.split(': ');
  const details = (parts[1] ?? '').replace(/ \(([^()]+)\)$/u, ', $1');
  return parts.length === 2 && !/[()]/.test(`${parts[0]}${details}`) && details.length > 0 ? `${parts[0]} (${details})` : text;
}

const NOUN_MODIFIERS = new Set(dutyVerbs.nounModifiers.words);
const PARTICIPLE_COMPOUND = /^\p{L}+ \p{Ll}+s \p{Ll}+(?<!ly)(?=$| and |[,;.])/u;

/** Whether a line opens on a compound noun whose first noun is also a verb ('Stock control, rotas…', duty-verbs.json). */
export function opensOnCompoundNoun(text: string): boolean {
  const compound = /^(\p{L}+) (\p{Ll}+)(?=[,;]|$| and )/u.exec(text.trim());
  return compound !== null && NOUN_MODIFIERS.has((compound[1] ?? '').toLowerCase()) && !/s$/u.test(compound[2] ?? '') && !DETERMINER.test(compound[2] ?? '');
}

/**
 * 'Stock control, rotas, customer complaints' → 'stock control, rotas and customer complaints': a CV's list of short
 * duties, told in a sentence, takes 'and' before its last item; a list whose last item has one already, or an item too
 * long to be one noun phrase, stays as it is. An 'and' inside an earlier item is that item's own: 'purchase and sales
 * ledgers, balance sheet reconciliations, VAT returns' (a financial analyst's CV) and 'patrols, lock-up and unlock of the
 * centre, incident reports' (a night porter's) were told without the list's 'and', as no English sentence lists.
 */
export function joinedDuties(text: string): string {
  const items = commaItems(text);
  if (items === null || items.length < 2 || /\band\b|&/u.test(items.at(-1) ?? '') || items.some((item) => item.length === 0 || item.split(/\s+/u).length > 6)) return text;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

const RESULT_PAST: Readonly<Record<string, string>> = resultParticiples.participles;
/** A figure, a few words, then a singular rate, score or rating: 'I achieved a 4.9 customer rating' is one result. */
export const A_RATE = /^\S+ (?:[\p{L}-]+ ){0,3}(?:rate|score|accuracy|average|rating)\b/u;
const COUNTED_RESULT = /^([+]?[£$€]?\d[\d.,]*\s?[mkbMK]?\+?(?: [\p{L}-]+){0,4}) (\p{Ll}+) ((?:in|on|over|across|per|each|a|for|within) .+)$/u;

// A measure of a few words without a verb, then 'down' or 'up' and a figure.
const MOVED_MEASURE = /^(\p{L}[\p{L}'’-]*(?: [\p{L}'’-]+){0,6}) (down|up) ((?:by |from )?[\d£€$].*)$/u;
// A label of up to four words before the details a colon gave (detailsInBrackets), the details opening on a figure.
const LABELLED_RESULT = /^(\p{L}+(?: [\p{L}/&-]+){0,3}) \(([-+£€$]?\d[^()]*)\)$/u;
// The label's last word names an activity: 'preparation', 'installs', 'repairs', 'control'.
const ACTIVITY = /(?:tion|sion|ment|ance|ence|ing|installs|repairs|control|service|support)$/iu;

/** Whether an English word is a verb's past form ('managed', 'led', 'kept'). */
const ADJECTIVES_IN_ED = new Set(dutyVerbs.adjectivesInEd.words);

export function isPastForm(word: string): boolean {
  // 'RabbitMQ-based', 'data-led', 'user-centred': a compound in -ed is an adjective, not a verb's past; so is 'unvented'.
  // A verb's prefix is no compound: 'De-escalated confrontations at the gate' (a soldier's CV, told 'My work included
  // de-escalated…', round 27's panel), 'Co-ordinated', 'Re-designed'.
  const verb = word.replace(/^(?:de|re|co|pre)-(?=\p{L})/u, '');
  return PAST_FORMS.has(verb) || (/ed$/u.test(verb) && verb.length > 4 && !verb.includes('-') && !ADJECTIVES_IN_ED.has(verb));
}

/** Whether an English CV line's word is a verb a duty opens with ('Manage', 'manages', 'line manage'). */
export function isDutyVerb(word: string): boolean {
  return baseOf(word.toLowerCase()) !== null;
}

function toPast(verb: string): string {
  if (IRREGULAR_PAST[verb] !== undefined) return IRREGULAR_PAST[verb];
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

// By English grammar a noun phrase holds no finite verb: 'Outside work, books have always been my thing' (a bookseller's CV);
// 'include' and its kin after a subject are one too ('Clients include two commercial cleaning firms…', a bid writer's).
export const FINITE_VERB = /(?<![\p{L}-])(?:is|are|was|were|has|have|had|been|will|would|can|could|includes?|included|comprises?|contains?)(?![\p{L}-])/iu;
// A gerund as a sentence's subject, its verb singular: 'Running the business has been good for me'.
const GERUND_SUBJECT = /^\p{L}+ing(?: [\p{L}'’-]+){0,5} (?:has|is|was) /iu;
const PROMOTED = /^(?:promoted|appointed|elected|re-elected|shortlisted|nominated)$/u;
// The thing may be two such pairs joined by 'and' ('Service reports and work orders completed on the site's maintenance system',
// a wind turbine technician's CV, told 'I service reports…', round 26's panel).
const PASSIVE_LINE = /^(\p{L}+) (\p{L}+s(?: and (?:\p{L}+ )?\p{L}+s)?) (\p{Ll}+) ((?:on|in|at|to|for|within|with|by|into|every|each|daily|weekly)\b.*)$/u;
// 'Scheduled and unscheduled maintenance', 'Planned and unplanned work': a participle and its negation qualify the noun after
// them; no one 'scheduled and unscheduled' anything (the same technician's line, told 'I scheduled and unscheduled
// maintenance on Typhoon aircraft').
const NEGATED_PAIR = /^(\p{L}+ed) and un(\p{L}+ed)\b/iu;

// The present of a past participle the job still does ('recorded' → 'record', 'kept' → 'keep'), or null when unsure.
function presentOf(participle: string): string | null {
  const irregular = Object.entries(IRREGULAR_PAST).find(([, past]) => past === participle)?.[0];
  if (irregular !== undefined) return irregular;
  const stem = participle.replace(/ed$/u, '');
  return [stem, `${stem}e`, stem.replace(/i$/u, 'y')].find((base) => BASE_VERBS.has(base)) ?? null;
}

function baseOf(word: string): string | null {
  if (BASE_VERBS.has(word)) return word;
  const withoutS = word.replace(/(?:ies)$/, 'y').replace(/(?:sses|ches|shes|xes|oes)$/, (ending) => ending.slice(0, -2)).replace(/s$/, '');
  return BASE_VERBS.has(withoutS) && word !== withoutS ? withoutS : null;
}

/**
 * 'Services and repairs on rigid vehicles': two plurals before a preposition are nouns, not 'I service…'; so is a
 * plural before 'of' ('Budgets of up to £200k a month', 'Reports of 40 pages'), which no duty verb takes.
 */
export function pluralNouns(text: string): boolean {
  return /^\S+s and \S+s (?:on|of|for|to|in|at|across|with)\b|^\S+s of\b/iu.test(text);
}

/**
 * A line of several actions ('Unload 20+ cages a night, 10pm-7am, run the chiller aisle, team of 8', a shelf stacker's
 * CV): by English grammar, after the first verb's object an item that opens on a verb and its determiner ('run the
 * chiller aisle') is another action the candidate did, joined by 'and'; with one there, the items that are no action (a
 * time, a team) are left out, since no verb takes them. Without one, the line stays as it is ('I manage supplier and AV
 * bookings, floor plans and budgets up to £60k', an event coordinator's).
 */
const DETERMINER = /^(?:the|a|an|my|our|their|all|every|each|new|daily|weekly)$/u;
function actions(tail: string, tense: (verb: string) => string): string {
  if (/[()]/u.test(tail)) return tail;
  const [object = '', ...others] = tail.split(/,\s+/u);
  const verbs = others.flatMap((item) => {
    const [word = '', next = '', ...words] = item.split(' ');
    const verb = baseOf(word.toLowerCase());
    return verb === null || !DETERMINER.test(next) ? [] : [`${tense(verb)} ${[next, ...words].join(' ')}`];
  });
  if (verbs.length === 0) return tail;
  return `${object}${verbs.length > 1 ? `, ${verbs.slice(0, -1).join(', ')}` : ''} and ${verbs.at(-1) ?? ''}`;
}

/**
 * Turns an English CV bullet into a first-person clause that can follow a comma or a colon,
 * without changing its facts: 'Built 20+ dashboards…' → 'I built 20+ dashboards…'; 'Manage a
 * team of 6' → 'I manage a team of 6' (current job) or 'I managed a team of 6'; 'Responsible for
 * payroll' → 'I was responsible for payroll'. Null when the bullet is too long to quote or its
 * shape is unknown (a bare noun phrase reads badly after 'I').
 */
export function englishClause(bullet: string, options: { current: boolean; turn: number }): string | null {
  // One sentence only: a prose CV's line may hold several.
  const text = detailsInBrackets(bare(bullet.split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? bullet).replace(/(?<!\s)\s+:\s+/g, ', ').replace(/\s+/g, ' '));
  if (text.split(' ').length > 36 || /^(?:he|she|they|we)\s/i.test(text)) return null;
  if (/^I\s/.test(text)) return text;
  // UK CVs write the compound verb open or hyphenated ('Line manage two analysts', 'Line-managed 3 staff').
  const [head = '', ...rest] = text.replace(/^line\s(?=manag)/i, 'Line-').split(' ');
  const first = head.toLowerCase();
  const tail = rest.join(' ');
  // '2015 – 2019, kitchen porter at…' is a period and a past job, not a result.
  if (/^(?:19|20)\d{2}\b/.test(first)) return null;
  // Rule 'a counted result told by its verb': '£28m of lending written in 2023' (a mortgage adviser's CV), '£9.4m of
  // savings delivered in 2023/24' (a finance business partner's): the figure and what it counts, then a participle the
  // lexicon knows and a preposition, are what the candidate did: 'I wrote £28m of lending in 2023'.
  const counted = COUNTED_RESULT.exec(text);
  const done = counted === null ? undefined : RESULT_PAST[counted[2] ?? ''];
  if (counted !== null && done !== undefined) return `I ${done} ${counted[1] ?? ''} ${counted[3] ?? ''}`;
  // Rule 'a rate is one': '108% average pick rate in 2019' (a warehouse operative's CV), '100% pass rate on compliance
  // file checks' (a mortgage adviser's), '4.9 customer rating' (a delivery rider's): a figure before a singular rate,
  // score or rating takes 'a'.
  // An ordinal is a rank, not an amount: '1st and 2nd line support for 2,400 students' (an IT analyst's CV), '18th Edition
  // BS 7671' (an electrician's) achieve nothing.
  if (/^\d+(?:st|nd|rd|th)$/u.test(first)) return null;
  // Rule 'one result is achieved': a line of several results or duties after commas ('74 completions in 2025, 96% first-time
  // pass rate on file checks, protection referrals on 40% of cases', a mortgage adviser's CV; '70 inbound calls a day,
  // billing and outage questions, Freshdesk tickets, 94% CSAT', a contact-centre adviser's) is no object of 'achieved'.
  if (/^[+\-–]?[\d$£€]/.test(first) && /,\s/u.test(text.replace(/\([^()]*\)/gu, ''))) return null;
  // Rule 'achieved takes a rate or an amount': '96% of my matters completed on the agreed date' (a paralegal's CV) and '96%
  // first-time MOT pass on my vehicles' (an HGV technician's) read as garbled after 'I achieved' (round 27's panel, twice):
  // a share of things done, or a figure before no rate, is quoted as it stands (result-line.ts).
  if (/^[+\-–]?[\d$£€]/.test(first)) return A_RATE.test(text) ? `I achieved a ${text}` : /^[+\-–]?[$£€]|^[\d.,]+\s?[km]?[$£€]/u.test(first) ? `I achieved ${text}` : null;
  if (/^(?:responsible|accountable)$/.test(first)) return `I was ${first} ${tail}`;
  // Rule 'a participle before a compound names a thing': 'Controlled drugs register and date checking' (a pharmacy
  // technician's CV), 'Fixed assets register and depreciation' (an accounts assistant's): a participle, a plural noun and
  // the noun they qualify, ending the item, are a register, never 'I controlled drugs register'.
  if (isPastForm(first) && PARTICIPLE_COMPOUND.test(text)) return null;
  const negated = NEGATED_PAIR.exec(text);
  if (negated !== null && (negated[1] ?? '').toLowerCase() === (negated[2] ?? '').toLowerCase()) return null;
  // Rule 'a promotion is passive', as the French 'Promu senior en 2010' (an auditor's CV): 'Promoted to Corporal in 2019'
  // (an RAF technician's, told 'I promoted to Corporal', round 26's panel), 'Made foreman in 2012' (a joiner's): what was
  // done to the candidate takes 'was'; 'made' only before a role ('Made 200 deliveries' is an act).
  if (PROMOTED.test(first) || (first === 'made' && looksLikeJobTitle(tail.split(/\s(?:in|at|after|from)\s/u)[0] ?? ''))) return `I was ${lowerFirst(text)}`;
  if (isPastForm(first)) return `I ${lowerFirst(text)}`;
  // Rule 'a passive line is the candidate's act': 'Care notes recorded on a handheld device (PCS)' (a care assistant's CV, told
  // 'I care notes recorded…'), 'Payroll hours kept within budget every quarter while covering 7-day trading' (a store
  // manager's, quoted as 'my work includes payroll hours kept…'): two words naming a thing, the second a plural (or two such
  // pairs joined by 'and'), then a verb's past participle, are what the candidate did to it: 'I record care notes on…', 'I kept payroll hours within…'.
  const passive = PASSIVE_LINE.exec(text);
  const participle = (passive?.[3] ?? '').toLowerCase();
  if (passive !== null && isPastForm(participle) && !isPastForm(first)) {
    const present = options.current ? presentOf(participle) : null;
    return `I ${present ?? participle} ${lowerFirst(`${passive[1] ?? ''} ${passive[2] ?? ''}`)} ${passive[4] ?? ''}`;
  }
  // Rule 'a measure that moved': 'Unknown loss in my store down 23% in 2024' (a CCTV operator's CV), 'churn down from 4.1%
  // to 2.6% a year' (a customer success associate's), 'pick rate up from 118 to 141 units per hour' (a warehouse team
  // leader's, whose 'Pick' is no verb): the measure is the subject of 'went'.
  const moved = MOVED_MEASURE.exec(text);
  if (moved !== null) return `${lowerFirst(moved[1] ?? '')} went ${moved[2]} ${moved[3]}`;
  // Rule 'a verb's form before an -ing word is a noun': 'Cash handling and end-of-day till reconciliation' (a trainee
  // accountant's and a cashier's CVs), 'Ticket scanning and wristband checks' (a steward's), 'File opening and closing' (a
  // legal secretary's): never 'I cash handling…'.
  const base = pluralNouns(text) || /^\p{L}{3,}ing\b/u.test(tail) || opensOnCompoundNoun(text) ? null : baseOf(first);
  // 'Manages and trains 6 staff': the second verb takes the same tense.
  const tense = (verb: string): string => (options.current ? verb : toPast(verb));
  const second = /^and ([^\s]+)( .*)?$/u.exec(tail);
  const other = second === null ? null : baseOf((second[1] ?? '').toLowerCase());
  // 'Stock and price checks with a handheld scanner' (a shop assistant's line): two verbs' forms before a duty verb's -s
  // form ('checks') make a noun phrase, since no clause reads 'I stock and price checks'.
  const third = (second?.[2] ?? '').trim().split(' ')[0] ?? '';
  if (base !== null && second !== null && other !== null && /s$/u.test(third) && baseOf(third.toLowerCase()) !== null) return null;
  if (base !== null && second !== null && other !== null) return `I ${tense(base)} and ${tense(other)}${second[2] ?? ''}`;
  // 'Cash and card payments, balancing the float' (a night porter's and a waitress's CVs), 'Rota and supervision for 40
  // staff' (a care home manager's): a verb's form joined by 'and' to no verb may be a noun; unsure, unsaid.
  if (base !== null && second !== null) return null;
  // Rule "'own' before a bare noun is no verb": 'Own full toolkit' (an HGV technician's CV), 'Own caseload of around 45
  // freehold sales' (a paralegal's), told 'I own full toolkit' (round 27's panel): the adjective of 'my own'; unsure, unsaid.
  if (base === 'own' && !DETERMINER.test(tail.split(' ')[0] ?? '')) return null;
  if (base !== null) return `I ${tense(base)} ${actions(tail, tense)}`;
  // A sentence with its own verb is no activity 'my work involves': 'Running the business has been good for me, but…' (a
  // kitchen fitter's CV, told 'My role involves running the business has been good for me…', round 27's panel).
  if (GERUND_SUBJECT.test(text)) return null;
  if (/ing$/.test(first) && first.length > 5) return `${options.current ? ['my work involves', 'my role involves'][options.turn % 2] : ['my work involved', 'my role involved'][options.turn % 2]} ${lowerFirst(text)}`;
  // A list of duties ('scanning, loading cages', 'till, customer service, opening up'): one of them at least
  // a task in -ing, none a figure; 'fit, reliable, early riser' or 'part time, 16 hrs' describe, they are no work.
  const items = text.split(/(?<!\s)\s*,\s*|(?<!\s)\s+and\s+/).filter((item) => item.length > 0);
  const tasks = items.some((item) => /^\p{L}+ing\b/u.test(item) && !/^(?:during|morning|evening|spring)\b/iu.test(item));
  if (items.length >= 2 && tasks && items.every((item) => item.split(' ').length <= 4 && !/^\d/u.test(item))) return `my work ${options.current ? 'covers' : 'covered'} ${lowerFirst(joinedDuties(text))}`;
  // Rule 'a labelled result': 'MOT preparation: 96% first-time pass rate…' (an HGV technician's CV), 'Boiler installs: 150+
  // combi swaps…' (a heating engineer's): an activity named before the colon, its figures after it, is part of the work.
  const labelled = LABELLED_RESULT.exec(text);
  if (labelled !== null && ACTIVITY.test(labelled[1] ?? '')) return `my work ${options.current ? 'covers' : 'covered'} ${lowerFirst(labelled[1] ?? '')} (${labelled[2] ?? ''})`;
  // Any other measured noun phrase ('portfolio of 150 SME customers') is part of the job, quoted after a colon.
  // A sentence ('Since 2022 I have worked…') or a name ('Clarke & Lowe…') is no noun phrase of duties.
  const phraseOfDuties = !/\bI\b|^\p{Lu}\S* \p{Lu}/u.test(text) && !/^(?:the|a|an|my|our|in|on|at|for|with|to|of|and|or|by|from|since|when|while|after|before|during|as|then)$/.test(first);
  if (/^\p{L}+$/u.test(first) && /\d/.test(text) && phraseOfDuties) return `my work ${options.current ? 'covers' : 'covered'}: ${lowerFirst(text)}`;
  return null;
}
