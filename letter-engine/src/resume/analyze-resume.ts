import { escapeRegExp } from '../text/escape-regexp.ts';
import { foldText } from '../text/fold.ts';
import { PERIOD } from './resume-dates.ts';
import { detectTextLanguage, leaningTextLanguage } from '../text/detect-language.ts';
import type { Language } from '../rules/limits.ts';
import { latestYear } from './credential-validity.ts';
import { distinctCredentials, findCertificates, findLicences, namesCredential, opensOnCredential, readCertificateSection } from './resume-credentials.ts';
import { degreesToCome, parseEducation, readProseDegrees } from './resume-education.ts';
import { parseExperience, type ReadJob } from './resume-experience.ts';
import { oneLineJob, oneLineJobs } from './one-line-job.ts';
import { isCareerGap } from './resume-gaps.ts';
import { readGender } from './resume-gender.ts';
import { readEuropassLayout } from './resume-europass.ts';
import { holdsContact, readIdentity } from './resume-identity.ts';
import { distinctLanguages, readLanguageSection, readLanguages } from './resume-languages.ts';
import { isPlace } from './resume-places.ts';
import { isTitleLike, namesUnpaidRole } from './resume-titles.ts';
import type { ResumeDegree, ResumeJob, ResumeProfile } from './resume-profile.ts';
import { readProseJobs, readStaysAt, type ProseJob } from './resume-prose.ts';
import { splitResumeSections, type ResumeSections } from './resume-sections.ts';
import { isAvailabilityLine, isQualityLine, readSkills } from './resume-skills.ts';
import { resumeLines, splitSentences, statement, withoutBullet } from './resume-text.ts';
import { countedYears, statedYears } from './resume-years.ts';

// The candidate's own sentences ('Je souhaite…', 'I have…'): a letter may quote them whole.
// The candidate speaks from the sentence's start, or after a short opening that says when ('Depuis septembre 2022, je
// travaille en CESU chez trois personnes âgées…', a home help's prose CV whose current work was told nowhere; 'En début de
// service, je nettoie et désinfecte l'ambulance…', an ambulance worker's); never after a portrait ('Rigoureuse, j'aime…').
const FIRST_PERSON = /^(?:(?:depuis|en|après|avant|pendant|since|in|over|after|before|during|for) [^,.;:()]{1,36}, )?(?:je\s|j['’]\p{L}|i\s|i['’](?:m|ve|d)\s)/iu;

export type AnalyzeResumeOptions = {
  /** Today, to count the years of a current job; without it they are counted short (see countedYears). */
  today?: Date;
};

// Sentences that are not about work done: contact, training, languages, what the candidate looks for or likes.
// Time away and the wish to come back are no work either: 'I left to look after my dad', 'I am now ready to go back to work'.
// What a candidate cannot do is no work either: 'I do not drive', 'je ne suis pas véhiculé'.
const NOT_DONE = String.raw`i (?:do not|don['’]t|cannot|can['’]t) drive|non[- ]driver|je ne (?:suis pas véhiculée?|conduis pas)|sans permis`;
const TIME_AWAY = String.raw`i left|ready to (?:go back|return|start)|back to work|returned to work|return to (?:paid )?work|career break|look(?:ed|ing)? after my|caring for (?:my|a)|to care for|congé|interruption de carrière|j['’]ai quitté|reprendre (?:le travail|une activité|un emploi)`;
const NOT_WORK = new RegExp(String.raw`@|\b(?:je recherche|je cherche|je souhaite|à la recherche|disponible|looking for|seeking|i would like|j['’]aime|passionn[ée]e? (?:de|par)|loisirs|hobbies|je m['’]appelle|my name is|j['’]habite|based in|permis|driving licen[cs]e|${TIME_AWAY}|${NOT_DONE})\b|dipl[ôo]m|graduat|titulaire`, 'iu');
// Rule 'placements are training': a sentence about the candidate's placements or school years tells of training,
// not of work done in the job stated before it, nor of a list of skills: 'J'ai aussi été en stage en chirurgie
// orthopédique au CHRU de Tours' (a newly qualified nurse's CV), 'Pendant ma formation, j'ai fait mes stages dans un
// foyer d'accueil médicalisé' (a specialised educator's), 'Avant cela, j'ai fait mes stages en maternité' (a
// nursery nurse's). It goes with the training lines.
const PLACEMENT =
  /(?<![\p{L}])(?:en stage|(?:mon|mes|son|ses|des|\d{1,2}|deux|trois|quatre|cinq|six|sept|huit) stages|(?:mon|son|un) stage|années de formation|(?:my|on|work|clinical) placements?|(?:my|an) internships?)(?![\p{L}])/iu;

// 'À la recherche d'un stage de 6 mois', 'je cherche un stage de fin d'études': a wish, not training done.
const PLACEMENT_WISHED = /(?:cherche|looking for|seeking|souhaite|would like)/iu;

// A job line telling of time away ('Returned to work after a period caring for my father') is no duty.
const AWAY_LINE = new RegExp(String.raw`\b(?:${TIME_AWAY})\b`, 'iu');
const PHONE_LIKE = /(?:\d[ .-]?){9}/;

function isListSentence(sentence: string): boolean {
  const items = sentence.replace(/[.;]$/, '').split(/, | et | and /);
  return (
    sentence.includes(', ') &&
    !isTitleLike(items[0] ?? '') &&
    !/\d|[|·]/.test(sentence) &&
    items.every((item) => item.split(' ').length <= 4) &&
    !items.some((item) => isPlace(item))
  );
}

// 'Stages : Restaurant L'Entracte (Niort), cantine Jean-Zay : légumes, entrées froides, plonge':
// the list after the last colon.
function listPart(sentence: string): string {
  const colon = sentence.lastIndexOf(' : ');
  return colon === -1 ? sentence : sentence.slice(colon + 3);
}

function isAchievement(sentence: string, name: string | null): boolean {
  return (
    sentence.split(' ').length >= 3 &&
    !NOT_WORK.test(sentence) &&
    !PLACEMENT.test(sentence) &&
    !PHONE_LIKE.test(sentence) &&
    (name === null || !sentence.includes(name)) &&
    !namesCredential(sentence) &&
    readProseDegrees(sentence).length === 0 &&
    readLanguages(sentence, false).length === 0 &&
    !isListSentence(sentence)
  );
}

// The first sentence of a prose CV often opens with the name: 'Thomas Petit, vendeur en boutique…'.
function withoutName(sentence: string, name: string | null): string {
  if (name === null || !sentence.startsWith(name)) return sentence;
  return sentence.slice(name.length).replace(/^[,:—–-]? ?/, '');
}

type Prose = { sentences: string[]; jobs: ReadJob[]; stated: Set<ReadJob> };

// A thin CV lists where it worked under its headline: those stays replace the headline alone.
function withStays(found: ProseJob[], sentences: readonly string[], headline: string | null): ProseJob[] {
  if (headline === null) return found;
  const stated = new Set(found.map((entry) => entry.sentence));
  const stays = sentences.flatMap((sentence, index) =>
    stated.has(index) ? [] : readStaysAt(sentence, headline).map((job) => ({ job, sentence: index, stated: true })),
  );
  if (stays.length === 0) return found;
  const bare = (entry: ProseJob): boolean =>
    entry.job.title.toLowerCase() === headline.toLowerCase() && entry.job.employer === null && entry.job.period === null;
  return [...found.filter((entry) => !bare(entry)), ...stays].sort((a, b) => a.sentence - b.sentence);
}

// Where a job's sentence goes on with what was done there: ', where I handled…', ', où j'ai…', ' and I reduced…'.
const OWN_CLAUSE = /(?:,? where |,? où |,? and (?=I )|,? so (?=I )|,? et (?=j['’]|je ))((?:I|j['’]|je) ?)/u;

// 'At Brightdesk (2022 - present) I look after…': where, already read as the job's, opens the sentence.
const WORKPLACE_OPENING = /^(?:At|Chez|Au sein d(?:e la|e l['’]|u|es|e)|Au|À la|À l['’]) ?(?:\p{Lu}[\p{L}\d&'’.-]*(?: (?:de |du |des |of |the |& )?\p{Lu}[\p{L}\d&'’.-]*){0,4})(?: \([^()]{0,40}\))?,? (?=I |j['’]|je )/u;
// Two facts joined in one sentence: '…60 accounts, and I reduced churn…', '…, et j'ai formé…'.
const SECOND_FACT = /,? and (?=I )|,? et (?=j['’]|je )/u;

/**
 * A list of duties as separate facts when it holds a measured one ('portfolio of 150 customers, churn
 * down from 4.1% to 2.6% a year'), so that the result can be argued on its own; else one fact.
 */
function dutyFacts(clause: string): string[] {
  const items = clause.split(/,\s+/).map(statement);
  const measured = items.some((item) => /\d/.test(item) && item.split(' ').length >= 3);
  return measured && items.length > 1 ? items.filter((item) => item.split(' ').length >= 3) : [statement(clause)];
}

/** The facts of one prose sentence, each a statement of its own. */
function proseFacts(sentence: string): string[] {
  const [first = '', ...more] = sentence.replace(WORKPLACE_OPENING, '').split(SECOND_FACT);
  return [first, ...more.filter((fact) => fact.split(' ').length >= 4)].map(statement);
}

// Rule 'outside work is no job's': 'Outside work I have volunteered for five years as a Samaritans listener…, and I coach an
// under-14 football team' (a store manager's prose CV, told 'At Castleford, I coach an under-14 football team'), 'Outside work
// I coach my son's under-10s football team' (a groundworker's): from such a sentence on, nothing is the job's.
const OFF_WORK = /^(?:outside (?:of )?work|in my (?:spare|free) time|away from work|en dehors (?:du|de mon) travail|hors travail|(?:pendant|sur) mon temps libre|à côté de mon travail)\b/iu;

// Reads a CV, or the parts of one, written as sentences rather than as a layout.
function readProse(lines: readonly string[], name: string | null, headline: string | null): Prose {
  const sentences = lines.flatMap(splitSentences).map((sentence) => withoutName(sentence, name));
  const found = withStays(readProseJobs(sentences), sentences, headline);
  const jobSentences = new Set(found.map((entry) => entry.sentence));
  found.forEach((entry, order) => {
    // 'I worked at Telvio as a support agent (2020 - 2022), where I handled 40 tickets a day': the
    // clause after the job, in the job's own sentence, is what was done there.
    const jobSentence = sentences[entry.sentence] ?? '';
    const own = OWN_CLAUSE.exec(jobSentence);
    // 'Agent de propreté depuis 2022 chez Onet : nettoyage de bureaux…', 'Associate at Mooncard, Sept 2023 –
    // Present: portfolio of 150 customers, churn down from 4.1% to 2.6%': the duties after the colon that follows the role.
    const colon = Math.max(jobSentence.lastIndexOf(' : '), jobSentence.lastIndexOf(': '));
    const duties = colon > 0 && jobSentence.slice(0, colon).toLowerCase().includes(entry.job.title.toLowerCase()) ? jobSentence.slice(colon).replace(/^\s?:\s/, '') : '';
    const clause = own === null ? duties : jobSentence.slice(own.index + own[0].length - (own[1]?.length ?? 0));
    if (found[order + 1]?.sentence !== entry.sentence && clause.split(' ').length >= 4 && isAchievement(clause, name)) entry.job.achievements.push(...dutyFacts(clause));
    // The sentences after a job's statement, up to the next statement, are its achievements.
    if (found[order + 1]?.sentence === entry.sentence) return;
    const until = found[order + 1]?.sentence ?? sentences.length;
    for (let index = entry.sentence + 1; index < until; index += 1) {
      const sentence = sentences[index] ?? '';
      // What the candidate does outside work ends the job's facts (OFF_WORK).
      if (OFF_WORK.test(sentence)) break;
      if (jobSentences.has(index) || !isAchievement(sentence, name)) continue;
      entry.job.achievements.push(...proseFacts(sentence));
    }
  });
  const stated = new Set(found.filter((entry) => entry.stated).map((entry) => entry.job));
  return { sentences, jobs: found.map((entry) => entry.job), stated };
}

// A profile line 'Enseignante depuis 8 ans' states the years of a CV whose jobs are listed below it.
function profileYears(proseJobs: readonly ReadJob[], jobs: readonly ReadJob[]): number | null {
  if (proseJobs.length === 0 || proseJobs === jobs || jobs.some((job) => proseJobs.includes(job))) return null;
  const stays = proseJobs.filter((job) => job.current && job.months !== null).map((job) => (job.months ?? 0) / 12);
  return stays.length > 0 ? Math.max(...stays) : null;
}

// Current jobs first; the others by their last year when every one has a year (a CV written
// oldest first is read newest first), else in the CV's order.
function mostRecentFirst(jobs: readonly ReadJob[]): ReadJob[] {
  const past = jobs.filter((job) => !job.current);
  const yearOf = (job: ReadJob): number | null => job.endYear ?? job.startYear;
  const dated = past.every((job) => yearOf(job) !== null);
  const ordered = dated ? [...past].sort((a, b) => (yearOf(b) ?? 0) - (yearOf(a) ?? 0)) : past;
  // Two current jobs ('Juriste depuis 2018…', 'Depuis 2021, je suis juriste chez…'): the later start is today's.
  const current = jobs.filter((job) => job.current).sort((a, b) => (b.startYear ?? -Infinity) - (a.startYear ?? -Infinity) || 0);
  return [...current, ...ordered];
}

function publicJob(job: ReadJob): ResumeJob {
  const { title, employer, place, period, startYear, endYear, current, achievements } = job;
  return { title, employer, place, period, startYear, endYear, current, achievements };
}

// 'Before that: 1 year as a food runner at Turtle Bay' under a thin CV's dated job is an earlier job, not something done in it.
const EARLIER = /^(?:before(?: that)?|previously|avant(?: cela| ça)?|auparavant)\s?:/iu;

function withEarlierJobs(dated: readonly ReadJob[]): ReadJob[] {
  return dated.flatMap((job) => {
    const earlier = job.achievements.filter((line) => EARLIER.test(line)).flatMap((line) => readProseJobs([line]).filter((entry) => !entry.job.current));
    if (earlier.length === 0) return [job];
    return [{ ...job, achievements: job.achievements.filter((line) => !EARLIER.test(line)) }, ...earlier.map((entry) => entry.job)];
  });
}

// 'Hi, I'm Priya Chauhan.' read as a list is a greeting and a name, never two skills; nor is LinkedIn's
// '12 recommandations' under a skill.
// 'Amharic (native)', 'Tigrinya (B2)': a word with a language's level is a language, whichever it is.
const WITH_LANGUAGE_LEVEL = /^\p{Lu}\p{Ll}+ ?\((?:native|natif|native speaker|langue maternelle|maternelle|mother tongue|bilingue|bilingual|fluent|courant|basic|notions|good|[ABC][12])\)$/u;

// A skills list's line that names a paper or a plan, not a know-how: 'Manual handling certificate (2024)',
// 'Working towards my driving test', 'Attestation de formation gestes et postures'.
const NOT_A_SKILL_ITEM = /(?<![\p{L}])(?:certificates?|certificats?|certifications?|attestations?|licen[cs]es?|cards?|driving test|working towards|studying for|preparing for|en cours|in progress|je prépare)(?![\p{L}])/iu;

function notASkill(item: string, name: string | null): boolean {
  return (
    /^(?:hi|hello|bonjour|i['’]m|i am|je suis|je m['’]appelle|my name|moi)\b/iu.test(item) ||
    WITH_LANGUAGE_LEVEL.test(item) ||
    /^\d+ (?:recommandations?|recommendations?|endorsements?|validations?)$/iu.test(item) ||
    // 'Enhanced DBS (2014, lapsed)' in a skills list: a credential, held or not, is read as one (or dropped), never a skill.
    namesCredential(item) ||
    NOT_A_SKILL_ITEM.test(item) ||
    (name !== null && item.includes(name))
  );
}

// 'Titre de toiletteur canin (CQP, 2022)' on a thin CV's dated line is a qualification, not a job held at 'CQP'.
const CREDENTIAL_TITLE = /^(?:titre|dipl[ôo]me|certificat|certification|attestation|brevet|habilitation|qualification|certificate|diploma|award)\b/iu;
const CREDENTIAL_NAME = /^(?:CQP|CAP|BEP|BTS|DUT|BUT|BP|BAC(?: PRO)?|CTM|DEAES|DEAS|DEI|NVQ|BTEC|CACES|SST|PSC1|BAFA|BPJEPS|RNCP)$/iu;

function isCredential(job: ReadJob): boolean {
  return CREDENTIAL_TITLE.test(job.title ?? '') || CREDENTIAL_NAME.test(job.employer ?? '');
}

// 'Sept. 2025 – aujourd'hui : Congé parental', 'Career break – caring for my mother  Jul 2022 – Feb 2024':
// time away written as a job line is no post held (a letter would say 'j'occupe le poste de congé parental').
function notHeld(job: ReadJob): boolean {
  return isCredential(job) || isCareerGap(job.title ?? '');
}

function opensOnLanguage(line: string): boolean {
  return readLanguages(line, false).some((found) => line.toLowerCase().startsWith(found.language));
}

// Rule 'a volunteering section holds roles': 'VOLUNTEERING' over 'Witness Service volunteer (Citizens Advice) – Canterbury
// Crown Court', its dates and its duties (a returner's CV, round 26), 'BÉNÉVOLAT' over a role at an association (a biomedical
// apprentice's, round 28), 'Volunteer experience' on LinkedIn: the roles are read as the experience section's are, each
// marked unpaid in its title when it does not say so, so the letter never tells them as a post held (the panel binned the
// returner's letter for leaving out her court volunteering, the best answer to a court usher's post).
function asVolunteer(job: ReadJob, language: Language): ReadJob {
  if (job.title === null || namesUnpaidRole(`${job.title} ${job.employer ?? ''}`)) return job;
  return { ...job, title: language === 'english' ? `Volunteer ${job.title}` : `${job.title} bénévole` };
}

function readJobs(sections: ResumeSections, name: string | null, headline: string | null, language: Language): { jobs: ReadJob[]; prose: Prose } {
  const structured = parseExperience(sections.experience)
    .filter((job) => !notHeld(job))
    .map((job) => ({ ...job, achievements: job.achievements.filter((line) => !AWAY_LINE.test(line)) }));
  const other = [...sections.other, ...sections.volunteering];
  const proseLines = [...sections.header, ...sections.profile, ...(structured.length === 0 ? sections.experience : []), ...other];
  const prose = readProse(proseLines, name, headline);
  // Only beside a career the experience section reads: a CV whose work is told in sentences keeps its volunteering among them.
  const volunteered = parseExperience(sections.volunteering).filter((job) => !notHeld(job)).map((job) => asVolunteer(job, language));
  if (structured.length > 0) return { jobs: mostRecentFirst([...structured, ...volunteered]).map(asRole), prose };
  // A CV without an experience heading: dated job lines in its top part (or lines that state their own stay), else what
  // its sentences say.
  // 'Before that: Saturday job at Morrisons Hull … 2022 – 2024' on a line of its own is a job like the others.
  // A contact line is no job's, dated or not: 'Brighton (depuis oct. 2026) – +44 7700 900318 – camille…@gmail.com' (a
  // hairdresser's CV) says since when she lives there, and made a job of the headline above it.
  const dated = parseExperience(sections.header.slice(1).filter((line) => !holdsContact(line)).map((line) => withoutBullet(line).replace(EARLIER, '').trim()).flatMap((line) => ownAccountLine(line, headline))).filter((job) => (job.period !== null || (job.current && job.months !== null)) && !notHeld(job));
  // A sentence that only opens with a role ('Infirmière diplômée d'État') is a headline, not a job.
  // A thin CV's last line of qualities ('Reliable, never late, happy to work Saturdays') is no duty of the job above it.
  // Nor is a line that opens on a language ('Anglais B1 (cours du soir)'), on a diploma, or on when one is free ('Disponible
  // le week-end, dès 6h').
  const duties = dated.map((job) => ({ ...job, achievements: job.achievements.filter((line) => !isQualityLine(line) && !opensOnLanguage(line) && !opensOnCredential(line) && !isAvailabilityLine(line)) }));
  const jobs = dated.length > 0 ? withEarlierJobs(duties) : withoutRoleRecalls(prose.jobs.filter((job) => !isCareerGap(job.title) && (prose.stated.has(job) || job.employer !== null || job.period !== null || job.achievements.length > 0)));
  return { jobs: mostRecentFirst(withOneLineJobs(jobs, [...sections.header.slice(1), ...sections.profile, ...other])).map(asRole), prose };
}

// Rule 'self-employed in the headline's trade': '2019–present: self-employed (micro-entrepreneur), holiday homes and gîtes
// around Issigeac…' under 'Gareth Price – Painter & Decorator' (a painter's three-line CV: his current work was read as no
// job and his 2019 one led): a dated line that names only the candidate's status works in the trade the headline names, as
// one-line-job.ts reads 'self-employed since 2020' on a plumber's trade line.
const OWN_ACCOUNT_LINE = new RegExp(String.raw`^(${PERIOD.source})\s?:\s?(self-employed|freelance|sole trader|indépendante?|à mon compte|auto-entrepreneur|auto-entrepreneuse|micro-entrepreneur|micro-entrepreneuse)(?: \([^()]{1,40}\))?[,:]?\s*`, 'iu');

function ownAccountLine(line: string, headline: string | null): string[] {
  const found = OWN_ACCOUNT_LINE.exec(line);
  if (found === null || headline === null || headline.split(/\s+/u).length > 5) return [line];
  const rest = line.slice(found[0].length).trim();
  return [`${found[1] ?? ''} : ${found[2] ?? ''} ${headline}`, ...(rest.length > 0 ? [`- ${rest}`] : [])];
}

// A thin CV's whole job on one line that neither its dated lines nor its sentences gave (one-line-job.ts): added, or in
// place of the job read from it without its employer ('Barista' for 'Barista, Café Lumen, Paris 11e (Feb 2024 – now)'),
// or its duties given to the job read from it without them.
function withOneLineJobs(jobs: readonly ReadJob[], lines: readonly string[]): ReadJob[] {
  let read = [...jobs];
  for (const line of lines) {
    // Several jobs on the trade's line replace whatever was read from it.
    const several = oneLineJobs(line)?.map((each) => parseExperience(each).find((job) => !notHeld(job)));
    if (several !== undefined && several.every((job) => job !== undefined)) {
      const folded = foldText(line);
      read = [...read.filter((job) => !folded.includes(foldText(job.employer ?? job.title))), ...(several as ReadJob[])];
      continue;
    }
    const apart = oneLineJob(line);
    const found = apart === null ? undefined : parseExperience(apart).find((job) => !notHeld(job));
    if (found === undefined) continue;
    const folded = foldText(line);
    // A job read from the line: its employer is named there, or, without one, its title.
    const from = read.filter((job) => folded.includes(foldText(job.employer ?? job.title)));
    // The same job read with its employer but without what was done there takes the line's duties.
    const bare = from.find((job) => job.employer !== null && job.achievements.length === 0 && found.employer !== null && foldText(found.employer).includes(foldText(job.employer)));
    const readAlready = read.some((job) => job.achievements.some((duty) => folded.includes(foldText(duty))));
    // Only what the line gives as duties: the reader may also take a bracket of the header ('(jazz pub, Bristol)').
    const duties = found.achievements.filter((duty) => (apart ?? []).slice(1).some((line) => foldText(line).includes(foldText(duty))));
    if (bare !== undefined && duties.length > 0 && !readAlready) {
      read = read.map((job) => (job === bare ? { ...job, achievements: duties } : job));
      continue;
    }
    if (from.some((job) => job.employer !== null || found.employer === null)) continue;
    read = [...read.filter((job) => !from.includes(job)), found];
  }
  return read;
}

// '2021 : stage en animalerie Jardiland': the job is a placement, its holder a 'stagiaire' ('j'ai été
// stagiaire en animalerie', never 'j'ai exercé comme stage en animalerie').
// Rule 'a role recalled': 'As shift supervisor I opened and closed the bar…' (a bar supervisor's CV), 'As Exams
// Officer I ran around 2,400 entries a year…' (an exams officer's) tell the duties of a role the CV already
// dated with its employer; read alone they made a second, current job of it. Its duties go to that job.
const RECALL = /^(?:as|comme|en tant que)\s+(?:an?\s+|une?\s+)?/iu;

function withoutRoleRecalls(jobs: readonly ReadJob[]): ReadJob[] {
  const recalled = (job: ReadJob): ReadJob | undefined =>
    job.employer === null && job.period === null && RECALL.test(job.title)
      ? jobs.find((other) => other !== job && other.employer !== null && other.title.toLowerCase() === job.title.replace(RECALL, '').toLowerCase())
      : undefined;
  return jobs.flatMap((job) => {
    if (recalled(job) !== undefined) return [];
    const recalls = jobs.filter((other) => recalled(other) === job);
    return [recalls.length === 0 ? job : { ...job, achievements: [...job.achievements, ...recalls.flatMap((other) => other.achievements)] }];
  });
}

function asRole(job: ReadJob): ReadJob {
  const title = job.title?.replace(/^stage(?= |$)/iu, 'stagiaire').replace(/^internship(?= |$)/iu, 'intern') ?? null;
  return title === job.title ? job : { ...job, title };
}

function readLicences(sections: ResumeSections, lines: readonly string[]): string[] {
  const fromSection = sections.licences.flatMap((line) =>
    line.split(/[,;/]| et /).flatMap((item) => {
      const text = item.trim();
      return /^[A-E](?:1|E)?$/.test(text) ? [`Permis ${text}`] : findLicences(text);
    }),
  );
  return distinctCredentials([...fromSection, ...lines.flatMap(findLicences)]);
}

// Rule 'a diploma named twice': 'Titre professionnel obtenu en 2025, je cherche…' (a refrigeration technician's objective)
// names in short the 'Titre professionnel Technicien d'intervention en froid commercial et climatisation' of his training
// section: one diploma, by its whole name, dated by either.
function distinctDegrees(degrees: readonly ResumeDegree[]): ResumeDegree[] {
  const unique = [...new Map(degrees.map((degree) => [degree.degree.toLowerCase(), degree])).values()];
  // Only a diploma's bare kind ('Titre professionnel', 'BTS') is its short name, and only a name without a headline's separators
  // its whole one ('BTS Opticien-Lunetier 2026 | Réfraction · Montage' is a LinkedIn headline).
  const whole = (short: ResumeDegree): ResumeDegree | undefined =>
    short.degree.split(' ').length > 2
      ? undefined
      : unique.find((other) => other !== short && !/[|·]/u.test(other.degree) && new RegExp(`^${escapeRegExp(short.degree)} \\p{Lu}`, 'iu').test(other.degree) && /^\p{Lu}/u.test(other.degree.slice(short.degree.length + 1)));
  return unique
    .filter((degree) => whole(degree) === undefined)
    .map((degree) => {
      const short = unique.find((other) => whole(other) === degree);
      return short === undefined ? degree : { degree: degree.degree, school: degree.school ?? short.school, year: degree.year ?? short.year };
    });
}

/**
 * Reads a CV — headed, bulleted, written as prose, or pasted from LinkedIn — into the facts a
 * letter may use (see ResumeProfile): identity, jobs, education, certificates, languages with
 * their levels as written, licences, skills, soft skills, years of experience and the gender the
 * CV shows. An age, a licence or a certificate is never a job or a skill; what the readers are
 * unsure of is left out. Pure, and linear in the CV's length.
 */
export function analyzeResume(text: string, options: AnalyzeResumeOptions = {}): ResumeProfile {
  const lines = readEuropassLayout(resumeLines(text));
  const sections = splitResumeSections(lines);
  const identity = readIdentity(sections.header);
  const language = detectTextLanguage(lines.join('\n'));
  // A CV too short to tell for sure ('Waiter at The Ivy, London') leans to a language for its skills' names, for
  // gender, which English does not mark, and for how a volunteer's title says so.
  const writtenIn = language ?? leaningTextLanguage(text) ?? 'english';
  const { jobs, prose } = readJobs(sections, identity.name, identity.headline, writtenIn);
  const aboutLines = [...sections.header, ...sections.profile, ...sections.other, ...sections.volunteering];
  const certificateLines = [...aboutLines, ...sections.skills, ...sections.languages, ...sections.education, ...sections.softSkills];
  const skills = readSkills({
    skillLines: sections.skills,
    softSkillLines: sections.softSkills,
    proseLists: prose.sentences.filter((sentence) => !sentence.includes(' : ') && isListSentence(sentence) && !PLACEMENT.test(sentence)),
    taskLists: prose.sentences.filter((sentence) => sentence.includes(' : ')).map(listPart).filter(isListSentence),
    text: [...jobs.flatMap((job) => job.achievements), ...sections.profile, ...prose.sentences.filter((sentence) => !isListSentence(sentence))].join('\n'),
    employers: jobs.flatMap((job) => (job.employer === null ? [] : [job.employer])),
    language: writtenIn,
  });
  const selfLines = [...sections.header, ...sections.profile, ...prose.sentences];
  // The year certificates must still be valid in: today's, else the latest the CV writes.
  const asOf = options.today?.getFullYear() ?? latestYear(lines.join('\n'));
  const ignored = new Set(sections.ignored);
  return {
    language,
    name: identity.name,
    gender: writtenIn === 'english' ? null : readGender({ titles: [identity.headline ?? '', ...jobs.map((job) => job.title)], selfLines }),
    email: identity.email,
    phone: identity.phone,
    address: identity.address,
    city: identity.city,
    headline: identity.headline,
    jobs: jobs.map(publicJob),
    education: distinctDegrees([
      ...parseEducation(sections.education, asOf),
      ...prose.sentences.flatMap(readProseDegrees).filter((degree) => asOf === null || degree.year === null || degree.year <= asOf),
    ]),
    degreesUnderWay: asOf === null ? [] : degreesToCome(sections.education, asOf),
    certificates: distinctCredentials([...readCertificateSection(sections.certificates, asOf), ...certificateLines.flatMap((line) => findCertificates(line, asOf))]),
    languages: distinctLanguages([
      ...readLanguageSection(sections.languages),
      ...[...sections.skills, ...aboutLines].flatMap((line) => splitSentences(line).flatMap((sentence) => readLanguages(sentence, false))),
    ]),
    licences: readLicences(sections, lines.filter((line) => !ignored.has(line))),
    skills: skills.skills.filter((skill) => !notASkill(skill, identity.name)),
    softSkills: skills.softSkills,
    statements: [...new Set([...sections.header, ...sections.profile, ...sections.experience, ...prose.sentences, ...sections.other, ...sections.volunteering].flatMap(splitSentences))].filter((sentence) => FIRST_PERSON.test(sentence)),
    trainingLines: [...sections.education, ...prose.sentences.filter((sentence) => PLACEMENT.test(sentence) && !PLACEMENT_WISHED.test(sentence))],
    yearsOfExperience: statedYears([...aboutLines, ...prose.sentences].join('\n')) ?? profileYears(prose.jobs, jobs) ?? countedYears(jobs, options.today),
  };
}
