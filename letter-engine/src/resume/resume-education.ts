import { foldText } from '../text/fold.ts';
import { NOT_YET_WORDS } from './credential-validity.ts';
import { MONTH, PERIOD, yearsIn } from './resume-dates.ts';
import { isPlace } from './resume-places.ts';
import type { ResumeDegree } from './resume-profile.ts';
import { splitSentences, tidy, withoutBullet } from './resume-text.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

// Words that name a degree, in French and English CVs (folded). 'DE', 'DU' and 'TP' count only in
// capitals (see CASED_DEGREE): in lower case they are French prepositions.
const DEGREE_WORD =
  /\b(?:master|mastere|licence|bachelor|msc|bsc|ba|ma|beng|meng|mba|phd|doctorat|bts|dut|but|dcg|dscg|decf|cap|bep|bac|baccalaureat|diplome|degree|titre professionnel|certificat|ingenieur|deug|dea|dess|m1|m2|l3|deas|deaes|deeje|dees|deap|bpjeps|dejeps|cqp|gcse|gcses|a-levels?|a levels?|btec|nvq|hnd|hnc|pgce|diploma|associate degree|postgraduate|basc|bba|llb|llm|brevet professionnel|mention complementaire)\b/;
const CASED_DEGREE = /\b(?:DE|DU|TP|DEI|IDE|BP|MC|BM)\b/;
const SCHOOL_WORD =
  /\b(?:universite|university|universidad|ecole|school|college|iae|iut|institut|institute|lycee|insa|polytechnique|sciences po|hec|essec|escp|edhec|em lyon|emlyon|neoma|skema|kedge|cnam|academy|academie|faculte|ifsi|ifas|ifap|irts|greta|afpa|cfa|iut\d|inspe|espe|campus|conservatoire|business school|ens|isep|epitech|epita|openclassrooms|le wagon|ifocop|cesi|polytech)\b/;

/** True when a text mentions a degree anywhere, with its school or not ('DEAP obtenu à l'IFAP de Villeurbanne', 'DEES, IRTS Paris'). */
export function mentionsDegree(text: string): boolean {
  return DEGREE_WORD.test(foldText(text)) || CASED_DEGREE.test(text);
}

/** True when a phrase names a degree ('Master Informatique', 'BTS MCO', 'Diplôme d'État d'infirmier'). */
export function isDegree(part: string): boolean {
  return (DEGREE_WORD.test(foldText(part)) || CASED_DEGREE.test(part)) && !SCHOOL_WORD.test(foldText(part));
}

/** True when a phrase names a school ('IFSI de Rennes', 'University of Cumbria'). */
export function isSchool(part: string): boolean {
  return SCHOOL_WORD.test(foldText(part));
}

function lineParts(line: string): string[] {
  const period = PERIOD.exec(line);
  const withoutDates = (period === null ? line : line.replace(period[0], ' ')).replace(/\(?\b(?:19|20)\d{2}\b\)?/g, ' ');
  return withoutBullet(withoutDates)
    .split(/ ?[|—–•] ?| ?· | · ?| - |, |: /)
    .map(tidy)
    .filter((part) => part.length > 1);
}

function lastYear(text: string): number | null {
  const years = yearsIn(text);
  return years[years.length - 1] ?? null;
}

// 'BA (Hons) English Literature – year 3 of 6 (expected 2028)', 'AAT Level 3 Diploma – in progress', 'Titre
// professionnel ECSR (en cours)', 'certification prévue en février 2027': a degree not yet obtained is not held; nor one
// the CV says was not obtained ('Bac pro Pilote de ligne de production – Lycée…, Château-Gontier (non obtenu)', a
// production operator's table CV: the letter had claimed it).
const UNFINISHED = new RegExp(
  String.raw`(?<![\p{L}])(?:${NOT_YET_WORDS}|anticipated|to be completed|prévue?|attendue?|\d(?:e|ème|re|ère) année|pas obtenue?|non validée?|did not complete|not finished|incomplete|abandonnée?|échouée?)(?![\p{L}])`,
  'iu',
);

// Rule 'diplomas listed with their years': 'BP Coiffure (2019), CAP Coiffure (2017).' (a hairdresser's CV), 'Diplômes : BP
// Coiffure (2018), CAP Coiffure (2016).' (another's): each diploma is dated by the bracket after it, not by the line's last
// year (the BP was read as obtained in 2016, or lost).
const YEARS_APART = /(?<=\(\s*(?:19|20)\d{2}\s*\)),\s+/u;

function eachWithItsYear(clause: string): string[] {
  const parts = clause.split(YEARS_APART);
  return parts.length > 1 && parts.every(mentionsDegree) ? parts : [clause];
}

/**
 * Reads the degrees of a CV's education section: each line naming a degree ('Master Informatique,
 * Université Claude Bernard Lyon 1 — 2018', '2016 : Master Management de la supply chain — IAE
 * Lyon', 'MSc in Business Analytics, University College Dublin, 2020') gives the degree, the
 * school when named, and the last year on the line. A school or a year on a line of its own joins
 * the degree above it, or the one below when it comes first (LinkedIn: school, degree, years).
 */
// A course's name beside a school on one line has at least this many words ('Level 3 … Apprenticeship').
const MIN_COURSE_WORDS = 3;

export function parseEducation(lines: readonly string[], asOf: number | null = null): ResumeDegree[] {
  const degrees: ResumeDegree[] = [];
  const unfinished = new Set<ResumeDegree>();
  let pendingSchool: string | null = null;
  let previousWasDegree = false;
  // Two degrees on one line are parted by a semicolon as two sentences are by a full stop, or by a comma after the first
  // one's year (YEARS_APART).
  for (const line of lines.flatMap(splitSentences).flatMap((sentence) => sentence.split(';').flatMap(eachWithItsYear).map((clause) => clause.trim().replace(/\s?\.$/u, '')).filter((clause) => clause.length > 0))) {
    const parts = lineParts(line);
    const year = lastYear(line);
    const degree = parts.find(isDegree);
    const last = degrees[degrees.length - 1];
    // LinkedIn's line under a degree: '2026 - 2027 · certification prévue en février 2027'.
    if (last !== undefined && previousWasDegree && UNFINISHED.test(line)) unfinished.add(last);
    if (degree === undefined || degree.split(' ').length > 12) {
      const school = parts.find(isSchool) ?? null;
      if (school !== null && last !== undefined && last.school === null && previousWasDegree) last.school = school;
      // Only a school on a line of its own (with its town, its years or a sister school: 'Goldsmiths, University of
      // London') waits for the degree below: 'Level 3 Infrastructure Technician Apprenticeship, Leeds City College
      // (2019-2021)' is that course's school, not the GCSEs' on the next line.
      else if (school !== null && !parts.some((part) => !isSchool(part) && !isPlace(part) && part.split(/\s+/u).filter((word) => /\p{L}{2}/u.test(word)).length >= MIN_COURSE_WORDS)) pendingSchool = school;
      if (parts.length === 0 && year !== null && last !== undefined && last.year === null) last.year = year;
      previousWasDegree = school !== null && previousWasDegree;
      continue;
    }
    const school = parts.find((part) => part !== degree && isSchool(part)) ?? pendingSchool;
    // LinkedIn writes 'Master, Informatique': a bare degree word takes the field after it.
    const field = parts[parts.indexOf(degree) + 1];
    const named =
      degree.split(' ').length === 1 && field !== undefined && line.includes(`${degree}, ${field}`) && field !== school && !isDegree(field) && !isPlace(field)
        ? `${degree} ${field}`
        : degree;
    // 'Formations : … CAP Cuisine en 1992.' (a home help's prose CV): the part before its year keeps the year's 'en', which no
    // diploma's name ends on ('Je suis titulaire d'un CAP Cuisine en, obtenu en 1992', the panel).
    const read = { degree: named.replace(/ (?:en|in|de|du|d['’]|à|at|from|of)$/u, ''), school, year };
    degrees.push(read);
    if (UNFINISHED.test(line) || (asOf !== null && year !== null && year > asOf)) unfinished.add(read);
    pendingSchool = null;
    previousWasDegree = true;
  }
  return degrees.filter((degree) => !unfinished.has(degree));
}

/**
 * Rule 'a degree dated to come is under way': '2023 – 2027   BSc (Hons) Quantity Surveying, Leeds Beckett University' (a
 * final-year student's CV, whose letter named her A Levels and not the degree the scheme asks for), '2025 – 2027 BTS
 * Comptabilité et gestion (en alternance)' (an apprentice's): its name, for a letter that says it is being prepared. A
 * degree the CV marks unfinished ('non obtenu') is none.
 */
export function degreesToCome(lines: readonly string[], asOf: number): string[] {
  return parseEducation(lines).filter((degree) => degree.year !== null && degree.year > asOf).map((degree) => degree.degree.trim());
}

// 'Diplôme d'État d'infirmier obtenu en 2017 à l'IFSI de Nantes', 'Titulaire d'un BTS MCO (2019)',
// 'I hold a BSc in Nursing from the University of Leeds (2016)'.
const DEGREE_START =
  /(?<![\p{L}])(?<!(?:driving|UK|full|clean|permis|de conduire) )(?:master|mastère|licence|bachelor|msc|bsc|ba|ma|beng|meng|llb|llm|bba|mba|phd|doctorat|bts|dut|but|dcg|dscg|cap|bep|bp|brevet professionnel|bac(?: pro)?|baccalauréat|diplôme|degree|titre professionnel|deas|deaes|bpjeps|cqp|gcses?|a-levels?|btec|nvq|hnd|pgce|mention complémentaire)(?![\p{L}])/iu;
const SCHOOL_START =
  /(?<![\p{L}])(?:université|university|école|school|college|iae|iut|institut|institute|lycée|ifsi|ifas|greta|afpa|cfa|cnam|campus|conservatoire)(?![\p{L}])/iu;
const ACRONYM_DEGREES = lexiconWordSet({ list: 'degree-acronyms' });
// 'à l'' ends a degree before a school ('à l'IFSI de Nantes'), not inside its name ('BTS Support à l'action managériale').
// 'BP de préparatrice en pharmacie en juin 2022': a month before the year ends the name too.
const DEGREE_END = new RegExp(String.raw` (?:obtenu|obtained|(?:en|in) (?:${MONTH} )?\d|à l['’](?=\p{Lu})|à la (?=\p{Lu})|au |at |from |de l['’](?=IFSI|IFAS|IUT|IAE|Université|École)|du lycée|[—–-] )|[,(.;]`, 'u');
const SCHOOL_END = new RegExp(String.raw` (?:(?:en|in) (?:${MONTH} )?\d|où|where|puis|then|et |and |avec|with|[—–-] )|[,(.;]`, 'iu');

/** The degrees a prose sentence states, one a clause between semicolons ('MC Sommellerie (2019) ; bac pro … (2018)'), or none. */
export function readProseDegrees(sentence: string): ResumeDegree[] {
  return sentence.split(';').flatMap(eachWithItsYear).flatMap((clause) => readProseDegree(clause.trim()));
}

function readProseDegree(sentence: string): ResumeDegree[] {
  const start = DEGREE_START.exec(sentence);
  // A degree being prepared is not held yet: 'Étudiant en BUT GEA', 'je prépare un BTS'.
  if (start === null || /(?:prépare|preparing|en cours|studying|étudiante? en|student|actuellement en|en formation|working towards)\b/iu.test(sentence.slice(0, start.index))) return [];
  // '2e année de licence STAPS', 'second-year BSc': a year of a degree is not the degree.
  if (/(?:\b\d(?:e|re|ère|ème|nd|rd|th)? année (?:de |d['’]|en )|\b(?:first|second|third|1st|2nd|3rd)[- ]year (?:of )?)$/iu.test(sentence.slice(Math.max(0, start.index - 24), start.index))) return [];
  // 'garder le cap', 'but I…': an acronym degree is written in capitals.
  if (start[0] === start[0].toLowerCase() && ACRONYM_DEGREES.has(start[0])) return [];
  const rest = sentence.slice(start.index);
  // 'CAP Poissonnier écailler en alternance (examen juin 2027)', 'BA English (expected 2028)': not held yet.
  if (UNFINISHED.test(rest)) return [];
  const end = DEGREE_END.exec(rest);
  const degree = tidy(end === null ? rest : rest.slice(0, end.index));
  if (degree.split(' ').length > 10 || (degree.split(' ').length < 2 && !/^[A-Z]{2,}/.test(degree))) return [];
  const schoolStart = SCHOOL_START.exec(sentence);
  // 'l'IGR-IAE de Rennes': the school's name starts at its first capitalised part. Rule 'a town before its college':
  // 'Bridgwater College 2016' (a bricklayer's four-line CV), 'Leeds City College (2019-2021)': the capitalised words right
  // before an English school's kind are its name ('from College 2016', the panel), its year no part of it.
  const before = schoolStart === null ? '' : sentence.slice(Math.max(0, schoolStart.index - 40), schoolStart.index);
  const townFirst = /^(?:college|school|university|academy)$/iu.test(schoolStart?.[0] ?? '') ? (/(?:^|[\s,(])((?:\p{Lu}[\p{L}'’-]+ ){1,3})$/u.exec(before)?.[1] ?? '') : '';
  const schoolAt = schoolStart === null ? -1 : schoolStart.index - (townFirst.length > 0 ? townFirst.length : (/(?<!\p{Lu})\p{Lu}+-$/u.exec(sentence.slice(Math.max(0, schoolStart.index - 12), schoolStart.index))?.[0].length ?? 0));
  const schoolText = schoolStart === null ? null : sentence.slice(schoolAt);
  const schoolEnd = schoolText === null ? null : SCHOOL_END.exec(schoolText);
  const schoolRaw = schoolText === null ? null : schoolEnd === null ? schoolText : schoolText.slice(0, schoolEnd.index);
  const school = schoolRaw === null ? null : tidy(schoolRaw.replace(/ (?:19|20)\d{2}$/u, ''));
  // The degree's year is in its own clause: 'CAP maçon, puis je suis devenu chef d'équipe en 2014' dates the promotion; and
  // before a second degree joined by 'and': 'a BSc (Hons) in Geography (2017) and an RTPI-accredited MSc… (2019)' (a
  // planner's prose CV: 'In 2019, I obtained a BSc', the panel).
  const ownClause = rest.split(/, |; /)[0] ?? rest;
  const second = / (?:and|et) (?:an? |the |un |une |le |la |l['’])?(?=\S)/iu.exec(ownClause);
  const clause = second !== null && DEGREE_START.test(ownClause.slice(second.index + second[0].length, second.index + second[0].length + 40)) ? ownClause.slice(0, second.index) : ownClause;
  return [{ degree, school: school !== null && school.split(' ').length <= 8 && !degree.includes(school) ? school : null, year: lastYear(clause) ?? (schoolRaw === null ? null : lastYear(schoolRaw)) }];
}
