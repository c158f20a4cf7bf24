import { looksLikeJobTitle } from '../text/job-titles.ts';
import { trimEdges } from '../text/trim-edges.ts';
import type { ClaimReference } from '../fact-check/claim-reference.ts';
import { findClaims } from '../fact-check/find-unsupported-claims.ts';
import type { LetterInput } from '../rules/letter-input.schema.ts';
import type { Language } from '../rules/limits.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { foldText } from '../text/fold.ts';
import { subjectsOf } from './concepts.ts';
import { cityIn } from '../text/places.ts';
import { countWords } from '../text/tokenize.ts';
import { ENGLISH_VOICE } from './english/english-voice.ts';
import { FRENCH_VOICE } from './french/french-voice.ts';
import { letterFacts, type JobFact, type LetterFacts } from './letter-facts.ts';
import { letterFrame } from './letter-frame.ts';
import { findAddressee } from '../posting/find-addressee.ts';
import { personalFirst } from './personal-order.ts';
import { BASE_SIZE, planLetter, type LetterPlan } from './plan-letter.ts';
import { read } from './reading.ts';
import type { ReadingOverrides } from './reading-overrides.ts';
import type { OfflineRefinement } from './refined-word-range.ts';
import type { Style, Voice } from './voice.ts';
import { OFFLINE_WORD_RANGE } from '../rules/word-range.ts';

/**
 * Options of the offline writer: the clock, which of the three versions, the generation's seed
 * (the same for the three versions of one generation, another one for the next generation), the
 * place of writing.
 */
export type OfflineWriterOptions = {
  today: Date;
  variant: 0 | 1 | 2;
  seed: number;
  place?: string;
  /** A refinement of the letter written with the same seed and variant. */
  refinement?: OfflineRefinement;
  /**
   * The generation's fact-check reference (verificationContext(…).claims, read once for the three
   * versions): a sentence it would flag is not written.
   */
  check?: ClaimReference;
  /** What the user corrected of the reading on the generator's steps (reading-overrides.ts). */
  overrides?: ReadingOverrides;
};

const VOICES: Record<Language, Voice> = { french: FRENCH_VOICE, english: ENGLISH_VOICE };

/**
 * Writes a cover letter without a language model (docs/offline-writer.md). The CV and the posting are
 * read once; the plan picks the CV facts that answer the posting (planLetter); each sentence is then
 * written from typed facts by the language's voice, and only when every value it needs is there.
 * Nothing is padded: a thin CV gives a short letter (OFFLINE_WORD_RANGE), made longer only with more
 * of the CV's own facts. Paragraphs are separated by a blank line.
 */
export function writeOfflineLetter(input: LetterInput, opts: OfflineWriterOptions): string {
  const { language, tone } = input;
  const reading = read(input.resume, input.jobPosting, opts.today, opts.overrides);
  const facts = letterFacts(reading, language, input.emphasis ?? null, opts.today);
  const voice = VOICES[language];
  const style: Style = { tone, variant: opts.variant, seed: opts.seed };
  // Each sentence is checked once: the body is written again as the plan grows, with mostly the same sentences.
  const verdicts = new Map<string, boolean>();
  const accept = (sentence: string | null): sentence is string => {
    if (sentence === null) return false;
    if (opts.check === undefined) return true;
    let clear = verdicts.get(sentence);
    if (clear === undefined) {
      clear = findClaims(opts.check, sentence, opts.today.getUTCFullYear()).length === 0;
      verdicts.set(sentence, clear);
    }
    return clear;
  };
  const place = opts.place?.trim() || (reading.resume.city === null ? null : cityIn(reading.resume.city, language));
  const frame = letterFrame({ facts: reading.resume, company: facts.company, position: facts.position, language, tone, today: opts.today, place, addressee: findAddressee(reading.postingText) });
  const fixedWords = countWords([...frame.head, ...frame.closing].join(' '));
  const words = (body: readonly string[]): number => fixedWords + countWords(body.join(' '));
  const write = (size: number, extended: boolean): string[] => writeBody(facts, planLetter(facts, { variant: opts.variant, size, extended }), voice, style, accept);
  // A short letter takes more of the CV's own facts, one at a time, never a sentence that would fit
  // any candidate; it stops before 400 words.
  const grown = (base: number, extended: boolean): string[] => {
    let body = write(base, extended);
    for (let size = base + 1; words(body) < OFFLINE_WORD_RANGE.target && size <= facts.evidence.length + 1; size += 1) {
      const longer = write(size, true);
      if (words(longer) > OFFLINE_WORD_RANGE.max) break;
      body = longer;
    }
    return body;
  };
  const body = opts.refinement === 'shorter' ? shortened(grown(BASE_SIZE, false), write, words) : grown(opts.refinement === 'longer' ? BASE_SIZE + 2 : BASE_SIZE, opts.refinement === 'longer');
  const ordered = opts.refinement === 'personal' ? personalFirst(body, language) : body;
  return [...frame.head, ...ordered, ...frame.closing].join('\n\n');
}

// 'Plus court': the largest plan whose letter is shorter than the one it shortens. Asking for one fact fewer than the base
// plan gave a CV of three lines, one of which cannot be told, the same letter back.
function shortened(letter: string[], write: (size: number, extended: boolean) => string[], words: (body: readonly string[]) => number): string[] {
  for (let size = BASE_SIZE - 1; size >= 1; size -= 1) {
    const body = write(size, false);
    if (words(body) < words(letter)) return body;
  }
  return write(1, false);
}

// A CV line's words, without its case, accents and closing punctuation, to compare lines told in different frames.
function core(text: string): string {
  return trimEdges(foldText(text), '', '.;, ').trim();
}

// What the qualifications' sentences may leave out, one after another, until the check clears them.
const QUALIFICATION_PARTS: ReadonlyArray<Partial<LetterFacts>> = [{ languages: [] }, { schedule: [] }, { tools: [] }, { rightToWork: null }, { preparing: null }, { degree: null }, { credentials: [] }];

function writeBody(facts: LetterFacts, plan: LetterPlan, voice: Voice, style: Style, accept: (sentence: string | null) => sentence is string): string[] {
  const told = new Set<JobFact | null>([plan.lead]);
  const opening = plan.opener === null ? null : voice.resultOpening(facts, plan.opener, style);
  const opened = opening !== null && opening.every(accept) ? opening : [voice.opening(facts, style)];
  if (opening !== null && plan.opener !== null) told.add(plan.opener.job);
  const identitySentence = plan.lead === null ? null : voice.identity(facts, plan.lead, style);
  // Years the CV states are said even when no job can introduce the candidate (a French CV's 'Coiffeuse coloriste – 8 ans
  // d'expérience en salon' under an English letter; a prose CV's 'cooking professionally for three years' whose job has no title).
  const withYears = accept(identitySentence) ? null : voice.withExperience(facts, opened.at(-1) ?? '');
  const openingWithYears = accept(withYears) ? [...opened.slice(0, -1), withYears] : opened;
  // Where the candidate lives, when it is the post's town, closes the sentence that introduces them (the second version,
  // opening on a result, leaves it out).
  const withHome = (sentence: string): string => (facts.local === null || style.variant === 1 ? sentence : [voice.local(facts.local, sentence)].find(accept) ?? sentence);
  const identity = accept(identitySentence) ? withHome(identitySentence) : null;
  const first = identity === null ? [...openingWithYears.slice(0, -1), withHome(openingWithYears.at(-1) ?? '')] : openingWithYears;
  const change = facts.careerChange ? voice.careerChange(facts) : null;
  // The candidate's wish is quoted word for word, in the first version only (the others would repeat it).
  const wish = style.variant === 0 ? facts.wish : null;
  // A career break the CV explains is said right after who writes, where the gap shows.
  // A move to the post's town is a reason to apply in every version.
  const move = facts.move === null ? null : voice.move(facts.move, style);
  const introduction = [...first, ...[identity, facts.careerBreak, change, wish, move].filter(accept)];
  const quotedJobs = new Set<JobFact>(opening !== null && plan.opener !== null ? [plan.opener.job] : []);
  const toldOf = new Map<JobFact, string[]>();
  // A sentence the introduction already says (the career break, quoted there) is not said again.
  const introduced = new Set(introduction.map(foldText));
  // A CV line a sentence already written holds whole ('Je participe à la création des plats…' after the CV's longer
  // sentence that ends on it, or that sentence read under two jobs) is not told again, under any job.
  const written: string[] = introduction.map(core);
  const repeats = (text: string): boolean => {
    const folded = core(text);
    return folded.length > 0 && written.some((sentence) => sentence.includes(folded));
  };
  // A figure is said once: two CV lines holding one count ('env. 600 baguettes par nuit' in a job's line and among its
  // duties) told twice read as padding.
  const saidFigures = new Set<string>();
  const figuresOf = (text: string): string[] => (text.match(/\d+(?:[  ,.]\d+)*/gu) ?? []).filter((figure) => !/^(?:19|20)\d{2}$/u.test(figure));
  const quoted = plan.evidence.flatMap((fact, turn) => {
    const whole = voice.evidence(fact, !quotedJobs.has(fact.job), turn, style);
    const worded = accept(whole) || fact.shorter === undefined ? whole : voice.evidence({ ...fact, text: fact.shorter }, !quotedJobs.has(fact.job), turn, style);
    // A job with no employer told after another one is named by its title, or its facts read as that job's ('Chez Sogebat
    // Rhône, j'ai conduit… Mes missions comprenaient : missions pour plusieurs entreprises…', a crane operator's temping years).
    const unnamed = !quotedJobs.has(fact.job) && fact.job.employer === null && fact.job !== plan.lead;
    const sentence = unnamed && worded !== null ? voice.titled(fact, worded) : worded;
    if (!accept(sentence) || introduced.has(foldText(sentence)) || repeats(fact.text)) return [];
    const figures = figuresOf(sentence);
    if (figures.length > 0 && figures.every((figure) => saidFigures.has(figure))) return [];
    // One list of duties a job, one line of figures: a second one in the same frame reads as a form.
    const frames = [voice.listFrame, voice.resultFrame].filter((frame) => frame.test(sentence));
    if (frames.some((frame) => (toldOf.get(fact.job) ?? []).some((before) => frame.test(before)))) return [];
    figures.forEach((figure) => saidFigures.add(figure));
    written.push(core(sentence));
    quotedJobs.add(fact.job);
    told.add(fact.job);
    toldOf.set(fact.job, [...(toldOf.get(fact.job) ?? []), sentence]);
    return [sentence];
  });
  const own = [...facts.statements.map((sentence) => voice.quote(sentence)), ...facts.placements.map((line) => voice.placement(line, style))].filter(accept).filter((sentence) => !introduced.has(foldText(sentence)) && !repeats(sentence));
  // A CV in the other language is told through the dictionary's tools and skills, job by job.
  const practised = facts.practised.flatMap(({ job, labels, skills }, turn) => {
    const sentence = voice.practised(job, labels, skills, turn, style);
    if (!accept(sentence)) return [];
    told.add(job);
    return [sentence];
  });
  const saidText = [...first, ...quoted, ...practised, ...own].join(' ');
  const said = ` ${foldText(saidText)} `;
  const saidConcepts = subjectsOf([saidText]).concepts;
  const says = (label: string): boolean => new RegExp(`[^\\p{L}\\d]${escapeRegExp(foldText(label))}[^\\p{L}\\d]`, 'u').test(said);
  // The posting's tools the told facts do not already name are named, with the job where the CV shows them.
  const unsaid = facts.concepts.filter((concept) => !saidConcepts.has(concept.key) && !says(concept.label));
  const byJob = new Map<JobFact, string[]>();
  for (const concept of unsaid) {
    if (concept.job !== null) byJob.set(concept.job, [...(byJob.get(concept.job) ?? []), concept.label]);
  }
  // Three at most in one sentence: a longer list reads as a CV pasted in.
  const namedOf = new Map<JobFact, string>();
  for (const [job, labels] of byJob) {
    const sentence = voice.concepts(job, labels.slice(0, 3), style);
    if (accept(sentence)) namedOf.set(job, sentence);
  }
  const argument = jobParagraphs(facts.jobs, toldOf, namedOf, plan.concepts.length > 0, [...practised, ...own]);
  // A tool the posting does not name is not said, however short the letter: 'Pour ce poste d'assistante dentaire, j'ai
  // travaillé avec Word et Excel' read as absurd (the panel).
  const tools = facts.tools.filter((tool) => !says(tool) && !unsaid.some((concept) => concept.label === tool && concept.job !== null));
  // A diploma the candidate's own sentences already name is not said again ('I have GCSEs in English (6), Maths (5)…').
  const degree = facts.degree !== null && says(facts.degree.text) ? null : facts.degree;
  // Nor a credential they already name ('I also hold Emergency First Aid at Work (October 2025) and I am registered…').
  const ownText = ` ${foldText(own.join(' '))} `;
  // Each credential is checked alone, in the voice's own sentence, so a card the check reads as lapsed ('SST – recyclage
  // 2023') does not take the required ones of its sentence down with it.
  const checkedAlone = (credential: string): boolean =>
    voice.qualifications({ ...facts, tools: [], degree: null, languages: [], schedule: [], preparing: null, credentials: [credential], required: facts.required.includes(credential) ? [credential] : [] }, style).every(accept);
  const notSaid = (credential: string): boolean => !new RegExp(`[^\\p{L}\\d]${escapeRegExp(foldText(credential))}[^\\p{L}\\d]`, 'u').test(ownText) && checkedAlone(credential);
  const credentials = (plan.extended ? [...facts.credentials, ...facts.otherCredentials] : facts.credentials).filter(notSaid);
  const listed = { ...facts, tools, degree, credentials, required: facts.required.filter(notSaid) };
  // A part the check refuses takes only itself down, not the required credentials of its sentence: 'I speak fluent English' for
  // an IELTS 7.5 took an occupational therapist's HCPC registration with it (round 29). The parts go, least asked first, and
  // the wording that keeps the most of what the check clears is told.
  const asWritten = voice.qualifications(listed, style);
  const variants: LetterFacts[] = [listed];
  if (!asWritten.every(accept)) for (const part of QUALIFICATION_PARTS) variants.push({ ...(variants.at(-1) ?? listed), ...part });
  const cleared = (sentences: readonly string[]): number => sentences.join(' ').length;
  const qualifications = variants.map((each) => voice.qualifications(each, style).filter(accept)).reduce((best, each) => (cleared(each) > cleared(best) ? each : best));
  // Only jobs that ended before the lead job began are 'earlier', most recent first.
  const leadStart = plan.lead?.startYear ?? null;
  const earlierJobs = facts.jobs
    // A job still held (a volunteer role beside the paid one) is no earlier job: 'I also worked as a Treasurer… since 2023'.
    // 'I worked as a site closed', 'comme froid service drôme': a title is said only when it reads as one.
    .filter((job) => !told.has(job) && !job.current && job.title !== null && looksLikeJobTitle(job.title) && job.startYear !== null && (leadStart === null || (job.endYear ?? job.startYear) <= leadStart))
    .sort((a, b) => (b.startYear ?? 0) - (a.startYear ?? 0))
    .slice(0, plan.extended ? 3 : 2);
  const earlier = [voice.earlier(earlierJobs, style)].filter(accept);
  const closing = voice.closing(facts, style).filter(accept);
  const lastArgument = argument.at(-1) ?? [];
  const paragraphs = plan.qualificationsFirst
    ? [introduction, qualifications, ...argument.slice(0, -1), [...lastArgument, ...earlier], closing]
    : [introduction, ...argument, [...qualifications, ...earlier], closing];
  return paragraphs.filter((sentences) => sentences.length > 0).map((sentences) => sentences.join(' '));
}

/**
 * The argument, one paragraph a job (most recent first): a job's facts read together under the
 * sentence that names it, so no fact seems to belong to the job told before it (the panel read
 * 'My work also included…' after another employer's facts as false). Jobs come in the plan's order
 * (the user's points first, then the most recent). A job told in one sentence
 * joins the paragraph before it; what belongs to no job closes the last paragraph.
 */
function jobParagraphs(jobs: readonly JobFact[], toldOf: ReadonlyMap<JobFact, string[]>, namedOf: ReadonlyMap<JobFact, string>, namedFirst: boolean, rest: readonly string[]): string[][] {
  const paragraphs: string[][] = [];
  // Jobs in the order the plan tells them (what the user asked to put forward first), then jobs only named.
  const order = [...new Set([...toldOf.keys(), ...jobs.filter((job) => namedOf.has(job))])];
  for (const job of order) {
    const told = toldOf.get(job) ?? [];
    const named = namedOf.get(job);
    const sentences = named === undefined ? told : namedFirst ? [named, ...told] : [...told, named];
    if (sentences.length === 0) continue;
    const previous = paragraphs.at(-1);
    if (previous !== undefined && sentences.length === 1) previous.push(...sentences);
    else paragraphs.push([...sentences]);
  }
  const unplaced = [...namedOf].filter(([job]) => !jobs.includes(job)).map(([, sentence]) => sentence);
  const tail = [...unplaced, ...rest];
  if (tail.length > 0) {
    const last = paragraphs.at(-1);
    if (last === undefined) paragraphs.push([...tail]);
    else last.push(...tail);
  }
  return paragraphs;
}
