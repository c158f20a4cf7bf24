import { termLabel } from '../ats/extract-keywords.ts';
import { indexText } from '../ats/text-index.ts';
import { ownWording } from '../text/own-wording.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import type { PostingProfile } from '../posting/posting-profile.ts';
import type { ResumeJob } from '../resume/resume-profile.ts';
import { limitCompanyMentions } from './company-mentions.ts';
import type { Language } from '../rules/limits.ts';
import type { LanguageKit } from './language-kit.ts';
import type { LetterContext } from './letter-context.ts';
import type { Phrase, PhrasePicker } from './phrase-picker.ts';
import type { ClaimGuards } from './plan/claim-guard.ts';
import type { Evidence } from './plan/evidence.ts';
import { hasFigure } from './plan/evidence.ts';
import { textFeatures } from './plan/text-features.ts';
import type { LetterPlan, PlanShape } from './plan/letter-plan.ts';
import { PRIORITY, type Paragraph, type Sentence } from './sentence.ts';
import type { FactBook, Identity, Point, ToneBook } from './tone-book.ts';

/** What the body is written from: the plan, the voice, and how to phrase. */
export type BodyInput = {
  plan: LetterPlan;
  shape: PlanShape;
  posting: PostingProfile;
  context: LetterContext;
  book: ToneBook;
  facts: FactBook;
  kit: LanguageKit;
  pick: PhrasePicker;
  guards: ClaimGuards;
  /** The CV and the posting are written in the letter's language: their words may be quoted. */
  sameResumeLanguage: boolean;
  samePostingLanguage: boolean;
  /** The CV's jobs, most recent first. */
  resumeJobs: readonly ResumeJob[];
  /** The most recent job, for the sentence saying who writes; null without one. */
  identity: Identity | null;
  emphasis: readonly string[];
  /** Which of the three versions, and a number drawn from the seed: together they decide which version rests which quote. */
  variant: 0 | 1 | 2;
  rotation: number;

  contact: { phone: string | null; email: string | null; city: string | null };
  /** What the company is called once its name has been said enough: 'votre établissement', 'votre entreprise'. */
  workplace: string;
  /** True for a stock sentence that suits the trade and the seniority (stock-fit.ts). */
  stockFits: (text: string) => boolean;
  /** The other tones' stock sentences in the letter's language, for when this tone's share runs out. */
  spareStock: ReadonlyArray<Phrase<void>>;
};

// A job title that is really an age, a licence or a certificate must never be stated as a job.
const NOT_A_JOB = /\b\d+\s*(?:ans|years?(?:\s+old)?)\b|\bpermis\b|\blicen[cs]e\b|\btoeic\b|\btoefl\b|\bielts\b|\bcaces\b|\bafgsu\b|\bpsc1\b/i;

// A placement named by where it was ('Youth Offending Service', 'Adult mental health day centre') has no role to state.
const WORKPLACE = /\b(?:service|centre|center|department|team|unit|ward|office|clinic|hospital|school|council|agency|école|hôpital|clinique|agence|magasin|boutique|cabinet)$/iu;

const CREDENTIAL = /\b(?:habilitations?|certifi\w*|sst|psc1|agrément|dbs|nvq|qts|cscs|cpc)\b/iu;

// A CV's dates in the letter's language: '2021 – 2022' as written, 'Since 2023' as 'depuis 2023'; other wordings left out.
function periodIn(period: string | null, language: Language): string | null {
  if (period === null) return null;
  if (/^[\d\s/–—-]+$/.test(period)) return period;
  const since = /^(?:since|depuis) ((?:19|20)\d{2})$/i.exec(period.trim())?.[1];
  if (since === undefined) return null;
  return language === 'french' ? `depuis ${since}` : `since ${since}`;
}

/** True when a job can be named in a letter ('Serveur chez Le Zinc'), not a misread line ('24 ans'). */
export function isNamedJob(job: ResumeJob | null): job is ResumeJob {
  return job !== null && job.title.trim().length > 1 && !NOT_A_JOB.test(job.title) && !(WORKPLACE.test(job.title) && !looksLikeJobTitle(job.title));
}

// Sentences of these kinds say nothing only this letter could say unless they name the company, the post or the place.
const GENERIC_KEYS = new Set(['opening', 'motivation', 'closing', 'thanks', 'years', 'languages', 'licences', 'certificates', 'softSkills']);

// Beyond this, a list of the posting's words reads as keyword stuffing.
const MAX_ASKED_TERMS = 6;

// After a longer clause, 'chez Cloudia' would seem to qualify its last noun.
const SHORT_CLAUSE_WORDS = 12;

// 'Je parle arabe.' and 'Je dispose du permis B.' as 'Je parle arabe ; je dispose du permis B.'
function joinedFacts(texts: readonly string[], language: Language): string {
  const clauses = texts.map((text, index) => {
    const bare = text.replace(/\.$/, '');
    // 'I' stays a capital; a name opening the sentence too ('BAFA, PSC1…').
    return index === 0 || /^(?:I\b|\p{Lu}{2})/u.test(bare) ? bare : bare.charAt(0).toLocaleLowerCase(language === 'french' ? 'fr' : 'en') + bare.slice(1);
  });
  return `${clauses.join(language === 'french' ? ' ; ' : '; ')}.`;
}

// The words a sentence needs to say something once its aside is gone.
const MIN_FACT_WORDS = 8;

/**
 * A sentence without its bracketed asides and a closing clause of figures, when enough of it is left:
 * 'X, fondée en 1987 (22 salariés).' → 'X, fondée en 1987.'
 */
export function withoutAside(sentence: string): string {
  // Bounded patterns only: a posting may hold long runs of blanks or brackets (see entry-points-linear-time.test.ts).
  const bare = withoutClosingFigures(sentence.replace(/\s?\([^()]*\)/g, '')).replace(/\s([.,;:!?])/g, '$1');
  return bare !== sentence && bare.split(/\s+/).length >= MIN_FACT_WORDS ? bare : sentence;
}

// A closing clause of figures is an aside too: '…, with a turnover of £140m and 650 staff.'
const CLOSING_CLAUSE = /,\s(?:with|including|avec|dont|soit)\s/giu;

function withoutClosingFigures(sentence: string): string {
  let cut = -1;
  for (const match of sentence.matchAll(CLOSING_CLAUSE)) cut = match.index;
  const tail = sentence.slice(cut + 1);
  if (cut < 0 || /[,;]/.test(tail) || !/\d/.test(tail)) return sentence;
  return sentence.slice(0, cut) + (/[.!]$/.test(sentence) ? sentence.slice(-1) : '');
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/**
 * Writes the body paragraphs of one version: every sentence states a fact of the plan (the CV's
 * evidence for a requirement, the company's presentation, a mission, a qualification) in the
 * tone's phrasing; stock sentences are offered last, for a thin CV. `shape` decides the order:
 * 'requirements' is the classic vous–moi–nous letter, 'results' opens on the strongest result,
 * 'missions' argues through the posting's missions. Phrases that would claim what the CV does not
 * hold are dropped.
 */
export function composeBody(input: BodyInput): Paragraph[] {
  const { plan, shape, context: c, book, facts, kit, pick, guards } = input;
  const guard = guards.sentence;
  // Starts apart so the three versions word the same kind of fact differently.
  let turn = input.variant;
  const say = <A>(key: string, pool: ReadonlyArray<Phrase<A>>, a: A, priority: number, into: Paragraph): boolean => {
    const text = pick(key, pool, c, a);
    if (text === null || !guard(text)) return false;
    // Generic for now by its kind; whether a name of this letter saves it is decided once the company's mentions are limited.
    into.push({ text, priority, stock: false, generic: GENERIC_KEYS.has(key), quotesCompany: key === 'companyFact' });
    return true;
  };
  // What this version leaves to the others (a resting fact, a mission said of the post) is still about
  // this candidate and this job: offered to a short letter like a stock sentence, before any, and
  // never counted as stock beside one (fitWordBudget).
  const offerShort = <A>(key: string, pool: ReadonlyArray<Phrase<A>>, a: A, order: number, into: Paragraph): void => {
    const text = pick(key, pool, c, a);
    if (text !== null && guard(text)) into.push({ text, priority: PRIORITY.stock - 1 + order / 10, stock: true, generic: false, quotesCompany: key === 'companyFact' });
  };

  // The second time a job without an employer name is cited, 'dans ce poste' replaces its long title.
  const cited = new Set<ResumeJob>();
  let careers = 0;
  const atJob = (job: ResumeJob | null): string => {
    // 'au cours de mon parcours' three times in a paragraph reads as a template.
    if (job === null) return kit.atCareer[careers++ % kit.atCareer.length] ?? kit.at(null, false);
    if (job.employer === null && cited.has(job)) return kit.atAgain;
    cited.add(job);
    return kit.at(job, input.sameResumeLanguage);
  };
  // Each posting line is quoted word for word in two of the three versions and rests in the
  // third, as the plan rests the CV's facts (plan.rests), so that no two versions read alike.
  const rests = (id: number): boolean => (id + input.rotation) % 3 === input.variant;

  // The same list in another order in each version: 'A, B et C', 'B, C et A', 'C, A et B'.
  const turned = <T>(items: readonly T[]): T[] => {
    const by = items.length === 0 ? 0 : input.variant % items.length;
    return [...items.slice(by), ...items.slice(0, by)];
  };
  // The concepts a topic names, read once a letter (topics come back from sentence to sentence).
  const topicConcepts = new Map<string, string[]>();
  const conceptsOf = (topic: string): string[] => {
    const known = topicConcepts.get(topic);
    if (known !== undefined) return known;
    const concepts = [...indexText(topic).labels];
    topicConcepts.set(topic, concepts);
    return concepts;
  };
  // A resting fact is told by its concepts only ('j'ai travaillé sur SQL'); an extra result is
  // quoted in one version, told by its concepts in another and left out of the third.
  const pointOf = (evidence: Evidence, topics: readonly string[], need: string | null, resting: 'no' | 'concepts' | 'spread'): Point | null => {
    if (resting === 'spread' && plan.rests(evidence.id)) return null;
    const job = isNamedJob(evidence.job) ? evidence.job : null;
    // The posting's own words this fact answers ('DPAE', 'IJSS') come first: they are what the recruiter looks for.
    // A credential among them ('CACES') is stated as held, never as practised.
    const asked = topics.filter((topic) => !NOT_A_JOB.test(topic) && !CREDENTIAL.test(topic));
    // In the CV's language, a concept is named in the CV's own words ('prise de notes', not the label
    // 'comptes rendus'), unless the posting's words for it are already there ('accueil des clients').
    const askedConcepts = new Set(asked.flatMap(conceptsOf));
    // A setting is named only in the CV's words: its label is wider than the fact ('hospitality' for a
    // florist's brasserie client).
    const labels = evidence.features.index.matches
      .filter((match) => match.entry.kind !== 'soft' && !askedConcepts.has(match.entry.label))
      .flatMap((match) => {
        const label = termLabel(match.entry, c.language);
        const name = input.sameResumeLanguage ? ownWording(evidence.text, match, label, c.language) : label;
        return match.entry.kind === 'sector' && name === label ? [] : [name];
      });
    const rested = resting !== 'no' && (plan.rests(evidence.id) || (resting === 'spread' && plan.rests(evidence.id + 1)));
    turn += 1;
    const quoted =
      input.sameResumeLanguage && evidence.kind === 'achievement' && !rested ? kit.clause(evidence.text, { current: job?.current ?? false, turn }) : null;
    const named = labels.length > 0 || asked.length > 0 ? [...new Set([...asked, ...labels])] : evidence.kind === 'skill' && input.sameResumeLanguage ? [evidence.text] : [];
    const concepts = quoted === null ? named.slice(0, 3) : null;
    const clause = quoted ?? (named.length > 0 ? kit.conceptClause(named.slice(0, 3), turn) : null);
    if (clause === null) return null;
    const at = atJob(job);
    const told = clause.split(' ').length <= SHORT_CLAUSE_WORDS ? `${clause} ${at}` : `${at}, ${clause}`;
    return { topics, topic: kit.list(topics), topicArt: kit.listWithArticles(topics), clause, at, told, need, concepts, figure: evidence.figure && quoted !== null };
  };

  const points = plan.arguments.flatMap((argument) => {
    const mission = input.samePostingLanguage && argument.requirement.kind === 'mission' ? kit.mission(argument.requirement.text) : null;
    const need = mission !== null && !rests(argument.requirement.id) && guards.commitment(mission) && guards.backed(mission) ? mission : null;
    const point = pointOf(argument.evidence, argument.match.topics, need, 'concepts');
    return point === null ? [] : [point];
  });
  const results = plan.results.flatMap((evidence) => {
    const point = pointOf(evidence, [], null, 'spread');
    return point === null ? [] : [point];
  });

  const allCompanyFacts = input.samePostingLanguage
    ? input.posting.companyDescription
        .flatMap(sentencesOf)
        .map((sentence) => kit.companyFact(sentence, c.company))
        .filter((fact): fact is string => fact !== null && guard(fact))
        .slice(0, 3)
    : [];
  // A fact quoted in two versions loses its bracketed aside in one of them ('(22 salariés, atelier de
  // 1 800 m²)'), so that the two do not read alike.
  const companyFacts = allCompanyFacts
    .map((fact, index) => ((index + input.rotation + 1) % 3 === input.variant ? withoutAside(fact) : fact))
    .filter((_, index) => !rests(index))
    .sort((a, b) => Number(hasFigure(b)) - Number(hasFigure(a)));
  const restingCompanyFacts = allCompanyFacts.filter((_, index) => rests(index)).map(withoutAside);
  const missions = input.samePostingLanguage
    ? input.plan.missions.flatMap(({ requirement, evidence }) => {
        const mission = rests(requirement.id) ? null : kit.mission(requirement.text);
        return mission === null || !guards.commitment(mission) || !guards.backed(mission)
          ? []
          : [{ mission, asset: kit.asset(evidence !== null && isNamedJob(evidence.job) ? evidence.job : null, input.sameResumeLanguage) }];
      })
    : [];
  // The missions the candidate cannot promise, each said of the post in one version only: told in
  // two, they would make those versions read alike.
  const echoes = input.samePostingLanguage
    ? input.plan.missions.flatMap(({ requirement }) => {
        if ((requirement.id + input.rotation + 1) % 3 !== input.variant) return [];
        const mission = kit.mission(requirement.text);
        // Only a line that is itself a task is said of the post: not 'prendre en charge C'est un plus…'.
        const task = mission !== null && !/[.?!]|^(?:prendre en charge|take on) /.test(mission);
        return !task || (guards.commitment(mission) && guards.backed(mission)) ? [] : [mission];
      })
    : [];

  const opening: Paragraph = [];
  const company: Paragraph = [];
  const argument: Paragraph = [];
  const offer: Paragraph = [];
  const closing: Paragraph = [];

  const writeOpening = (into: Paragraph): void => {
    say('opening', book.opening, undefined, PRIORITY.core, into);
  };
  const writeIdentity = (into: Paragraph, priority: number): void => {
    if (input.identity !== null) say('identity', book.identity, input.identity, priority, into);
  };
  const writeCompany = (into: Paragraph, first: number): void => {
    const [fact, ...more] = companyFacts;
    if (fact !== undefined) say('companyFact', book.companyFact, { fact }, first, into);
    more.forEach((other, index) => say('companyFact', book.companyFact, { fact: other }, PRIORITY.useful + 2 * index, into));
    // The posting's one sentence about itself, resting here, still helps a short letter; of several,
    // the one resting stays out, or the three versions would read alike.
    restingCompanyFacts.slice(0, allCompanyFacts.length === 1 ? 1 : 0).forEach((other) => offerShort('companyFact', book.companyFact, { fact: other }, 0, into));
    say('motivation', book.motivation, undefined, PRIORITY.minor + 1, into);
    // A CV without bullets leaves room for a second reason to want this post.
    if (plan.practised.length > 0) say('motivation', book.motivation, undefined, PRIORITY.minor + 2, into);
    if (fact === undefined && plan.postingSubjects.length > 0) {
      say('companySubjects', book.companySubjects, { subjects: kit.listWithArticles(plan.postingSubjects.slice(0, 3)), items: plan.postingSubjects.slice(0, 3) }, first, into);
    }
  };
  const writePoints = (into: Paragraph, from: number, to: number, extra = false): void => {
    points.slice(from, to).forEach((point, index) => {
      // Points past the shape's share are kept only while the letter has room for them.
      const priority = extra ? PRIORITY.minor + index : from + index === 0 ? PRIORITY.core : PRIORITY.strong + from + index;
      const { need, concepts } = point;
      // A fact told by its concepts only would repeat the requirement's words: it says where they were practised,
      // and once this version has used its share of those phrasings (a one-line CV's four duties), that the work covered
      // them: an argument would name them twice ('about card payments? I worked on card payments').
      if (concepts !== null) {
        if (say('practice', book.practice, { skill: kit.list(concepts), skillArt: kit.listWithArticles(concepts), at: point.at, plural: kit.plural(concepts) }, priority, into)) return;
        if (say('moreContexts', facts.moreContexts, { list: kit.listWithArticles(concepts), items: concepts }, priority, into)) return;
      } else if (need !== null && say('argumentForNeed', book.argumentForNeed, { ...point, need }, priority, into)) return;
      say('argument', book.argument, point, priority, into);
    });
  };
  const writeYears = (into: Paragraph): void => {
    // The sentence on who writes already gives the years, unless the posting asks for a number to compare.
    const compared = plan.yearsAsked !== null && plan.years !== null && plan.years >= plan.yearsAsked;
    if (plan.years === null || plan.years <= 0 || !(compared || input.identity === null)) return;
    // After the sentence on who writes, only a phrasing that compares with the years asked adds something.
    const asked = String(plan.yearsAsked);
    const pool = input.identity === null ? book.years : book.years.map((phrase): Phrase<{ have: number; asked: number | null }> => (c, y) => {
      const text = phrase(c, y);
      return text !== null && text.includes(asked) ? text : null;
    });
    say('years', pool, { have: plan.years, asked: plan.yearsAsked }, PRIORITY.useful, into);
  };
  const writeSkills = (into: Paragraph): void => {
    // The posting's words that the quotes of this version do not already say.
    const said = textFeatures([...points, ...results].map((point) => (point.concepts === null ? `${point.clause} ${point.topic} ${point.need ?? ''}` : point.concepts.join(' '))).join('\n')).stems;
    const asked = turned(plan.askedSkills.filter((term) => !textFeatures(term).index.tokens.every((token) => said.has(token.stem))).slice(0, MAX_ASKED_TERMS));
    if (asked.length > 0) say('askedSkills', book.askedSkills, { list: kit.listWithArticles(asked), bare: kit.list(asked), items: asked, plural: kit.plural(asked) }, PRIORITY.useful, into);
    const unsaid = plan.askedContexts.filter((term) => !textFeatures(term).index.tokens.every((token) => said.has(token.stem)));
    const contexts = turned(unsaid.slice(0, MAX_ASKED_TERMS - 2));
    if (contexts.length > 0) say('contexts', facts.contexts, { list: kit.listWithArticles(contexts), items: contexts }, PRIORITY.useful, into);
    // More of the posting's words the CV holds: a fact of this letter, kept while the letter has room for it.
    const more = turned(unsaid.slice(MAX_ASKED_TERMS - 2, 2 * (MAX_ASKED_TERMS - 2)));
    if (more.length > 0) offerShort('moreContexts', facts.moreContexts, { list: kit.listWithArticles(more), items: more }, 0, into);
    // And for a short letter, before any stock sentence, the rest of them.
    const rest = turned(unsaid.slice(2 * (MAX_ASKED_TERMS - 2), 3 * (MAX_ASKED_TERMS - 2)));
    if (rest.length > 0) offerShort('moreContexts', facts.moreContexts, { list: kit.listWithArticles(rest), items: rest }, 0, into);
  };
  const writeMissions = (into: Paragraph, count: number, priority: number): void => {
    missions.slice(0, count).forEach((mission, index) => say('mission', book.mission, mission, priority + index, into));
    // Offered to the word budget like a stock sentence, before any: taken only while the letter is short.
    echoes.slice(0, 2).forEach((mission, index) => offerShort('echo', facts.echo, { mission }, index, into));
  };
  const writeQualifications = (into: Paragraph): void => {
    const degree = plan.degree === null ? null : kit.degree(plan.degree, input.sameResumeLanguage);
    if (degree !== null) say('education', facts.education, { degree, asked: plan.degreeAsked }, plan.degreeAsked ? PRIORITY.useful : PRIORITY.detail, into);
    if (plan.schedule.length > 0) say('schedule', facts.schedule, { list: kit.list(plan.schedule) }, PRIORITY.useful, into);
    // Languages, certificates and licences make one sentence: three short ones in a row read as a form,
    // and each alone could stand word for word in another candidate's letter.
    const held: Paragraph = [];
    if (plan.languages.length > 0) say('languages', facts.languages, kit.languages(turned(plan.languages.slice(0, 3))), PRIORITY.detail, held);
    if (plan.certificates.length > 0) {
      say('certificates', facts.certificates, { list: kit.list(turned(plan.certificates.slice(0, 3))), plural: plan.certificates.length > 1 }, PRIORITY.minor, held);
    }
    if (plan.licences.length > 0) say('licences', facts.licences, { list: kit.licences(plan.licences) }, PRIORITY.detail, held);
    const [first] = held;
    if (first === undefined) return;
    into.push(held.length === 1 ? first : { ...first, text: joinedFacts(held.map((sentence) => sentence.text), c.language), priority: Math.min(...held.map((sentence) => sentence.priority)) });
  };
  const writePersonal = (into: Paragraph): void => {
    input.emphasis.forEach((point) => say('emphasis', book.emphasis, { point }, PRIORITY.strong, into));
    if (plan.softSkills.length > 0) say('softSkills', book.softSkills, { items: turned(plan.softSkills.slice(0, 3)) }, PRIORITY.detail, into);
    if (plan.qualities.length > 0) say('qualities', facts.qualities, { list: kit.list(plan.qualities.slice(0, 3)) }, PRIORITY.detail, into);
    const other = turned(plan.otherSkills.slice(0, 4));
    if (other.length > 0) say('otherSkills', book.otherSkills, { list: kit.listWithArticles(other), bare: kit.list(other), items: other }, PRIORITY.minor, into);
  };
  const writePractice = (into: Paragraph): void => {
    const [job] = input.resumeJobs;
    plan.practised.slice(0, 4).forEach((skill, index) => {
      const at = atJob(isNamedJob(job ?? null) ? (job ?? null) : null);
      say('practice', book.practice, { skill, skillArt: kit.listWithArticles([skill]), at, plural: kit.plural([skill]) }, PRIORITY.useful + index, into);
    });
  };
  // Earlier jobs the argument does not cite, named with their dates.
  const writePreviousJobs = (into: Paragraph): void => {
    // A result resting in this version does not name its job: that job is still to be told.
    const told = plan.results.filter((evidence) => !plan.rests(evidence.id)).slice(0, 4);
    const cited = new Set([...plan.arguments.map((argument) => argument.evidence.job), ...told.map((evidence) => evidence.job)]);
    if (!input.sameResumeLanguage) {
      // A CV in the other language: where and when, its titles left in their language.
      input.resumeJobs
        .slice(0, 3)
        .filter((job) => job.employer !== null && !cited.has(job))
        .forEach((job, index) => say('workplace', facts.workplace, { employer: job.employer ?? '', period: periodIn(job.period, c.language), current: job.current }, PRIORITY.detail + index, into));
      return;
    }
    input.resumeJobs
      .slice(1, 3)
      .filter((job) => isNamedJob(job) && !cited.has(job))
      .forEach((job, index) => say('previousJob', book.previousJob, { title: job.title, employer: job.employer, period: job.period }, PRIORITY.detail + index, into));
  };
  const writeResults = (into: Paragraph, count: number): void => {
    results.slice(0, count).forEach((point, index) => {
      const { concepts } = point;
      if (concepts === null) say('result', book.result, point, PRIORITY.detail + index, into);
      else say('practice', book.practice, { skill: kit.list(concepts), skillArt: kit.listWithArticles(concepts), at: point.at, plural: kit.plural(concepts) }, PRIORITY.detail + index, into);
    });
    // A result resting in this version, told by its concepts; a measured one that has none to tell
    // it by ('taux de satisfaction de 92 %'), in the version that would tell it, quoted.
    plan.results
      .filter((evidence) => plan.rests(evidence.id))
      .flatMap((evidence) => {
        const point = pointOf(evidence, [], null, 'concepts');
        return point?.concepts ? [{ point, concepts: point.concepts }] : [];
      })
      .slice(0, 2)
      .forEach(({ point, concepts }, index) =>
        offerShort('practice', book.practice, { skill: kit.list(concepts), skillArt: kit.listWithArticles(concepts), at: point.at, plural: kit.plural(concepts) }, index, into),
      );
    plan.results
      .filter((evidence) => evidence.figure && !plan.rests(evidence.id) && plan.rests(evidence.id + 1) && pointOf(evidence, [], null, 'spread') === null)
      .flatMap((evidence) => pointOf(evidence, [], null, 'no') ?? [])
      .slice(0, 1)
      .forEach((point) => offerShort('result', book.result, point, 0, into));
  };
  const writeClosing = (): void => {
    say('closing', book.closing, undefined, PRIORITY.core, closing);
    if (input.variant !== input.rotation) say('contact', book.contact, input.contact, PRIORITY.minor + 2, closing);
    say('thanks', book.thanks, undefined, PRIORITY.useful, closing);
  };

  if (shape === 'results') {
    // The plan put the strongest measured result first; else the CV's best result opens, if it has one.
    const fromPoints = points[0]?.figure === true;
    const hook = fromPoints ? points[0] : results[0]?.figure === true ? results.shift() : undefined;
    if (hook !== undefined) say('resultHook', book.resultHook, hook, PRIORITY.core, opening);
    writeOpening(opening);
    writeIdentity(hook === undefined ? opening : argument, hook === undefined ? PRIORITY.strong : PRIORITY.detail);
    writePoints(argument, fromPoints ? 1 : 0, 5);
    writePoints(argument, 5, 7, true);
    writePreviousJobs(argument);
    writeSkills(argument);
    writeYears(argument);
    writeCompany(company, PRIORITY.core);
    writeMissions(company, 3, PRIORITY.strong + 1);
    writeQualifications(offer);
    writePersonal(offer);
    writeResults(offer, 4);
    writePractice(offer);
    writeClosing();
    return finish([opening, argument, company, offer, closing], input);
  }
  if (shape === 'missions') {
    writeOpening(opening);
    writeCompany(opening, PRIORITY.strong);
    writeIdentity(argument, PRIORITY.core);
    writeYears(argument);
    writePoints(argument, 0, 2);
    writePreviousJobs(argument);
    writeMissions(company, 3, PRIORITY.strong);
    writePoints(company, 2, 5);
    writePoints(company, 5, 7, true);
    writeSkills(company);
    writeQualifications(offer);
    writePersonal(offer);
    writeResults(offer, 4);
    writePractice(argument);
    writeClosing();
    return finish([opening, argument, company, offer, closing], input);
  }
  writeOpening(opening);
  writeIdentity(opening, PRIORITY.strong);
  writeCompany(company, PRIORITY.core);
  writePoints(argument, 0, 4);
  writePoints(argument, 4, 6, true);
  writePreviousJobs(argument);
  writeYears(argument);
  writeSkills(argument);
  writeMissions(offer, 3, PRIORITY.strong + 1);
  writeQualifications(offer);
  writePersonal(offer);
  writeResults(offer, 4);
  writePractice(argument);
  writeClosing();
  return finish([opening, company, argument, offer, closing], input);
}

// The company named at most twice in the body; then a sentence of a generic kind is generic unless it names the post or the place.
function finish(paragraphs: Paragraph[], input: BodyInput): Paragraph[] {
  const { company, position, location, language } = input.context;
  // A town alone does not save a sentence from being generic: many candidates apply in London.
  const names = [company, position].filter((name): name is string => name !== null && name.length > 2);
  return limitCompanyMentions(withStock(paragraphs, input), { company, location, language, workplace: input.workplace }).map((paragraph) =>
    paragraph.map((sentence) => ({ ...sentence, generic: sentence.generic && !names.some((name) => sentence.text.includes(name)) })),
  );
}

// Offered to the word budget, which takes them only while the letter is under 300 words.
const MAX_STOCK = 16;

// Stock sentences wait between the sentences of the middle paragraphs, for a thin letter to use.
function withStock(paragraphs: Paragraph[], input: BodyInput): Paragraph[] {
  const body = paragraphs.filter((paragraph) => paragraph.length > 0);
  const last = body[body.length - 1];
  let count = 0;
  // A senior CV rules out many of the tone's stock sentences: past them, the other tones' of the same
  // language, rather than a letter under 300 words.
  let pool: { key: string; phrases: ReadonlyArray<Phrase<void>> } = { key: 'stock', phrases: input.book.stock };
  const next = (): Sentence | null => {
    while (count < MAX_STOCK) {
      let text = input.pick(pool.key, pool.phrases, input.context, undefined);
      if (text === null && pool.key === 'stock') {
        pool = { key: 'spareStock', phrases: input.spareStock };
        text = input.pick(pool.key, pool.phrases, input.context, undefined);
      }
      if (text === null) return null;
      if (input.stockFits(text) && input.guards.stock(text)) {
        count += 1;
        return { text, priority: PRIORITY.stock + count, stock: true, generic: true, quotesCompany: false };
      }
    }
    return null;
  };
  for (const paragraph of body) {
    // Never after the last sentence of the letter, whose end is the closing, nor before the first.
    for (let at = paragraph === last ? paragraph.length - 1 : paragraph.length; at >= (paragraph === body[0] ? 1 : 0); at -= 1) {
      const stock = next();
      if (stock !== null) paragraph.splice(at, 0, stock);
    }
  }
  // The rest waits at the end of the middle paragraphs, for the thinnest CVs only (see fitWordBudget).
  const middle = body.slice(1, -1);
  for (let index = 0; middle.length > 0; index += 1) {
    const stock = next();
    if (stock === null) break;
    middle[index % middle.length]?.push(stock);
  }
  return body;
}
