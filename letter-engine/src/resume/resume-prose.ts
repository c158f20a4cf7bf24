import { PERIOD, readPeriod } from './resume-dates.ts';
import type { ReadJob } from './resume-experience.ts';
import { COUNT, countValue } from './resume-numbers.ts';
import { readTitle } from './resume-prose-title.ts';
import { JOINED_VERBS, readJoined, readProperName, readWorkplace, type Workplace } from './resume-prose-workplace.ts';

// Rule 'work pattern before the role': when and how much the candidate works may stand between the verb and the role
// or the employer: 'I have worked part-time at Penhill Youth Hub as a youth worker' (a youth worker's CV), 'je
// travaille aussi l'été comme aide-soignante' (a newly qualified nurse's). Each fragment is optional and fixed.
const AS_WELL = String.raw`(?:aussi |également |also )?`;
// The hours said between commas after it: 'I have worked part-time, three days a week, as an English-speaking guide' (a guide's
// prose CV), 'à temps partiel, deux jours par semaine, comme…'.
const HOURS_ASIDE = String.raw`(?:, (?:\d{1,2}|one|two|three|four|five|six|deux|trois|quatre|cinq) (?:days?|evenings?|mornings?|nights?|hours?|jours?|soirs?|matins?|heures?) (?:a|per|par) (?:week|semaine),)?`;
const WORK_PATTERN = String.raw`(?:(?:part[- ]time|full[- ]time|at weekends|weekends|evenings|in the summers?|à temps partiel|à temps plein|à mi-temps|l['’]été|les étés|le week-end|les week-ends|le soir|pendant les vacances)${HOURS_ASIDE} )?`;
// Summers only: a season has no set length, so such a job adds no months to the years of experience (as readStaysAt).
const SEASONAL = /(?:in the summers?|l['’]été|les étés|pendant les vacances) $/iu;

// Phrases after which a prose CV names a role: 'je suis infirmière', 'j'ai travaillé comme
// serveur', 'I have been working as a nurse', 'puis vendeuse chez…'. Each pattern is a fixed
// phrase with bounded options, so matching stays linear.
const OPENERS: ReadonlyArray<{ pattern: RegExp; past: boolean; promotion?: boolean }> = [
  { pattern: /\bje suis (?:actuellement |aujourd['’]hui |depuis \d{1,2} ans |depuis (?:19|20)\d{2} )?(?:une? )?/giu, past: false },
  { pattern: /\bje suis devenue? (?:une? )?/giu, past: true },
  { pattern: /\bj['’](?:occupe|ai occupé) (?:actuellement |depuis \d{1,2} ans )?(?:le |un )?poste (?:de |d['’])/giu, past: false },
  { pattern: new RegExp(String.raw`\bje travaille (?:actuellement |depuis \d{1,2} ans )?${AS_WELL}${WORK_PATTERN}(?:comme |en tant que |en qualité de )(?:une? )?`, 'giu'), past: false },
  { pattern: /\bj['’]exerce (?:actuellement |depuis \d{1,2} ans )?(?:comme |en tant que |en qualité de |le métier de |la profession de )(?:une? )?/giu, past: false },
  { pattern: /\bj['’](?:ai travaillé|ai exercé)(?: \d{1,2} ans| pendant \d{1,2} ans)? (?:comme |en tant que |en qualité de )(?:une? )?/giu, past: true },
  { pattern: /\bj['’](?:ai commencé|ai débuté|ai démarré)(?: ma carrière)? (?:comme |en tant que |en qualité de )(?:une? )?/giu, past: true },
  { pattern: /\bj['’]ai passé \S+ (?:ans|années|mois) (?:comme |en tant que )(?:une? )?/giu, past: true },
  { pattern: /\bj['’]ai été (?:embauchée? (?:comme |en tant que ))?(?:une? )?/giu, past: true },
  // 'Avant j'étais magasinier chez un grossiste…', 'je bossais comme serveur…': how people write without a CV.
  { pattern: /\b(?:avant,? )?j['’]étais (?:une? )?(?=\p{Ll})/giu, past: true },
  { pattern: /\bje (?:bossais|travaillais) (?:comme|en tant que) (?:une? )?/giu, past: true },
  // Rule 'I was, as j'étais': 'For the last three years (2023–2026) I was sauce chef at Wilks' (a chef's CV), 'from 2021
  // to 2023, I was a Warehouse Operative' (a transport administrator's). A role needs a job word ('I was born…' is none).
  { pattern: /\bi was (?:an? )?/giu, past: true },
  { pattern: /\bje bosse (?:comme|en tant que) (?:une? )?/giu, past: false },
  { pattern: /\b(?:puis|ensuite|auparavant,?|avant cela,?|précédemment,?) (?:j['’]ai été |comme |en tant que )?(?:une? )?/giu, past: true },
  { pattern: /\b(?:i am|i'm|i’m) (?:currently )?(?:working as )?(?:an? )?/giu, past: false },
  // 'I am Priya Shah, a customer success specialist', 'Je m'appelle Léa Moreau, infirmière'.
  { pattern: /\b(?:[Ii] am|[Ii]'m|[Ii]’m|[Jj]e m['’]appelle|[Jj]e suis) \p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}, (?:an? |une? )?/gu, past: false },
  // 'I worked at Telvio as a support agent', 'j'ai travaillé chez Darty comme vendeur': the employer comes first.
  { pattern: new RegExp(String.raw`\bi(?: have|['’]ve)? (?:previously |also |then )?worked ${WORK_PATTERN}(?:at|for) [^,.;()]{2,40}? as (?:an? )?`, 'giu'), past: true },
  { pattern: new RegExp(String.raw`\bi (?:currently )?${AS_WELL}work ${WORK_PATTERN}(?:at|for) [^,.;()]{2,40}? as (?:an? )?`, 'giu'), past: false },
  { pattern: /\bj['’]ai (?:travaillé|été embauchée?) (?:chez|au|à la|à l['’]|pour) [^,.;()]{2,40}? (?:comme|en tant que) (?:une? )?/giu, past: true },
  // Rule 'joined as': 'J'ai rejoint en 2009 le groupe Berthier Restauration, spécialiste de la restauration collective (…),
  // comme juriste droit social' (an employment lawyer's prose CV), 'En 2008, j'ai rejoint le cabinet Guéguen & Associés à
  // Quimperlé comme collaboratrice confirmée' (a bookkeeper's): the employer joined, then the role; a year alone is when it
  // began, and no end said, the job goes on (readStay's 'startsThen').
  { pattern: new RegExp(String.raw`\b(?:${JOINED_VERBS}) [^.;]{2,160}? (?:comme|en tant que|as) (?:une? |an? )?`, 'giu'), past: false },
  { pattern: /\bje travaille (?:actuellement )?(?:chez|au|à la|à l['’]|pour) [^,.;()]{2,40}? (?:comme|en tant que) (?:une? )?/giu, past: false },
  { pattern: /\b(?:i have|i've|i’ve) (?:also )?been (?:working as )?(?:an? )?/giu, past: false },
  { pattern: new RegExp(String.raw`\bi ${AS_WELL}work ${WORK_PATTERN}as (?:an? )?`, 'giu'), past: false },
  { pattern: new RegExp(String.raw`\bi(?: have|['’]ve)? (?:previously |also |then )?worked ${WORK_PATTERN}as (?:an? )?`, 'giu'), past: true },
  // 'I worked two summers as a customer service agent at…', "j'ai travaillé deux étés comme serveuse…".
  { pattern: /\bi (?:have )?(?:previously |also |then )?worked (?:\p{L}+|\d{1,2}) (?:summers?|seasons?|years?|months?|winters?) as (?:an? )?/giu, past: true },
  { pattern: /\bj['’]ai (?:aussi |également |d['’]abord |ensuite )?travaillé (?:\p{L}+|\d{1,2}) (?:étés?|saisons?|ans|années|mois|hivers?) (?:comme|en tant que) (?:une? )?/giu, past: true },
  // 'Depuis mars 2025, j'effectue aussi des remplacements comme secrétaire à la mairie de…': stand-in work is a job held.
  { pattern: /\b(?:j['’](?:effectue|assure)|je fais) (?:aussi |également |régulièrement )?des (?:remplacements|missions|vacations|extras) (?:comme|en tant que|de) (?:une? )?/giu, past: false },
  { pattern: /\bi (?:started|began)(?: my career)? as (?:an? )?/giu, past: true },
  // 'I worked for Greggs for 12 years (2010 – 2022), the last five as a shift leader': the role the stay ended in.
  { pattern: /,? (?:the last|the final|latterly|ending) (?:(?:\p{L}+|\d{1,2}) (?:years? )?)?as (?:an? )?/giu, past: true },
  { pattern: /,? dont les (?:\p{L}+|\d{1,2}) derni(?:ères|eres) années? (?:comme|en tant que) (?:une? )?/giu, past: true },
  { pattern: /\bi spent \S+ (?:years?|months?) as (?:an? )?/giu, past: true },
  // 'six years in hospitality, most recently as assistant manager at…': the role the years led to; its dates say whether it goes on.
  { pattern: /,? (?:most recently|latterly|lately|le plus récemment|dernièrement) (?:as|comme|en tant que) (?:an? |une? )?/giu, past: true },
  // Rule 'first as one role, then since a date as another': 'Since 2022 I have worked at the London Borough of Harrowfield,
  // first as a Planning Officer and, since April 2024, as a Senior Planning Officer' (a planner's prose CV), 'first as a
  // customer service adviser at the counter and from 2021 as a senior customer adviser' (a building society adviser's):
  // the role after the date is the one held from it.
  { pattern: /,? (?:and |then |and then )?,?(?:since|from) (?:\p{L}+ )?(?:19|20)\d{2},? as (?:an? )?/giu, past: false, promotion: true },
  { pattern: /\b(?:previously|before that|then),? (?:i worked as |i was |as )?(?:an? )?/giu, past: true },
  { pattern: /\b(?:job étudiant|jobs? d['’]été|stage|alternance|intérim|mission|summer job|internship|placement) ?: /giu, past: true },
  // 'Before: 2 years as a restaurant floor manager (Big Mamma, Paris)', 'Before that: 1 year as a food runner at Turtle Bay', 'Avant : 3 ans comme vendeuse chez…'.
  { pattern: /\b(?:before(?: that)?|previously|avant(?: cela| ça)?|auparavant)\s?: (?:\d{1,2} (?:years?|months?|ans|mois) (?:as|comme|en tant que) )?(?:an? |une? )?/giu, past: true },
  // '2015 → 2022 : femme de chambre à l'Hôtel de la Plage': a thin CV's dated line.
  { pattern: /(?<![\p{L}\d])(?:19|20)\d{2} ?(?:[-–—→]|->) ?(?:19|20)\d{2} ?[:,] (?:une? )?/gu, past: true },
];
const JOINED_LEAD = new RegExp(String.raw`\b(?:${JOINED_VERBS}) (?:en (?:19|20)\d{2},? )?(?:(?:le|la) |l['’])?`, 'iu');
// A sentence that opens with the role: 'Serveur depuis 3 ans à la Brasserie du Port'.
const LEADING = /^(?:(?:actuellement|aujourd['’]hui|currently|auparavant|previously),? )?/iu;

// 'depuis 6 ans', 'pendant deux ans', 'for three years', '11 ans en EHPAD'; at least that many: 'for just over
// three years', 'depuis plus de 5 ans' (never 'nearly', which would count a year not worked).
const STAY = new RegExp(
  `\\b(?:(depuis|since|for(?: the (?:last|past))?|pendant|durant) (?:(?:just |a little |a bit )?over |more than |plus de |un peu plus de )?(${COUNT}) (?:ans|années|years?)\\b|((${COUNT}) (?:ans|années|years?)) (?:en|dans|au|à la|in|at|as|comme)\\b)`,
  'iu',
);

type Stay = Pick<ReadJob, 'period' | 'current' | 'months' | 'start' | 'end' | 'startYear' | 'endYear'>;

// Rule 'the present perfect runs to today': 'For the last three years (since October 2023) I've worked as a
// receptionist at…' (a receptionist's CV), 'For the past two years I have worked part-time at Penhill Youth Hub as a
// youth worker' (a youth worker's): the stay before the verb is the job's, and the job goes on.
const PRESENT_PERFECT = /^i(?: have|['’]ve) /iu;

function readStay(statement: string, before: string, past: boolean, present: boolean): Stay {
  const perfect = PRESENT_PERFECT.test(statement);
  const stay = STAY.exec(statement) ?? (perfect ? STAY.exec(before) : null);
  const count = stay === null ? null : countValue(stay[2] ?? stay[4] ?? '');
  const months = count === null ? null : count * 12;
  // Rule 'a past role keeps its own time': 'Titulaire du BAFA depuis 2024, j'ai été animatrice pendant trois étés',
  // 'A first-aider since 2019, I worked as a lifeguard for two summers': a 'since' before a role told in the past
  // dates something else, and never makes the role current.
  const beforeDate = PERIOD.exec(before)?.[0] ?? null;
  const dated = PERIOD.exec(statement)?.[0] ?? (past && !perfect && beforeDate !== null && readPeriod(beforeDate).current ? null : beforeDate);
  const dates = dated === null ? null : readPeriod(dated);
  // A lone year beside a stay ('Aide-soignante DEAS (2013), 11 ans en EHPAD') dates a diploma, not the job.
  const period = dates !== null && dates.start !== null && dates.end?.year === dates.start.year && !dates.current && stay !== null ? null : dated;
  const since = stay !== null && /^(?:depuis|since)/i.test(stay[1] ?? '');
  const kept = period === null ? null : dates;
  // 'embauchée en 2022, où je suis aujourd'hui conseillère': a lone year before a present role is its start.
  const startsThen = kept !== null && present && !kept.current && kept.start !== null && kept.end?.year === kept.start.year;
  return {
    period: period ?? stay?.[3] ?? stay?.[0] ?? null,
    current: startsThen || (kept?.current ?? (since || (perfect && stay !== null) || (!past && !/^(?:pendant|durant|for)/i.test(stay?.[1] ?? '')))),
    months,
    start: kept?.start ?? null,
    end: startsThen ? null : (kept?.end ?? null),
    startYear: kept?.start?.year ?? null,
    endYear: startsThen ? null : (kept?.end?.year ?? null),
  };
}

// The end of the stay a sentence states before a promotion in it: 'From 2017 to July 2026 I worked at…', 'for seven years,
// from 2013 to 2020'.
const STAY_END = /\b(?:from|de|du) (?:\p{L}+ )?(?:19|20)\d{2} (?:to|à|au) (?:\p{L}+ )?((?:19|20)\d{2})\b/iu;

type Statement = { at: number; bodyAt: number; past: boolean; opener: boolean; promotion?: boolean };

function statementsOf(sentence: string): Statement[] {
  const found: Statement[] = [];
  for (const { pattern, past, promotion } of OPENERS) {
    for (const match of sentence.matchAll(pattern)) found.push({ at: match.index, bodyAt: match.index + match[0].length, past, opener: true, promotion });
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

function jobsOfSentence(sentence: string, index: number): ProseJob[] {
  const jobs: ProseJob[] = [];
  const statements = statementsOf(sentence);
  const claimed = new Set<number>();
  let next = 0;
  let boundary = 0;
  for (const statement of statements) {
    const title = readTitle(sentence.slice(statement.bodyAt));
    if (title === null || claimed.has(statement.bodyAt) || statement.at < boundary) continue;
    claimed.add(statement.bodyAt);
    // Statements are in order: the one after this role's title bounds its employer and dates.
    while (next < statements.length && (statements[next]?.at ?? 0) <= statement.bodyAt + title.end) next += 1;
    const until = statements[next]?.at ?? sentence.length;
    const before = sentence.slice(boundary, statement.at);
    // 'I worked at Telvio as a…': the opener itself may name the employer.
    // 'J'ai rejoint en 2009 le groupe Berthier…, comme': the employer joined is read as after 'chez', and nothing before the
    // verb is ('After a BA at the University of York (2014), …, I joined Kenilworth Abbey Trust … as a Visitor Experience
    // Assistant', a guide's prose CV: the university was read as the employer).
    const span = sentence.slice(boundary, statement.bodyAt);
    const joined = JOINED_LEAD.exec(span);
    const opening = joined === null ? span : `chez ${span.slice(joined.index + joined[0].length)}`;
    const tail = sentence.slice(statement.bodyAt + title.end, until);
    // 'embauchée chez Des Petits Hauts à Nantes en 2022, où je suis aujourd'hui conseillère de
    // vente': what precedes the role names its employer when what follows does not.
    const after = readWorkplace(tail);
    const earlier = after.employer === null ? readWorkplace(opening) : null;
    const workplace: Workplace = { employer: after.employer ?? earlier?.employer ?? null, place: after.place ?? earlier?.place ?? null };
    const read = readStay(sentence.slice(statement.at, until), before, statement.past, statement.opener && !statement.past);
    const seasonal = SEASONAL.test(sentence.slice(statement.at, statement.bodyAt).replace(/(?:comme|en tant que|as) (?:une? |an? )?$/iu, '')) ? { ...read, start: null, end: null, months: null } : read;
    // A promotion within a stay ends with it: 'from 2013 to 2020: first as exams assistant, then from 2016 as Exams Officer'.
    const stayEnd = statement.promotion === true && read.endYear === null ? STAY_END.exec(sentence.slice(0, statement.at))?.[1] : undefined;
    const stay = stayEnd === undefined ? seasonal : { ...seasonal, current: false, end: { year: Number(stayEnd), month: null }, endYear: Number(stayEnd) };
    jobs.push({ job: { title: title.title, ...workplace, achievements: [], ...stay }, sentence: index, stated: statement.opener });
    boundary = until;
  }
  return jobs;
}

/**
 * Reads the jobs a prose CV states ('Je suis infirmière depuis 6 ans au CHU de Nantes',
 * 'Auparavant, j'ai été aide-soignante à la clinique Jules Verne pendant 3 ans', 'Serveur depuis 3
 * ans à la Brasserie du Port (Lyon)', 'I have been working as a nurse at St James's Hospital since
 * 2019'): the role, the employer, the place, the dates or the stay. A sentence that names only
 * where the candidate works ('J'ai rejoint Manitou à Ancenis') completes the job stated before it.
 * An age ('24 ans') is never a role: a role needs a job word.
 */
export function readProseJobs(sentences: readonly string[]): ProseJob[] {
  const jobs = sentences.flatMap(jobsOfSentence);
  let last: ProseJob | undefined;
  let cursor = 0;
  sentences.forEach((sentence, index) => {
    while (cursor < jobs.length && (jobs[cursor]?.sentence ?? 0) <= index) last = jobs[cursor++];
    if (last === undefined || last.job.employer !== null) return;
    const joined = readJoined(sentence);
    if (joined === null || (joined.current && !last.job.current)) return;
    last.job.employer = joined.employer;
    last.job.place ??= joined.place;
    // 'Since 2022 I have worked at…' dates the job too.
    const period = last.job.period === null ? PERIOD.exec(sentence)?.[0] : undefined;
    if (period !== undefined) {
      const dates = readPeriod(period);
      Object.assign(last.job, { period, start: dates.start, startYear: dates.start?.year ?? null });
    }
  });
  return jobs;
}

// '2 saisons au Café de la Plage (Quiberon)', '1 an à la Brasserie Le Carnot (Dijon)'.
const STAY_AT = new RegExp(`(?<![\\p{L}\\d])(${COUNT}) (ans?|années?|saisons?|seasons?|mois|months?|years?) (?:au |aux |à la |à l['’]|à |chez |at |with )`, 'giu');

/**
 * The stays a thin CV lists under its headline ('Serveur. 2 saisons au Café de la Plage
 * (Quiberon), 1 an à la Brasserie Le Carnot (Dijon)'), as jobs in the headline's role. A season
 * has no set length, so it adds no months to the years of experience.
 */
export function readStaysAt(sentence: string, title: string): ReadJob[] {
  const jobs: ReadJob[] = [];
  for (const match of sentence.matchAll(STAY_AT)) {
    const rest = sentence.slice(match.index + match[0].length);
    const employer = readProperName(rest);
    if (employer === null) continue;
    const count = countValue(match[1] ?? '') ?? 0;
    const unit = (match[2] ?? '').toLowerCase();
    const months = /^(?:ans?|années?|years?)$/.test(unit) ? count * 12 : /^(?:mois|months?)$/.test(unit) ? count : null;
    // '(Quiberon)' right after the employer is where it is.
    const after = rest.slice(employer.length, employer.length + 40);
    const place = /^ \((\p{Lu}[\p{L}'’ -]{1,30})\)/u.exec(after)?.[1] ?? readWorkplace(after).place;
    jobs.push({
      title, employer, place, period: `${match[1] ?? ''} ${match[2] ?? ''}`, current: false, achievements: [],
      months, start: null, end: null, startYear: null, endYear: null,
    });
  }
  return jobs;
}
