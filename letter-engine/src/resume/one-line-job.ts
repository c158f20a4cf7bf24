import { PERIOD } from './resume-dates.ts';
import { isDegree } from './resume-education.ts';
import { namesCredential } from './resume-credentials.ts';
import { tidy, withoutBullet, wordCount } from './resume-text.ts';
import { isTitleLike } from './resume-titles.ts';

// What a bracket around a job's dates may also hold: a contract, a length, working hours ('(Feb 2024 – now,
// part-time)', '(Sept 2022 - now, 30 hrs/wk)', '(avr.-juin 2026)').
const ABOUT_THE_DATES = /^(?:part[- ]time|full[- ]time|temps (?:plein|partiel)|cdi|cdd|intérim|interim|agency|seasonal|saisonnier|\d{1,3} ?(?:hrs?|h|heures?|hours?) ?(?:\/|par |per |a )?(?:wk|week|semaine|sem\.?)|\d{1,3} ?(?:days?|weeks?|months?|years?|jours?|semaines?|mois|ans?))$/iu;
// A stay written into the role ('Stage 10 semaines'): the length is no part of the title.
const LENGTH_IN_TITLE = /\s\d{1,3} ?(?:semaines|mois|weeks|months)\b/iu;
// Words that name a placement or a kind of job rather than a trade: enough to head a line when dates follow.
const KIND_OF_JOB = /^(?:stage|internship|placement|alternance|apprentissage|apprenticeship|job d['’]été|summer job|saisonnier|seasonal)\b/iu;
// A capitalised name, then a strong dash: 'Conserverie Gourmande d'Audierne — mise à jour du DUERP'.
const NAME_THEN_DASH = /^(\p{Lu}[^\s,—–]*(?: [^\s,—–]+){0,4}) [—–] (.+)$/u;
// 'Only job so far: Night Shelf Stacker, …': a label before the role names no role of its own.
const LABEL = /^([^:,()]{2,25}):\s+(?=\p{Lu})/u;
// Rule 'duties in the bracket after the role': 'Barber at Kutz Lounge, Eccles since Jun 2022 (skin fades, tapers, beard
// trims, walk-ins and regulars)' (a barber's thin CV), 'agent d'entretien des espaces extérieurs, bailleur Loire Habitat
// (balayage, vidage des corbeilles, …)' (a street cleaner's), 'employé polyvalent au camping Les Pins (accueil, épicerie,
// encaissement)' (a seasonal worker's): a bracket of two items or more, each opening in lower case on a word, lists
// what was done; a place or a date ('(jazz pub, Bristol)', '(nacelle, 2022)') has a capital or a figure in it.
const BRACKETED_DUTIES = /\s?\(((?:\p{Ll}[^(),\d]*, )+(?:and |et )?\p{Ll}[^(),\d]*)\)/u;
// A comma, a dash or a connector before a capital: the header names where the job was ('Barista, Café Lumen').
const NAMES_WHERE = /(?:,|\s[—–]|\s(?:at|chez|via|for|pour))\s+\p{Lu}/u;
// The longest header a one-line job has once its dates are set aside.
const MAX_HEADER_WORDS = 15;
const MIN_DUTIES_LENGTH = 12;
// Past this, a header whose role names its employer by a connector carries more than the experience reader takes as one.
const MAX_CONNECTED_HEADER_WORDS = 8;

function withoutDates(text: string, period: RegExpExecArray): string {
  const start = period.index;
  const end = start + period[0].length;
  const open = text.lastIndexOf('(', start);
  const close = text.indexOf(')', end);
  // Dates inside a bracket take the bracket's contract, length and hours with them; other details (a place) stay.
  if (open >= 0 && close >= 0 && !text.slice(open + 1, start).includes(')') && !text.slice(end, close).includes('(')) {
    const kept = text
      .slice(open + 1, close)
      .replace(period[0], '')
      .split(/,\s*/u)
      .map(tidy)
      .filter((part) => part.length > 0 && !ABOUT_THE_DATES.test(part));
    return `${text.slice(0, open)}${kept.length > 0 ? `(${kept.join(', ')})` : ''}${text.slice(close + 1)}`;
  }
  return `${text.slice(0, start)} ${text.slice(end)}`;
}

function split(rest: string): { header: string; duties: string } | null {
  const colon = /\s?:\s/u.exec(rest);
  const sentence = /(?<=\p{L}{3}|\))\.\s+(?=\p{Lu})/u.exec(rest);
  if (colon !== null && (sentence === null || colon.index < sentence.index)) {
    const header = rest.slice(0, colon.index);
    const after = rest.slice(colon.index + colon[0].length);
    // 'Stage 10 semaines : Conserverie Gourmande d'Audierne — mise à jour…': the employer after the colon, then the duties.
    const named = NAME_THEN_DASH.exec(after);
    if (named !== null && !isTitleLike(named[1] ?? '')) return { header: `${header} — ${named[1] ?? ''}`, duties: named[2] ?? '' };
    return { header, duties: after };
  }
  // 'Night Shelf Stacker, Tesco Extra Boston. Unload 20+ cages a night…': the duties in sentences of their own (an
  // initial's full stop, 'J. Cooper', ends no sentence).
  if (sentence !== null) return { header: rest.slice(0, sentence.index), duties: rest.slice(sentence.index + sentence[0].length) };
  // 'pizzaiolo, Pizza Nostra (Lunel) four à bois, pâte maison': lower-case words right after a closing bracket, or after
  // its comma ('technicien dépanneur électroménager chez Moreau Électroménager (Tours), lave-linge, froid, cuisson…', a
  // repair technician's).
  const bracket = /\),?\s+(?=\p{Ll})/u.exec(rest);
  if (bracket !== null) return { header: rest.slice(0, bracket.index + 1), duties: rest.slice(bracket.index + bracket[0].length) };
  return null;
}

/**
 * Rule 'a thin CV's whole job on one line': 'Barista, Café Lumen, Paris 11e (Feb 2024 – now, part-time).' (a ticket
 * agent's CV), 'Only job so far: Night Shelf Stacker, Tesco Extra Boston (Sept 2022 - now, 30 hrs/wk). Unload 20+
 * cages a night…' (a refuse loader's), '2021 - auj. : pizzaiolo, Pizza Nostra (Lunel) four a bois, pâte maison…' (a
 * pizza chef's), 'Stage 10 semaines (avr.-juin 2026) : Conserverie Gourmande d'Audierne — mise à jour du DUERP…' (a
 * QHSE student's): the dates anywhere, the role and its employer, then after a colon, a dash, a full stop or a
 * bracket what was done there. Returns the job's header with its dates, and its duties as a bullet, so the
 * experience reader takes them as any other job; null when the line is not such a job (no dates, no role, a
 * credential or a diploma, nothing after the header).
 */
export function oneLineJob(line: string): string[] | null {
  let text = tidy(withoutBullet(line).replace(/^>\s*/u, ''));
  const label = LABEL.exec(text);
  if (label !== null && !isTitleLike(label[1] ?? '') && !PERIOD.test(label[1] ?? '')) text = text.slice(label[0].length);
  const period = PERIOD.exec(text);
  if (period === null) return null;
  const rest = tidy(withoutDates(text, period).replace(/^\s*[:–—-]\s*/u, '').replace(/(?<=\S)\s+(?=[,).])/gu, '').replace(/,(?=\S)/gu, ', '));
  // 'Barista, Café Lumen, Paris 11e (Feb 2024 – now, part-time).': with the dates and their bracket at its end, the line is a header alone.
  const datesClose = /\)\.?$/u.test(text) && !/\)\.?$/u.test(rest);
  const parts = split(rest) ?? (datesClose || BRACKETED_DUTIES.test(rest) ? { header: rest.replace(/\.$/u, ''), duties: '' } : null);
  if (parts === null) return null;
  const bracketed = BRACKETED_DUTIES.exec(parts.header);
  const header = tidy((bracketed === null ? parts.header : parts.header.replace(bracketed[0], '')).replace(LENGTH_IN_TITLE, '').replace(/[,;]\s*$/u, ''));
  // 'Before that trainee barber at The Gents Room, Salford (2021–22).': a sentence with dates of its own that names where
  // is another job, not this one's duties ('Colleague of the Month March 2024' names no workplace).
  const duties = tidy(parts.duties.split(/(?<=\.)\s+(?=\p{Lu})/u).filter((sentence) => !(PERIOD.test(sentence) && NAMES_WHERE.test(sentence))).join(' ').replace(/\.$/u, ''));
  const role = tidy(header.split(/,|\s[—–]\s/u)[0] ?? '');
  if (wordCount(header) > MAX_HEADER_WORDS || (duties.length < MIN_DUTIES_LENGTH && bracketed === null && !datesClose) || namesCredential(role) || isDegree(role)) return null;
  if (!isTitleLike(role) && !KIND_OF_JOB.test(role)) return null;
  // A bullet under a job ('Tuteur interne : 60 nouveaux formés en 2024') names a role but no employer: a line is a job
  // of its own when its dates open it or its header names where ('Barista, Café Lumen', 'Labourer via Rail Force').
  const namesWhere = NAMES_WHERE.test(header);
  if (period.index > 0 && !namesWhere) return null;
  // 'Track labourer via Rail Force Recruitment (agency), Network Rail jobs round Manchester & Liverpool': a role that names
  // its employer by a connector heads the job alone; what follows it says where the work was, which no sentence tells.
  const byConnector = /\s(?:at|chez|via|for|pour)\s+\p{Lu}/u.test(role) && role !== header && wordCount(header) > MAX_CONNECTED_HEADER_WORDS;
  const kept = byConnector ? role : header;
  // A placement named by its kind alone ('Stage', 'Internship') was held by a trainee, and a contract's name is no title.
  const held = kept.replace(/^stage(?=\s[—–]|,|$)/iu, 'Stagiaire').replace(/^internship(?=\s[—–]|,|$)/iu, 'Intern');
  // The dates first, then a colon, as thin CVs write them: the experience reader takes the role after it.
  const dated = `${period[0]} : ${held}`;
  const lines = [bracketed?.[1], duties].flatMap((part) => (part === undefined || part.length === 0 ? [] : [`- ${tidy(part)}`]));
  return [dated, ...lines];
}

// A job's status where its employer would be ('self-employed since 2020', 'à mon compte depuis 2021'): the candidate's own
// business, named by no one.
const OWN_ACCOUNT = /^(?:self-employed|freelance|sole trader|indépendante?|à mon compte|auto-entrepreneur|auto-entrepreneuse)$/iu;
// 'Plumber, 12 years' experience', 'Boulanger depuis 2019': the trade before the colon, with how long it has been held.
const TRADE_HEAD = /^([^:,()]{2,40}?)(?:,? (?:depuis|since) (?:19|20)\d{2}|, \d{1,2}\+? (?:years?['’]? experience|ans d['’]expérience))?\s?:\s+/iu;
// Between two jobs: a comma or a semicolon, and 'puis' or 'then' ('2019-2023, puis Au Pain d'Antan').
const NEXT_JOB = /^\)?\s*[,;]\s+(?:puis\s+|then\s+|and then\s+)?/iu;

function atEachPeriod(rest: string): string[] | null {
  const parts: string[] = [];
  let left = rest;
  for (;;) {
    const period = PERIOD.exec(left);
    if (period === null) break;
    const end = period.index + period[0].length;
    const next = NEXT_JOB.exec(left.slice(end));
    if (next === null || PERIOD.exec(left.slice(end + next[0].length)) === null) {
      parts.push(left);
      break;
    }
    const close = next[0].startsWith(')') ? 1 : 0;
    parts.push(left.slice(0, end + close));
    left = left.slice(end + next[0].length);
  }
  return parts.length >= 2 ? parts : null;
}

/**
 * Rule 'several jobs on the trade's line': 'Plumber, 12 years' experience: bathroom fitting and domestic repairs with R.
 * Hale Plumbing & Heating (2014–2020), self-employed since 2020 (leaks, taps, …)' (a plumber's three-line CV), 'Boulanger
 * depuis 2019 : Boulangerie Pichon (Saint-Herblain) 2019-2023, puis Au Pain d'Antan (Nantes) depuis 09/2023 : pains de
 * tradition, …' (a baker's): the trade, a colon, then each employer with its own dates, parted by a comma and 'puis' or
 * 'then'. Each is a job of that trade, with what the line says was done there: before 'with' its employer, after a colon
 * or in a bracket. Returns each job's lines as oneLineJob does; null when the line is not such a list.
 */
export function oneLineJobs(line: string): string[][] | null {
  const text = tidy(withoutBullet(line));
  const head = TRADE_HEAD.exec(text);
  const role = tidy(head?.[1] ?? '');
  if (head === null || !isTitleLike(role) || namesCredential(role) || isDegree(role)) return null;
  const parts = atEachPeriod(text.slice(head[0].length));
  if (parts === null) return null;
  const jobs = parts.map((part) => {
    const period = PERIOD.exec(part);
    if (period === null) return null;
    const rest = tidy(withoutDates(part, period));
    const colon = /\s?:\s/u.exec(rest);
    const bracket = /\s?\(([^(),]*(?:,[^(),]*)+)\)$/u.exec(rest);
    const cut = colon ?? bracket;
    const where = tidy(cut === null ? rest : rest.slice(0, cut.index));
    const done = cut === null ? '' : colon !== null ? rest.slice(colon.index + colon[0].length) : (bracket?.[1] ?? '');
    const withEmployer = /^(\p{Ll}.*?) (?:with|at|for|chez|pour) (\p{Lu}.*)$/u.exec(where);
    const employer = withEmployer?.[2] ?? where;
    const duties = [withEmployer?.[1] ?? '', done].map(tidy).filter((duty) => duty.length >= MIN_DUTIES_LENGTH);
    if (!/^\p{Lu}/u.test(employer) && !OWN_ACCOUNT.test(employer)) return null;
    const header = OWN_ACCOUNT.test(employer) ? `${period[0]} : ${role}` : `${period[0]} : ${role}, ${employer}`;
    return [header, ...duties.map((duty) => `- ${duty}`)];
  });
  return jobs.every((job) => job !== null) ? (jobs as string[][]) : null;
}
