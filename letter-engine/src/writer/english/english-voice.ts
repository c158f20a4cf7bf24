import { isDegree } from '../../resume/resume-education.ts';
import { joinLabels, joinList } from '../../text/join-list.ts';
import { looksLikeJobTitle } from '../../text/job-titles.ts';
import credentialNouns from './credential-nouns.json' with { type: 'json' };
import type { JobFact, LetterFacts } from '../letter-facts.ts';
import { inSentence, MAX_OWN_SENTENCE_WORDS } from '../letter-facts.ts';
import { commaItems } from '../../text/comma-items.ts';
import { lowerFirst } from '../phrase-kit.ts';
import { quotableResult } from '../result-line.ts';
import { monthName } from '../../text/format-letter-date.ts';
import { trimEdges } from '../../text/trim-edges.ts';
import { fieldToSay } from '../stated-experience.ts';
import { byTurn, choose, MIN_WORDS_ALONE, type Style, type Voice } from '../voice.ts';
import { PERIOD } from '../../resume/resume-dates.ts';
import { countedWorkClause, dutiesThenCount, isAmountItem } from '../counted-work.ts';
import { A_RATE, englishClause, FINITE_VERB, isDutyVerb, isPastForm, joinedDuties, opensOnCompoundNoun, pluralNouns } from './evidence-clause.ts';

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function list(items: readonly string[]): string {
  return joinList(items, 'english');
}

/** 'a' or 'an' by the sound of the first letter ('an MSc', 'a BSc', 'an Office Manager'). */
function article(phrase: string): string {
  const first = phrase.split(/\s/)[0] ?? '';
  // An acronym is read letter by letter, 'MSc' and 'MEng' too: two capitals open it.
  if (/^[A-Z]{2,5}\b/.test(first) || /^[A-Z]{2}[a-z]{1,3}$/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  return /^[aeiou]/i.test(first) && !/^(?:uni|use|usu|eu|one)/i.test(first) ? 'an' : 'a';
}

/** 'Stock control' → 'stock control'; names and acronyms ('Excel', 'HACCP') keep their capitals. */
function lowerFirstWord(text: string): string {
  if (!/^\p{Lu}\p{Ll}+\b/u.test(text) || /^(?:Excel|Word|Microsoft|Google|English|French|Instagram|Facebook|LinkedIn|TikTok|YouTube|Twitter|Pinterest|Snapchat|WhatsApp|Reddit|Discord)\b/.test(text)) return text;
  // A tool or a name the dictionary knows keeps its capital ('Sage', 'Shopify').
  return lowerFirst(text);
}

function thePost(facts: LetterFacts): string {
  // Without a title, the post is the employer's vacancy: 'the position you advertised' gave 'I was glad to see the position
  // you advertised at Little Acorns Day Nurseries advertised' (the panel); and an agency's post, 'I was glad to see the Room
  // Attendant role you are recruiting for on behalf of your client advertised': the opening names the advertisement.
  const post = facts.position === null ? 'your vacancy' : `the ${facts.position} role`;
  // An agency's post is its client's: 'the Warehouse Team Leader role you are recruiting for on behalf of your client'.
  if (facts.forClient && facts.position !== null) return `${post} you are recruiting for on behalf of your client`;
  // The posting's employer, as the CV's, is never bare when it is one of the state's bodies ('at the Home Office').
  return facts.company === null ? post : `${post} at ${inSentence(facts.company, 'english')}`;
}

// The post named again after the opening: its title alone, the employer's name once in the letter being enough.
function theRole(facts: LetterFacts): string {
  return facts.position === null ? thePost(facts) : `the ${facts.position} role`;
}

function period(job: JobFact): string | null {
  const { startYear: start, endYear: end } = job;
  if (job.current) return start === null ? null : `since ${start}`;
  if (start !== null && end !== null) return start === end ? `in ${start}` : `from ${start} to ${end}`;
  const only = start ?? end;
  return only === null ? null : `in ${only}`;
}

function withAdverb(clause: string): string {
  const subject = /^(I|my work|my role) (was |have |had )?/.exec(clause);
  if (!subject) return clause;
  return subject[2] === undefined ? `${subject[1]} also ${clause.slice(subject[0].length)}` : `${subject[1]} ${subject[2]}also ${clause.slice(subject[0].length)}`;
}

// A clause the grammar is sure of: no CV line quoted after a colon, no 'achieved' before a figure that is no result.
function sureClause(clause: string | null, line: string): string | null {
  if (clause === null || clause.includes(': ') || clause.includes(' · ')) return null;
  if (clause.startsWith('I achieved ') && !/\d\s?%|[£$€]\s?\d|\d\s?[£$€]/.test(line) && !A_RATE.test(trimEdges(line.trim(), '•-* ', ''))) return null;
  return clause;
}

function spoken(language: { name: string; level: string | null }): string {
  if (language.level === null) return language.name;
  if (/fluent|native|bilingual|full professional|courant|bilingue|natif/iu.test(language.level)) return `fluent ${language.name}`;
  // LinkedIn's levels in words: 'Professional working proficiency' → 'English at a professional working level'.
  const worded = /\b(professional|limited) working proficiency\b/iu.exec(language.level)?.[1];
  if (worded !== undefined) return `${language.name} at a ${worded.toLowerCase()} working level`;
  const cefr = /\b([abc][12])\b/iu.exec(language.level)?.[1];
  if (cefr !== undefined) return `${language.name} at ${cefr.toUpperCase()} level`;
  if (/[()]/.test(language.level)) return language.name;
  return `${language.name} (${language.level.trim()})`;
}

// Words of a noun phrase of duties 'my work included' can take as it is.
const MAX_NOMINAL_WORDS = 30;
// 'Ex-British Army' tells a past, not a duty; 'Self-employed (CIS) 2017-now…' (a bricklayer's thin CV) a status. Rule 'an
// amount is no duty': 'Around 14 completions a month' (a mortgage adviser's CV), 'about 25 jobs a week' (a plumber's):
// how much was done, which 'my work included' cannot take. 'Work alongside the ushers…' (a court volunteer's line) is a
// verb, and 'my work covers work…' never reads whatever 'work' is.
const NOT_NOMINAL = /^(?:work|i|he|she|we|they|the|a|an|my|our|in|on|at|for|with|to|of|and|or|by|from|since|when|while|after|before|during|as|then|ex-[a-z]+|self-employed|freelance|over|every|each|most|part|full|part-time|full-time|available|saturdays?|sundays?|weekends?|evenings?|nights?|shifts?|rotas?|about|around|approximately|approx|roughly|nearly|almost)$/i;
// Words a CV describes its candidate with.
// 'Happy on nights' (an HGV technician's CV, told 'My work includes happy on nights', round 27's panel), 'Willing to
// travel': how the candidate feels about the work, not work.
const PORTRAIT = /^(?:fit|reliable|punctual|friendly|hard-working|hardworking|motivated|organised|organized|calm|honest|flexible|dependable|cheerful|patient|physically|happy|willing|keen|comfortable)$/iu;
// A person or a group, not a duty: 'contributor to the design system', 'volunteer at…', 'team of 8, store hit 112%'.
const PERSON = /^(?:\p{L}+(?:or|ist)|member|volunteer|lead|head|manager|officer|worker|helper|trainer|leader|owner|founder|assistant|consultant|team|staff|crew)$/iu;

/** A CV line in the candidate's own first person ('Over four summers I recruited more than sixty seasonal staff'), quoted whole. */
function ownSentence(text: string): string | null {
  const sentence = trimEdges(text.trim(), '', '.;,');
  const words = sentence.split(/\s+/).length;
  // The candidate speaks in it from its start, or after a short opening ('Over four summers, I…'), never after a label
  // ('Before that: …'); or of their team's result ('Our drinks spend per head rose 14%…', 'My last project cut…').
  if (!/^(?:[^:;.]{0,40}?,?\s)?(?:I(?:\s|['’](?:m|ve|d)\s)|(?:Our|My|We)\s)/u.test(sentence) || sentence.includes(':') || words < 5 || words > MAX_OWN_SENTENCE_WORDS) return null;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

// Rule 'a measured result is no work': 'Arrears on my patch reduced from 4.2% to 2.9% of the rent roll in two years' (a
// housing officer's LinkedIn profile), 'Average quality score of 95% in monthly call assessments' (a graduate's contact
// centre job): a noun phrase that states a change from one figure to another, or a score or rate, is what the work
// achieved; 'my work included average quality score of 95%…' read as a splice (the panel, twice). It is told as a result.
const MEASURED_CHANGE = /\b(?:reduced|cut|increased|raised|improved|grew|rose|fell|dropped|brought down|lowered)\b[^;]{0,60}?\bfrom [£$€]?\d\S*(?: \S+){0,3}? to [£$€]?\d/iu;
const MEASURED_SCORE = /\b(?:score|rate|rating|satisfaction|accuracy)\b[^.;]{0,30}?\b(?:of|at)\s\d[\d,.]*\s?%/iu;

const TRAINING = /\b(?:course|training|placement|apprenticeship|diploma|qualification|degree)\b/iu;

const PASSIVE_OPENING = /^(?:chosen|trusted|asked|selected|promoted|appointed|entrusted|nominated) (?:to|as|with) [^:;]+$/iu;

// The change a result line states, told of the thing measured: 'arrears … reduced from 4.2% to 2.9%' is 'arrears … fell
// from…', never 'I reduced…' (the line does not say who did it).
const CHANGE_VERB = /^(.+?) (reduced|cut|lowered|brought down|dropped|fell|increased|raised|grew|rose|improved) ((?:by \S+ )?from [£$€]?\d.*)$/iu;
const SCORE = /^((?:\p{L}[\p{L}-]* ){0,5}(?:score|rate|rating|satisfaction|accuracy)) (?:of|at) (\d[\d,.]*\s?%)(.*)$/iu;

/**
 * A measured result a CV line writes as a noun phrase, as a clause of its own: 'Average quality score of 95% in monthly
 * call assessments' → 'my average quality score was 95% in monthly call assessments'; 'Arrears on my patch reduced from
 * 4.2% to 2.9%…' → 'arrears on my patch fell from 4.2% to 2.9%…'. Null for anything else. 'One result of my work: …'
 * before the phrase as written read as a splice (the panel, three letters of two candidates).
 */
function measuredResult(text: string, current: boolean): string | null {
  const phrase = trimEdges(text.trim(), '', '.;,');
  const [first = ''] = phrase.split(/\s/u);
  // A duty whose bracket gives its result ('3-way matching … (cut unmatched invoices from 120 to 35 a month)') is work.
  const outside = phrase.replace(/\([^()]*\)/gu, ' ');
  if (!(MEASURED_CHANGE.test(outside) || MEASURED_SCORE.test(outside)) || isPastForm(first.toLowerCase()) || /^(?:I|We|Our|My)$/u.test(first) || /:/u.test(phrase) || phrase.split(/\s+/u).length > MAX_NOMINAL_WORDS) return null;
  const change = CHANGE_VERB.exec(phrase);
  if (change !== null) {
    const verb = (change[2] ?? '').toLowerCase();
    const told = /^(?:increased|raised|grew|rose)$/u.test(verb) ? 'rose' : verb === 'improved' ? 'improved' : 'fell';
    return `${lowerFirst(change[1] ?? '')} ${told} ${change[3] ?? ''}`;
  }
  const score = SCORE.exec(phrase);
  if (score === null || /^(?:an?|the|my|our)$/iu.test(first)) return null;
  return `my ${lowerFirstWord(score[1] ?? '')} ${current ? 'is' : 'was'} ${score[2] ?? ''}${score[3] ?? ''}`;
}

/**
 * Whether an item of a line, after a comma or 'and', opens on a past form: a verb without its subject ('…, first-call
 * resolution 86% and worked a rota…'), or an adjective in -ed ('shared mailboxes'), which the result frame gives up too.
 */
function opensAPartOnAPast(text: string): boolean {
  return text.split(/,\s|\sand\s/u).slice(1).some((part) => isPastForm((part.trim().split(' ')[0] ?? '').toLowerCase()));
}

/** A duty or a result written as a noun phrase ('Line management of 4 admin staff'), which 'my work included' takes as it is; its own colon becomes brackets. */
function nominalClause(text: string, current: boolean): string | null {
  const [first = ''] = text.split(/[\s,]/);
  // '9 years plastering: …' is a length of experience, not a duty.
  const counted = /^\d[\d,.]*\+?$/.test(first) && !/^(?:19|20)\d{2}$/.test(first) && !/^\S+ (?:years?|months?)\b/iu.test(text);
  // 'First as bar staff, then as shift supervisor…' tells a career, not a duty.
  if ((!counted && !/^\p{L}[\p{L}-]*$/u.test(first)) || NOT_NOMINAL.test(first) || PERSON.test(first) || /^first as\b/iu.test(text) || text.split(/\s+/).length > MAX_NOMINAL_WORDS) return null;
  // Rule 'a portrait or a length is no duty': 'fit, reliable, early riser' and 'five years with Kendal Harriers running
  // club' (a parcel sorter's thin CV), 'Reliable, calm and physically fit' (a hospital porter's): words that describe
  // the candidate, or how long they did something, are not work 'my work included'.
  if (PORTRAIT.test(first) || /^(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|months?)\b/iu.test(text)) return null;
  // 'Chosen as one of 4 "door hosts"…' (a shop assistant's line): a past participle opens no noun phrase of duties.
  if (isPastForm(first.toLowerCase()) || /^(?:chosen|given|taken|driven|shown|known|seen|written|spoken)$/iu.test(first)) return null;
  // Rule 'dated stays are no duty': 'Brennan Homes (new build) 2019-now, self-employed subbie 2014-2019, apprenticeship at
  // Moorcroft Builders 2012-2014' (a joiner's three-line CV) lists jobs; 'my work includes brennan Homes…' (the panel).
  if (PERIOD.test(text)) return null;
  // 'Counterbalance forklift licence': a credential left among the duties is held, not done.
  if (/\b(?:licen[cs]e|card|certificate|diploma|award)s?$/iu.test(trimEdges(text, '', '.;'))) return null;
  // Rule 'dated in brackets, no duty': 'Counterbalance FLT (RTITB, 2019)' (an HGV driver's CV), 'First Power BI dashboards
  // (2020)' (a BI developer's): a noun phrase whose brackets give only a year, or a body and a year, is a ticket or a
  // milestone, not work 'my work included'.
  // So is one whose last comma gives only a year ('Citizens Advice telephone assessor training, 2025', a returner's course).
  if (/\((?:[\p{Lu}\d&' -]+, )?(?:19|20)\d{2}\)$|, (?:19|20)\d{2}$/u.test(trimEdges(text, '', '.;'))) return null;
  // '3 NHBC Pride in the Job Quality Awards': a count of something named is an award or a product, not a duty.
  if (counted && /^\p{Lu}/u.test(text.split(/\s+/)[1] ?? '')) return null;
  // A role held within the job ('Section commander for 8 drivers', a soldier's CV; the French 'Référente allaitement…',
  // evidence-clause.ts): the candidate was it, it was no task; 'I was' for a past job, and never a role still held since a date.
  const role = /^(\p{L}+(?: \p{L}+)?) (?:for|of)\s/u.exec(text);
  if (role !== null && looksLikeJobTitle(role[1] ?? '') && !/\bsince\b/iu.test(text)) return current ? null : `I was ${lowerFirstWord(trimEdges(text, '', '.;'))}`;
  // A duty opening on a verb ('Line manage two analysts', 'Track the programme: …') is no noun phrase for 'my work included'.
  if (!pluralNouns(text) && !opensOnCompoundNoun(text) && text.split(/\s+/).slice(0, 2).some(isDutyVerb)) return null;
  // By English grammar a noun phrase holds no finite verb: 'Outside work, books have always been my thing' (a bookseller's
  // CV) is a sentence, not work 'my work included' can take.
  if (FINITE_VERB.test(text)) return null;
  // Rule 'names are no work': 'Salesforce, Gainsight, Zendesk, Excel' (a customer success manager's CV), 'Word, Excel,
  // Outlook' (a town hall receptionist's two-column CV): a list whose every item opens on a capital names tools or
  // places, which no one's work 'includes'.
  const named = commaItems(trimEdges(text, '', '.;'));
  if (named !== null && named.length >= 2 && named.every((item) => /^\p{Lu}/u.test(item))) return null;
  // An amount among the items is no duty either ('leaks, taps, toilets, about 25 jobs a week, 4.9 stars…', a plumber's).
  if (named !== null && named.slice(1).some((item) => isAmountItem(item, 'english'))) return null;
  const parts = trimEdges(text, '', '.;').replace(/\s+/g, ' ').replace(/ :/g, ':').split(': ');
  if (parts.length > 2 || parts.some((part) => part.trim().length === 0)) return null;
  const [head = '', details] = parts;
  const including = details === undefined ? null : detailsList(details);
  if (including !== null) return `my work ${current ? 'covers' : 'covered'} ${lowerFirstWord(head)}, including ${including}`;
  const phrase = details === undefined ? joinedDuties(head) : details.includes('(') ? null : `${head} (${details})`;
  if (phrase === null) return null;
  // Rule 'one of a measured many': 'Portfolio of 150 SME customers' (a customer success associate's CV), 'Caseload of 16–20
  // children' (a social worker's): a singular noun before 'of' and a figure is one thing, and takes 'a'.
  const one = /^\p{L}+[^s\s] of (?:up to |over |around |about |c\. |circa |approx\.? )?[\d£€$]/u.test(phrase) ? 'a ' : '';
  return `my work ${current ? 'includes' : 'included'} ${one}${lowerFirstWord(phrase)}`;
}

// 'Bookkeeping for 30+ sole traders: purchase and sales invoices, bank reconciliations, quarterly VAT returns'
// → '…, including purchase and sales invoices, bank reconciliations and quarterly VAT returns': the details after
// the colon are a list of nouns, each short and none opening on a figure or a preposition.
function detailsList(details: string): string | null {
  const items = commaItems(details);
  if (items === null || items.length < 2 || items.some((item) => item.length === 0 || item.split(/\s+/).length > 6 || /^\d/u.test(item) || NOT_NOMINAL.test(item.split(/\s+/)[0] ?? ''))) return null;
  return list(items.map(lowerFirstWord));
}

// 'Full UK driving licence' → 'a full UK driving licence', 'Forklift licence' → 'a forklift licence': a licence, card
// or certificate named by common words takes an article; a named qualification ('ACCA', 'Driver CPC') stays as it is.
const CREDENTIAL_NOUNS: Readonly<Record<string, string>> = credentialNouns.nouns;
const SUBJECT = /^\p{Lu}\p{Ll}+(?: \p{Ll}+)+$/u;
// The categories of a European driving licence: 'B', 'BE', 'C1', 'C1E', 'D', 'AM', 'A2'.
const LICENCE_CATEGORY = /^(?:AM|A[12]?|B(?:E|96)?|C1?E?|D1?E?)$/iu;

function credentialInList(credential: string): string {
  // 'ACS CCN1, CENWAT, CKR1, HTR1' (a heating engineer's CV): the units a scheme lists go in brackets, or the letter's list
  // of credentials would read them as credentials of their own.
  const units = /^(\p{Lu}{2,6}) (\p{Lu}[\p{Lu}\d]+(?:, \p{Lu}[\p{Lu}\d]+)+)$/u.exec(credential);
  if (units !== null) return `${units[1]} (${units[2]})`;
  // A French CV's 'Permis B et BE' in an English letter: 'a driving licence (categories B and BE)'.
  const permis = /^permis (?:de conduire )?(.+)$/iu.exec(credential)?.[1];
  if (permis !== undefined) {
    const categories = permis.split(/,|\bet\b|\//u).map((category) => category.trim()).filter((category) => category.length > 0);
    // Only a licence's categories go in brackets: 'Permis de conduire britannique' (a glazier's French CV) has none, and was
    // told 'a driving licence (category de conduire)' (round 26's panel).
    if (categories.length === 0 || !categories.every((category) => LICENCE_CATEGORY.test(category))) return 'a driving licence';
    return `a driving licence (${categories.length > 1 ? `categories ${list(categories)}` : `category ${categories[0] ?? ''}`})`;
  }
  // 'an AAT Level 3 Diploma in Accounting', 'a CIPD Level 5 Associate Diploma…', 'an RSPH Level 2 Award in Pest Management': a
  // diploma or an award named whole takes its article.
  if (/\b(?:Diploma|Certificate|Degree|Award)\b/u.test(credential) && !/^(?:[\p{L}-]*[^s\s]s|A[ -]levels)\b/iu.test(credential)) return `${article(credential)} ${credential}`;
  // Rule 'a trained person is no thing held': 'Mental Health First Aider' (a housing officer's CV and a contact centre team
  // leader's) names who the training made the candidate; 'I hold …, Mental Health First Aider and…' read as a splice (the
  // panel). What they hold is its certification.
  if (/\b(?:First Aider|Marshal|Warden)$/iu.test(credential)) return `${credential} certification`;
  // 'Full UK driving licence (Category B)': the brackets do not change the noun.
  const bare = credential.replace(/ ?\([^()]*\)$/u, '');
  const named = /\b(?:licen[cs]e|card|certificate|diploma|award|ticket|passport|permit|check)$/iu.test(bare);
  // 'CSCS', 'Enhanced DBS', 'SIA Public Space Surveillance (CCTV)': a scheme's acronym alone takes its noun
  // (credential-nouns.json): 'a CSCS card', 'an Enhanced DBS check', 'an SIA Public Space Surveillance (CCTV) licence'.
  const scheme = Object.entries(CREDENTIAL_NOUNS).find(([acronym]) => new RegExp(`^${acronym}\\b|\\b${acronym}$`, 'u').test(bare));
  if (!named && scheme !== undefined) return `${article(lowerFirstWord(credential))} ${lowerFirstWord(credential)} ${scheme[1]}`;
  // Rule 'a subject held takes its certificate': 'First aid at work' (a pharmacy technician's CV), 'Counterbalance
  // forklift' (an HGV driver's): a training's subject in lower case after its first word is no name one holds; 'I hold a
  // first aid at work certificate'. Names ('Driver CPC') stay as written.
  if (!named && SUBJECT.test(bare)) return `${article(bare.toLowerCase())} ${bare.toLowerCase()} certificate`;
  if (!named) return credential;
  const phrase = lowerFirstWord(credential);
  return `${article(phrase)} ${phrase}`;
}

// English writes the days of the week with a capital, lower-cased with the rest of a schedule's term ('working Saturdays').
const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/gu;

// What the candidate knows, likes or is ('I know the Peak District well'): no job's work, never placed at an employer.
const STATIVE = /^I (?:(?:also|really) )?(?:know|love|like|enjoy|am|have always|speak|want|would)\b/u;

// 'I managed…', 'I kept…' tell a past job; 'I manage…', 'I have led…' a current one.
function toldInTheTenseOf(sentence: string, current: boolean): boolean {
  const verb = (/^I\s(?:also\s)?(\S+)/u.exec(sentence)?.[1] ?? '').toLowerCase();
  const past = isPastForm(verb);
  return current ? !past || verb === 'have' : past;
}

export const ENGLISH_VOICE: Voice = {
  listFrame: /\bmy work (?:also )?(?:includes|included)\b/iu,
  resultFrame: /\b(?:in figures|in numbers|some figures)(?:, at [^:]*)?:/iu,

  opening(facts, style) {
    const post = thePost(facts);
    const options: Record<Style['tone'], string[]> = {
      formal: [`I am writing to apply for ${post}.`, `Please accept my application for ${post}.`, `I would like to apply for ${post}.`],
      friendly: [`I'm writing about ${post}.`, `I was glad to see your advertisement for ${post}, and I'd like to apply.`, `I'd like to apply for ${post}.`],
      impactful: [`I am applying for ${post}.`, `Here is my application for ${post}.`, `I want to apply for ${post}.`],
    };
    return choose(options[style.tone], style, 'opening');
  },

  resultOpening(facts, fact, style) {
    const told = ENGLISH_VOICE.evidence(fact, true, 0, style);
    // A letter opens on what the candidate did ('At X, I cut…'), never on a list of duties.
    return told === null || !/(?:^|, )(?:I|We|Our|My) /u.test(told) || /\bmy work (?:covers|covered|includes|included)\b/u.test(told) || ENGLISH_VOICE.resultFrame.test(told) ? null : [told, ENGLISH_VOICE.opening(facts, style)];
  },

  identity(facts, job, style) {
    const when = period(job);
    const at = job.employer === null ? '' : ` at ${job.employer}`;
    let sentence: string | null = null;
    if (job.title !== null && job.current) {
      sentence = when === null
        ? choose([`I currently work as ${article(job.title)} ${job.title}${at}.`, `I am currently ${article(job.title)} ${job.title}${at}.`, `My current job is ${job.title}${at}.`], style, 'identity')
        : choose([`I have been ${article(job.title)} ${job.title}${at} ${when}.`, `${cap(when)}, I have worked as ${article(job.title)} ${job.title}${at}.`, `I have held the post of ${job.title}${at} ${when}.`], style, 'identity');
    } else if (job.title !== null) {
      sentence = when === null
        ? choose([`I worked as ${article(job.title)} ${job.title}${at}.`, `My last job was as ${article(job.title)} ${job.title}${at}.`, `I have worked as ${article(job.title)} ${job.title}${at}.`], style, 'identity')
        : choose([`I worked as ${article(job.title)} ${job.title}${at} ${when}.`, `${cap(when)}, I was ${article(job.title)} ${job.title}${at}.`, `I held the post of ${job.title}${at} ${when}.`], style, 'identity');
    } else if (job.employer !== null && when !== null) {
      sentence = job.current
        ? choose([`I have worked${at} ${when}.`, `${cap(when)}, I have worked${at}.`, `My current job${at} started in ${job.startYear}.`], style, 'identity')
        : choose([`I worked${at} ${when}.`, `${cap(when)}, I worked${at}.`, `My last job was${at}, ${when}.`], style, 'identity');
    }
    if (sentence === null) return null;
    const { experience } = facts;
    if (experience === null) return sentence;
    const count = experience.years;
    return `${sentence.slice(0, -1)}, and I have ${NUMBERS[count] ?? count} ${count === 1 ? 'year' : 'years'} of experience${fieldToSay(experience, sentence)}.`;
  },

  withExperience(facts, opening) {
    const { experience } = facts;
    if (experience === null) return null;
    const count = experience.years;
    const clause = `I have ${NUMBERS[count] ?? count} ${count === 1 ? 'year' : 'years'} of experience${fieldToSay(experience, opening)}`;
    return `${opening.slice(0, -1)}${opening.includes(', and ') ? ';' : ', and'} ${clause}.`;
  },

  local(place, sentence) {
    // Joined to the candidate's own sentence: alone, 'The Gas Engineer role is in Leicester, where I live.' recited the
    // posting back (the panel, four letters), and without the title two candidates of one town would share it.
    if (sentence.includes(';')) return null;
    return `${sentence.slice(0, -1)}; I live in ${place}, where the role is based.`;
  },

  move(move, style) {
    const when = move.year === null ? null : `${move.month === null ? '' : `${monthName(move.month, 'english')} `}${move.year}`;
    const town = move.town;
    if (move.done) return when === null ? choose([`I now live in ${town}.`, `My home is now in ${town}.`], style, 'move') : choose([`I have lived in ${town} since ${when}.`, `Since ${when}, I have lived in ${town}.`, `I moved to ${town} in ${when}.`], style, 'move');
    return when === null ? choose([`I am moving to ${town}.`, `I am relocating to ${town}.`], style, 'move') : choose([`I am moving to ${town} in ${when}.`, `In ${when}, I am moving to ${town}.`, `My move to ${town} is planned for ${when}.`], style, 'move');
  },

  careerChange(facts) {
    return facts.position === null ? null : `I am now changing careers, which is why I am applying for the ${facts.position} role.`;
  },

  titled(fact, sentence) {
    if (ownSentence(fact.text) !== null) return sentence;
    const { job } = fact;
    if (job.title === null || job.volunteer || !looksLikeJobTitle(job.title) || !/^(?:I|My)\s/u.test(sentence)) return null;
    const rest = sentence.startsWith('I ') ? sentence : `m${sentence.slice(1)}`;
    return job.current ? `In my current role as ${article(job.title)} ${job.title}, ${rest}` : `When I worked as ${article(job.title)} ${job.title}, ${rest}`;
  },

  evidence(fact, first, turn, style) {
    const own = ownSentence(fact.text);
    // The candidate's own sentence, first of its job, says where ('At Colman Junior School, I kept the accounts…'),
    // when its tense fits the job: a prose CV's 'I do the accounts for our cricket club' after a past job is not that job's.
    // A course the candidate took is not the employer's work: 'At Midland Counties Building Society, I completed an accredited
    // Phlebotomy Training course in Leicester…' (a career changer's prose CV, its sentence after her bank job's) told a false place.
    if (own !== null) return first && fact.job.employer !== null && /^I\s/u.test(own) && !STATIVE.test(own) && !TRAINING.test(own) && !own.includes(fact.job.employer) && toldInTheTenseOf(own, fact.job.current) ? `At ${fact.job.employer}, ${own}` : own;
    // Rule 'a passive opening takes its subject': 'Trusted to cash up and open the shop' (a graduate's shop job), 'Chosen
    // as one of 4 "door hosts" during busy periods…' (a shop assistant's): what others gave the candidate is told 'I was…'
    // ('I have been…' in a current job); 'I trusted to cash up' read as garbled (the panel).
    const passive = PASSIVE_OPENING.exec(trimEdges(fact.text.trim(), '', '.;,'));
    if (passive !== null) {
      const sentence = `I ${fact.job.current ? 'have been' : 'was'} ${passive[0].charAt(0).toLowerCase()}${passive[0].slice(1)}.`;
      return first && fact.job.employer !== null ? `At ${fact.job.employer}, ${sentence}` : sentence;
    }
    const result = measuredResult(fact.text, fact.job.current);
    if (result !== null) return fact.job.employer === null || !first ? `${cap(result)}.` : `At ${fact.job.employer}, ${result}.`;
    const clause = countedWorkClause(fact.text, 'english', fact.job.current, true) ?? sureClause(englishClause(fact.text, { current: fact.job.current, turn }), fact.text) ?? nominalClause(fact.text, fact.job.current) ?? dutiesThenCount(fact.text, 'english', fact.job.current, (duties) => nominalClause(duties, fact.job.current));
    if (clause === null) {
      // A result no clause can tell is quoted whole after a colon, with the job it was won in.
      // A part opening on a past form is a verb without its subject ('…, first-call resolution 86% and worked a rota…').
      // After a sentence that names the job, the paragraph says where.
      const quoted = quotableResult(fact.text);
      if (quoted === null || fact.job.employer === null || opensAPartOnAPast(quoted)) return null;
      if (!first) return `${['In figures', 'In numbers', 'Some figures'][style.variant] ?? 'In figures'}: ${quoted}.`;
      return [`At ${fact.job.employer}, in figures: ${quoted}.`, `In figures, at ${fact.job.employer}: ${quoted}.`][style.variant % 2] ?? null;
    }
    // A short duty ('le filmage des palettes') said alone could be any candidate's sentence: it names its job.
    // Two jobs at one employer: after the sentence that names this one, its title again on every fact reads as a form.
    if (!first && (clause.split(' ').length >= MIN_WORDS_ALONE || (fact.job.sharedEmployer && fact.job.title !== null))) {
      // A job's later facts: 'also' on every other one; never a link that could point back to nothing ('There, …').
      return `${cap((turn + style.variant) % 2 === 1 ? withAdverb(clause) : clause)}.`;
    }
    if (fact.job.employer === null) return `${cap(clause)}.`;
    const at = fact.job.employer;
    const title = fact.job.title;
    // Two jobs at one employer: each is named by its title, or their facts would read as one job's.
    if (fact.job.sharedEmployer && title !== null) return `As ${article(title)} ${title} at ${at}, ${clause}.`;
    return [
      `At ${at}, ${clause}.`,
      title === null ? `In my role at ${at}, ${clause}.` : `As ${article(title)} ${title} at ${at}, ${clause}.`,
      // Volunteering is no job: 'In my current job at Todmere Digital Drop-in' read as false (the panel).
      fact.job.volunteer ? `As a volunteer at ${at}, ${clause}.` : fact.job.current ? `In my current job at ${at}, ${clause}.` : `During my time at ${at}, ${clause}.`,
      // A short fact naming its job again takes the next frame, so two of them do not open alike.
    ][(style.variant + (first ? 0 : turn)) % 3] ?? `At ${at}, ${clause}.`;
  },

  // Tools only (letter-facts.ts): 'that is what I did at…' and 'my work included Word, Outlook and Excel' said a tool was work
  // done (the panel, a ward clerk's and a quantity surveyor's letters); a tool is used, or worked with.
  concepts(job, labels, style) {
    const when = period(job);
    if (job.employer === null || when === null || labels.length === 0) return null;
    const items = list(labels);
    const plural = labels.length > 1 || /s$/.test(labels[0] ?? '');
    const options = job.current
      ? [
          `${cap(items)}, which you ask for, ${plural ? 'have' : 'has'} been part of my work at ${job.employer} ${when}.`,
          `You ask for ${items}: I have used ${plural ? 'them' : 'it'} at ${job.employer} ${when}.`,
          `At ${job.employer}, ${when}, I have worked with ${items}, which your posting asks for.`,
        ]
      : [
          `${cap(items)}, which you ask for, ${plural ? 'were' : 'was'} part of my work at ${job.employer} ${when}.`,
          `You ask for ${items}: I used ${plural ? 'them' : 'it'} at ${job.employer} ${when}.`,
          `At ${job.employer}, ${when}, I worked with ${items}, which your posting asks for.`,
        ];
    return choose(options, style, 'concepts');
  },

  quote(sentence) {
    // Quoted as written: a link before it ('There, I…') pointed back to nothing (the panel).
    return sentence;
  },

  practised(job, tools, skills, turn, style) {
    const when = period(job);
    if (job.employer === null || when === null) return null;
    // One word that is neither an activity nor a plural ('audit') wants an article English cannot be sure of.
    const covered = skills.filter((label) => / /u.test(label) || /(?:ing|ment|tion|sion|ance|ence|s)$/u.test(label));
    if (covered.length > 0) {
      const verb = job.current ? 'covers' : 'covered';
      const using = tools.length === 0 ? '' : `, and I ${job.current ? 'use' : 'used'} ${list(tools)}`;
      const tasks = joinLabels(covered, 'english');
      return choose(byTurn([
        `At ${job.employer}, ${when}, my work ${verb} ${tasks}${using}.`,
        `${cap(when)}, at ${job.employer}, my work ${verb} ${tasks}${using}.`,
        `My work at ${job.employer}, ${when}, ${verb} ${tasks}${using}.`,
      ], turn), style, 'practised');
    }
    if (tools.length === 0) return null;
    return choose(byTurn([
      `At ${job.employer}, ${when}, I ${job.current ? 'have used' : 'used'} ${list(tools)}.`,
      `${cap(when)}, at ${job.employer}, I ${job.current ? 'have worked' : 'worked'} with ${list(tools)}.`,
      `I ${job.current ? 'have used' : 'used'} ${list(tools)} at ${job.employer}, ${when}.`,
    ], turn), style, 'practised');
  },

  placement(line, style) {
    if (!/^(?:clinical |work )?placement\s+(?!:)/iu.test(line)) return null;
    const during = ['During my training', 'As part of my training', 'While training'][style.variant];
    return `${during}, I completed a ${line.charAt(0).toLowerCase()}${trimEdges(line.slice(1), '', '.;,')}.`;
  },

  // Said after the qualifications as often as after the lead job: 'Before that' after a diploma's year dated the job before it.
  earlier(jobs, style) {
    const told = jobs.flatMap((job) => {
      const when = period(job);
      return job.title === null || when === null ? [] : [`as ${article(job.title)} ${job.title}${job.employer === null ? '' : ` at ${job.employer}`} ${when}`];
    });
    // A finished period takes the past, never 'I have also worked … from 2021 to 2022' (the panel: a tense fault).
    return told.length === 0 ? null : choose([`Earlier in my career, I worked ${list(told)}.`, `Previously, I worked ${list(told)}.`, `I also worked ${list(told)}.`], style, 'earlier');
  },

  qualifications(facts, style) {
    const sentences: string[] = [];
    // The role's name makes a sentence this letter's alone.
    const role = facts.position === null ? 'this role' : `the ${facts.position} role`;
    // The posting's must-haves the CV holds first, as the posting asks for them.
    const required = list(facts.required.map(credentialInList));
    // Never 'For the X role, I hold…', which reads as a licence obtained for the role (rounds 25 to 27's panels).
    if (facts.required.length > 0) sentences.push(choose([`As your posting for ${role} asks, I hold ${required}.`, `I hold ${required}, as your posting for ${role} asks.`, `Your posting for ${role} asks for it: I hold ${required}.`], style, 'qualifications'));
    const clauses: string[] = [];
    // 'have worked with': the tools may be an earlier job's.
    if (facts.tools.length > 0) clauses.push(`I have worked with ${list(facts.tools)}`);
    const held = facts.credentials.filter((credential) => !facts.required.includes(credential));
    if (held.length > 0) clauses.push(`I hold ${list(held.map(credentialInList))}`);
    // 'working weekends', but 'weekend work', 'early starts' as they are.
    if (facts.schedule.length > 0) clauses.push(`I am used to ${list(facts.schedule.map((term) => term.toLowerCase().replace(WEEKDAY, (day) => cap(day))).map((term) => (/(?:work|shifts|starts|rotas?)$/u.test(term) ? term : `working ${term}`)))}`);
    if (facts.languages.length > 0) clauses.push(`I speak ${list(facts.languages.map(spoken))}`);
    if (facts.rightToWork !== null) clauses.push(`I am entitled to work in the UK${facts.rightToWork.basis === null ? '' : ` (${facts.rightToWork.basis})`}`);
    if (clauses.length > 0) {
      const joined = clauses.length === 1 ? clauses[0] ?? '' : `${clauses.slice(0, -1).join(', ')}, and ${clauses.at(-1)}`;
      // After the must-haves, in the same sentence: alone, 'I also hold a forklift licence.' could be any candidate's.
      // Two clauses or more hold their own 'and': a semicolon then, never two 'and' in a row.
      if (facts.required.length > 0) sentences.push(`${(sentences.pop() ?? '').slice(0, -1)}${clauses.length > 1 ? ';' : ', and'} ${joined.replace(/^I have /u, 'I have also ').replace(/^I am /u, 'I am also ').replace(/^I (hold|speak) /u, 'I also $1 ')}.`);
      // What the posting asks besides the experience; the role's name keeps the sentence this letter's alone. The third
      // version tells it before the experience (planLetter's qualificationsFirst), where 'the other points' would point back
      // at nothing (round 28's panel).
      else sentences.push(style.variant === 2 ? `Your posting for ${role} asks for more than experience: ${joined}.` : choose([`On the other points of your posting for ${role}, ${joined}.`, `As for the rest of your posting for ${role}, ${joined}.`], style, 'qualifications'));
    }
    if (facts.preparing !== null) {
      // 'the AAT Level 3 Diploma in Accounting', but 'AAT Level 3' as the CV names it.
      // Another degree, named by its acronym, takes its article: 'a BSc (Hons) Quantity Surveying'.
      const the = /\b(?:diploma|certificate|degree|award)\b/iu.test(facts.preparing) ? 'the ' : isDegree(facts.preparing) ? `${article(facts.preparing)} ` : '';
      const working = `I am working towards ${the}${facts.preparing}`;
      // Joined to the sentence before it: 'I am also working towards…' alone could be any candidate's.
      const before = sentences.pop();
      // A sentence that already closes on ', and …' takes it after a semicolon: never two 'and' in a row.
      sentences.push(before === undefined ? `With ${role} in view, ${working}.` : `${before.slice(0, -1)}${before.includes(', and ') ? ';' : ', and'} ${working.replace(/^I am/u, 'I am also')}.`);
    }
    if (facts.degree !== null) {
      const { text, year, school } = facts.degree;
      // 'from the University of Sussex', 'from the Institute of Legal Secretaries and PAs'; a school named only 'College' says nothing.
      const named = school === null || /^(?:college|school|university|lycée|université)$/iu.test(school) ? null : school;
      const from = named === null ? '' : ` from ${/^(?:University|Institute|College|Academy|School|Conservatoire) of\b/u.test(named) ? 'the ' : ''}${named}`;
      // Plural qualifications ('GCSEs', 'A levels', 'A-levels in Maths', '3 A-levels') take no article; an acronym ending in
      // a capital S is one diploma ('a BTS Négociation et relation client').
      const a = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s/iu.test(text) || /^(?:[\p{L}-]*[^s\s'’]s|A[ -][Ll]evels)\b/u.test(text) ? '' : `${article(text)} `;
      // A school named with its bracket ('ENSIIE (Évry)') takes its year in words, not a second bracket.
      const dated = year === null ? '' : from.endsWith(')') ? `, obtained in ${year}` : ` (${year})`;
      const options = [
        `I hold ${a}${text}${from}${dated}.`,
        `My education includes ${a}${text}${from}${year === null ? '' : `, obtained in ${year}`}.`,
        year === null ? `I have ${a}${text}${from}.` : `In ${year}, I obtained ${a}${text}${from}.`,
      ];
      sentences.push(choose(options, style, 'degree'));
    }
    return sentences;
  },

  closing(facts, style) {
    const { phone, email } = facts;
    const when = facts.availability;
    const start = when === null ? [] : [[`I am available ${when} for ${theRole(facts)}.`, `I can start ${when} in ${theRole(facts)}.`, `For ${theRole(facts)}, I would be available ${when}.`][style.variant] ?? ''];
    const free = facts.freeAt === null ? [] : [[`I am free to work ${facts.freeAt} for ${theRole(facts)}.`, `For ${theRole(facts)}, I can work ${facts.freeAt}.`, `I am available ${facts.freeAt} for ${theRole(facts)}.`][style.variant] ?? ''];
    if (phone === null && email === null) {
      return [...start, ...free, choose([`Thank you for your time; I would welcome the chance to discuss ${thePost(facts)} at an interview.`, `I would be glad to talk about ${thePost(facts)} at an interview.`, `An interview would let us discuss ${thePost(facts)} further.`], style, 'closing')];
    }
    const reach = phone !== null ? `on ${phone}` : `at ${email}`;
    const options: Record<Style['tone'], string[]> = {
      formal: [`Thank you for your time; I can be reached ${reach} to arrange an interview.`, `I would welcome the opportunity of an interview and can be reached ${reach}.`, `I look forward to hearing from you and can be reached ${reach}.`],
      friendly: [`I'd be happy to come in for a chat whenever suits you; you can reach me ${reach}.`, `Thanks for reading; you can reach me ${reach}, and I'd be glad to talk about the role.`, `I'd love to talk about the role; the best way to reach me is ${reach}.`],
      impactful: [`Let's talk at an interview: you can reach me ${reach}.`, `I would like to discuss what I can bring at an interview; you can reach me ${reach}.`, `I am ready to talk at your convenience; you can reach me ${reach}.`],
    };
    return [...start, ...free, choose(options[style.tone], style, 'closing')];
  },
};
