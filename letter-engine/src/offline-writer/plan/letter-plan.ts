import type { TermEntry } from '../../ats/dictionary/index.ts';
import { isTechnicalShape } from '../../ats/technical-tokens.ts';
import { extractPostingKeywords, termLabel } from '../../ats/extract-keywords.ts';
import { casedNormally } from '../../ats/normal-case.ts';
import { indexHas, indexText, type TextIndex } from '../../ats/text-index.ts';
import type { PostingProfile } from '../../posting/posting-profile.ts';
import type { ResumeDegree, ResumeProfile } from '../../resume/resume-profile.ts';
import type { Language } from '../../rules/limits.ts';
import { foldText } from '../../text/fold.ts';
import { looksLikeJobTitle } from '../../text/job-titles.ts';
import { isRegion, knownCity } from '../../text/places.ts';
import { lowerFirst } from '../phrase-kit.ts';
import type { Random } from '../random.ts';
import { collectEvidence, type Evidence } from './evidence.ts';
import { afterOpeningVerb, aloneParticiple, matchEvidence, sharedRuns, stemRarity, type Match } from './match-evidence.ts';
import { postingWording } from './posting-wording.ts';
import { keysOf, textFeatures } from './text-features.ts';
import { rankRequirements, type Requirement } from './requirements.ts';
import { spokenLanguages, type SpokenLanguage } from './spoken-languages.ts';
import { workingTimes } from './working-times.ts';
import { isQualityAdjective, qualityWording } from './qualities.ts';

/** One point of the letter's argument: a posting line, the CV fact that answers it, and what links them. */
export type ArgumentPlan = { requirement: Requirement; evidence: Evidence; match: Match };

/** How the version orders its argument: by the posting's ranking, by the strength of results, or by the missions. */
export type PlanShape = 'requirements' | 'results' | 'missions';

/** Everything the letter will argue, chosen before any sentence is written. */
export type LetterPlan = {
  /** True for the CV facts (evidence ids) this version does not quote word for word. */
  rests: (evidenceId: number) => boolean;
  arguments: ArgumentPlan[];
  /** Results with figures and other bullets the argument did not use, most recent job first. */
  results: Evidence[];
  /** Mission lines of the posting not argued, with the CV fact closest to each (null when none). */
  missions: Array<{ requirement: Requirement; evidence: Evidence | null }>;
  /** The posting's words the CV also holds, beyond the argument's subjects, most important first (the body keeps those its quotes do not already say). */
  askedSkills: string[];
  /** The posting's other words the CV holds that are places, seasons or activities ('service en terrasse'), not skills: told as experience, never as mastery. */
  askedContexts: string[];
  /** Other skills of the CV, in the letter's language. */
  otherSkills: string[];
  /** For a CV without bullets: its skills, each to be shown in the job where it was practised. */
  practised: string[];
  /** Soft skills of the CV, those the posting asks for first, in the letter's language. */
  softSkills: string[];
  /** Qualities a CV gives as adjectives ('ponctuel', 'souriante', 'resilient'), in a letter of the CV's language: said as what the candidate is. */
  qualities: string[];
  /** The posting's subjects the CV supports, for what the letter says the company needs. */
  postingSubjects: string[];
  years: number | null;
  yearsAsked: number | null;
  degree: ResumeDegree | null;
  degreeAsked: boolean;
  languages: SpokenLanguage[];
  certificates: string[];
  /** Driving licences, only when the posting speaks of driving or travel. */
  licences: string[];
  /** The working times the posting names and the CV too ('weekends', 'de nuit'), in the letter's language. */
  schedule: string[];
};

const SKILL_KINDS = new Set(['tool', 'skill']);
// Enough to let the next best fact argue instead, never enough to drop the only one.
const RESTED_PENALTY = 4;
// From this many facts on, a CV can rest some in each version.
const RICH_FACTS = 3;
const KEYWORD_KINDS = new Set(['tool', 'skill', 'token', 'phrase']);
// A posting line about a card, a licence or a certificate names credentials, whatever the CV reader found;
// a bank card taken at the till ('cash and card payments', 'carte bancaire') is none.
const CREDENTIAL_LINE = /\b(?:(?<!\b(?:credit|debit|bank)\s)card(?!\s+(?:payments?|transactions?|machines?|readers?|terminals?))|carte(?!\s+(?:bancaire|bleue))|certificat\p{L}*|certificate|licen[cs]e|permis|habilitations?|caces|edition|grade|diplom\p{L}*|degree)\b/iu;
// Competitive exams and diplomas known by their acronym are passed, not practised ('CRPE', 'BTS').
const EXAM_OR_DIPLOMA = /\b(?:CRPE|CAPES|CAPET|CAPLP|CAP|BEP|BTS|DUT|BUT|DEUST|DEAES|DEAS|DEI|MEEF|CAFERUIS|CAFEP|PGCE|QTS|GCSEs?|BTEC|NVQ)\b/;
// Days and times of work are availability, not skills to list.
const SCHEDULE_WORDS = /\b(?:evenings?|weekends?|saturdays?|sundays?|mornings?|nights?|shifts?|week-ends?|soirs?|soirées?|samedis?|dimanches?|matins?|nuits?|horaires?)\b/i;
// A term is a skill when the dictionary knows it as a tool or a skill, or when it is shaped like a
// tool ('SQL', 'Power BI'); other words the posting and the CV share ('terrasse', 'saison') are
// contexts of the work.
function isSkillTerm(term: string): boolean {
  const { matches } = indexText(term);
  if (matches.some((match) => SKILL_KINDS.has(match.entry.kind) && match.end - match.start >= term.trim().length - 2)) return true;
  // A name of several words is a tool ('Looker Studio'); a phrase around one ('dashboards in Tableau') is not.
  return term
    .trim()
    .split(/\s+/)
    .every((word) => isTechnicalShape(word, foldText(word)) || /^\p{Lu}/u.test(word));
}

// Words every posting of a trade uses: alone, they name neither a skill nor an experience.
const GENERIC_WORDS = new Set(
  'product products analysis analyses metrics data business process processes tools results project projects work team teams quality support performance insights management analyst analysts manager managers produit produits analyse analyses donnees outils resultats projet projets equipe equipes qualite suivi gestion travail activite activites qualification qualifications qualified qualifie qualifiee diplome diplomee experience experiences experienced competence competences skills knowledge connaissances treatments traitements disponible disponibles maternel maternelle maternels motive motivee dynamique autonome rigoureux rigoureuse polyvalent polyvalente souriant souriante ponctuel ponctuelle serieux serieuse flexible bilingue titulaire agree agreee experimente experimentee debutant debutante indispensable apprecie appreciee souhaite souhaitee requis requise obligatoire available reliable motivated friendly essential desirable'.split(' '),
);

// A word alone names a setting of work when it is no kind of workplace and no word of the post's title:
// 'traçabilité', 'refunds', never 'restaurant' or 'partie' (of 'chef de partie').
const WORKPLACE_NOUNS = new Set('restaurant restaurants entreprise etablissement societe magasin hotel clinique hopital ecole boutique agence cabinet site centre structure service services poste postes'.split(' '));
function telling(word: string, titleWords: ReadonlySet<string>): boolean {
  const folded = foldText(word);
  return !WORKPLACE_NOUNS.has(folded) && !titleWords.has(folded);
}

// Candidates for the sentence naming the posting's other words the CV holds.
const MAX_ASKED_TERMS = 16;
const ARGUED_KINDS = new Set(['achievement', 'job']);
// A CV without a single bullet still argues from the skills it lists.
const THIN_ARGUED_KINDS = new Set(['achievement', 'job', 'skill']);

// A CV phrase in another language than the letter is shown by its dictionary concept ('gestion de
// projet' for 'project management'), or as is when it is a name or a tool ('Power BI'); else not at all.
function inLetterLanguage(text: string, sameLanguage: boolean, language: Language, wording: ((entry: TermEntry) => string) | null = null): string | null {
  // A dictionary concept is named in the letter's language even when a reader gave its label in
  // another, in the posting's words when it has them ('procès-verbaux' for 'board minutes'); in the
  // CV's own language, in the CV's own words ('prise de notes', not 'comptes rendus').
  if (sameLanguage) return text;
  const [match] = indexText(text).matches;
  if (match !== undefined && match.end - match.start >= text.trim().length - 2) return wording === null ? termLabel(match.entry, language) : wording(match.entry);
  return text.split(/\s+/).every((word) => isTechnicalShape(word, foldText(word)) || /^\p{Lu}/u.test(word)) ? text : null;
}

function unique(items: ReadonlyArray<string | null>): string[] {
  const seen = new Set<string>();
  return items.filter((item): item is string => {
    if (item === null || seen.has(foldText(item))) return false;
    seen.add(foldText(item));
    return true;
  });
}

/**
 * True when a single word stands in the CV only inside names ('Maison' in 'Maison Dufour', 'Pain' in
 * 'Au Bon Pain'): the CV does not hold it as a word of the trade.
 */
function onlyInNames(term: string, resumeText: string): boolean {
  // Only a common word can hide in a name: a tool or a code ('CCN1', 'Excel') is itself a name.
  if (/\s/.test(term.trim()) || !/^\p{Ll}/u.test(term.trim())) return false;
  const word = foldText(term.trim());
  let seen = false;
  for (const line of resumeText.split('\n')) {
    const words = line.split(/[^\p{L}\p{N}'’-]+/u).filter((piece) => piece.length > 0);
    for (const [at, raw] of words.entries()) {
      if (foldText(raw) !== word) continue;
      seen = true;
      // At a line's start only a capitalised neighbour makes it a name ('Maison Dufour, Mérignac').
      const capitalised = (piece: string | undefined): boolean => piece !== undefined && /^\p{Lu}/u.test(piece);
      if (!capitalised(raw) || (at === 0 && !capitalised(words[1]))) return false;
    }
  }
  return seen;
}

// The posting's words the CV also holds and the argument does not name as a subject: the ATS keywords
// found in the CV, then the runs of words a requirement line shares with the CV ('tableaux
// électriques', 'rénovation'), most important lines first. Posting words in another language
// than the letter's are kept only when they are names or tools.
function cvBackedTerms(input: {
  postingText: string;
  language: Language;
  requirements: readonly Requirement[];
  resumeIndex: TextIndex;
  samePostingLanguage: boolean;
  usedTopics: ReadonlySet<string>;
  /** What the letter may name at all; applied before a term is dropped for standing inside a longer one. */
  nameable: (term: string) => boolean;
  /** The posting's own wording of a concept, when it is in the letter's language (postingWording); else null. */
  wording: ((entry: TermEntry) => string) | null;
}): string[] {
  const portable = (term: string): boolean => input.samePostingLanguage || term.split(/\s+/).every((word) => isTechnicalShape(word, foldText(word)));
  const fromAts = extractPostingKeywords(input.postingText, input.language)
    .filter((keyword) => KEYWORD_KINDS.has(keyword.kind) && keyword.weight === 'required' && indexHas(input.resumeIndex, keyword.probe))
    .map((keyword) => (keyword.probe.entry !== null && input.wording !== null ? input.wording(keyword.probe.entry) : keyword.term));
  const resumeKeys = keysOf(input.resumeIndex.stems);
  const fromLines = input.samePostingLanguage
    ? input.requirements
        // A line of one word ('Formations', 'Missions') heads what follows it; it asks for nothing.
        .filter((requirement) => requirement.kind !== 'nice' && /\s/.test(requirement.text.trim()))
        .flatMap((requirement) =>
          sharedRuns(requirement, resumeKeys, { singleWords: true }).flatMap((run) => {
            if (!requirement.text.startsWith(run)) return [run];
            // A run opening the line on its verb ('Covering sickness', 'Carrying out spot checks') names what follows it.
            const subject = afterOpeningVerb(run, requirement.language ?? input.language);
            if (subject !== run) return subject === null ? [] : [subject];
            // 'Emballage' opens its line with a capital, as every line does: it is a word, not a name.
            return [isTechnicalShape(run, foldText(run)) ? run : lowerFirst(run)];
          }),
        )
        .filter((run) => !SCHEDULE_WORDS.test(run) && !/\b(?:you|your|our|vous|votre|vos|notre|nos)\b/i.test(run) && !aloneParticiple(run, input.language))
    : [];
  const terms = unique([...fromAts, ...fromLines].filter((term) => portable(term) && !/[()[\]]/.test(term) && !onlyInNames(term, input.resumeIndex.text))).filter(
    (term) => !input.usedTopics.has(foldText(term)) && input.nameable(term),
  );
  // A run inside a longer one ('tableaux' in 'tableaux électriques') says nothing more.
  return terms.filter((term) => !terms.some((other) => other !== term && foldText(other).includes(foldText(term)))).slice(0, MAX_ASKED_TERMS);
}

/**
 * Plans a letter: ranks the posting's lines (rankRequirements), finds for each the best CV fact
 * (matchEvidence: ATS concepts and synonyms, stems, figures preferred), and keeps each fact for
 * one point only. `shape` and `random` make the three versions, and two generations, argue from
 * different angles: a small random nudge lets near-equal facts trade places, never a weak fact
 * beat a clearly better one. Everything the plan lists is in the CV.
 */
export function planLetter(input: {
  resume: ResumeProfile;
  posting: PostingProfile;
  /** The CV indexed once (indexResume). */
  resumeIndex: TextIndex;
  postingText: string;
  language: Language;
  shape: PlanShape;
  random: Random;
  /** Which version this is, and a number drawn from the seed: together they decide which facts rest here. */
  variant: 0 | 1 | 2;
  rotation: number;
}): LetterPlan {
  const { resume, posting, language, shape, random } = input;
  // A posting's lines in capitals are read, and quoted, cased as sentences ('Saisie des bons de commande').
  const postingText = input.postingText.split('\n').map(casedNormally).join('\n');
  const sameResumeLanguage = (resume.language ?? language) === language;
  const samePostingLanguage = (posting.language ?? language) === language;
  const evidence = collectEvidence(resume);
  const argued = evidence.some((item) => item.kind === 'achievement') ? ARGUED_KINDS : THIN_ARGUED_KINDS;
  // Each CV fact is quoted in two versions of three and rests in the third, so that no two
  // versions read alike; a CV with few facts needs all of them in every version.
  // Counted by the CV's sentences: a thin CV's one line of duties, read as a list, is still one fact to keep in every version.
  const rich = new Set(evidence.filter((item) => item.kind === 'achievement').map((item) => item.sentence)).size >= RICH_FACTS;
  const rests = (id: number): boolean => rich && (id + input.rotation) % 3 === input.variant;
  const rarity = stemRarity(evidence.filter((item) => argued.has(item.kind)));
  const requirements = rankRequirements(posting);
  const { resumeIndex } = input;

  const candidates: ArgumentPlan[] = [];
  for (const requirement of requirements) {
    for (const item of evidence) {
      if (!argued.has(item.kind)) continue;
      const match = matchEvidence(requirement, item, rarity, { language, sameLanguage: samePostingLanguage, resumeInLetterLanguage: sameResumeLanguage });
      // A fact resting in this version argues only when no other fact of the CV can.
      const rested = rests(item.id) ? RESTED_PENALTY : 0;
      if (match !== null && match.hard) candidates.push({ requirement, evidence: item, match: { ...match, score: match.score + random() * 0.8 - rested } });
    }
  }
  // 'requirements' and 'missions' walk the posting's lines in their order and give each its best
  // unused fact; 'results' walks the facts, strongest result first, and gives each its best line.
  const byRequirement: Record<Exclude<PlanShape, 'results'>, (a: ArgumentPlan, b: ArgumentPlan) => number> = {
    requirements: (a, b) => b.requirement.weight - a.requirement.weight || b.match.score - a.match.score,
    missions: (a, b) =>
      Number(b.requirement.kind === 'mission') - Number(a.requirement.kind === 'mission') || b.requirement.weight - a.requirement.weight || b.match.score - a.match.score,
  };
  const ordered =
    shape === 'results'
      ? [...candidates].sort((a, b) => Number(b.evidence.figure) - Number(a.evidence.figure) || b.match.score + b.requirement.weight - (a.match.score + a.requirement.weight))
      : [...candidates].sort(byRequirement[shape]);
  const usedEvidence = new Set<number>();
  const usedTopics = new Set<string>();
  const chosen: ArgumentPlan[] = [];
  for (const candidate of ordered) {
    if (chosen.some((plan) => plan.requirement.id === candidate.requirement.id) || usedEvidence.has(candidate.evidence.id)) continue;
    const topics = candidate.match.topics.filter((topic) => !usedTopics.has(foldText(topic)));
    if (topics.length === 0) continue;
    chosen.push({ ...candidate, match: { ...candidate.match, topics } });
    usedEvidence.add(candidate.evidence.id);
    for (const topic of topics) usedTopics.add(foldText(topic));
  }

  const arguedRequirements = new Set(chosen.map((plan) => plan.requirement.id));
  const missions = requirements
    .filter((requirement) => requirement.kind === 'mission' && !arguedRequirements.has(requirement.id))
    .map((requirement) => {
      const closest = candidates.filter((candidate) => candidate.requirement.id === requirement.id).sort((a, b) => b.match.score - a.match.score)[0];
      return { requirement, evidence: closest?.evidence ?? null };
    });

  const wording = samePostingLanguage ? postingWording(postingText, resumeIndex.text, language, sameResumeLanguage) : null;
  const asked = requirements.flatMap((requirement) => requirement.features.index.matches).filter((match) => indexHas(resumeIndex, { entry: match.entry, stem: '' }));
  const askedLabel = (kinds: ReadonlySet<string>): string[] =>
    unique(asked.filter((match) => kinds.has(match.entry.kind)).map((match) => (wording === null ? termLabel(match.entry, language) : wording(match.entry))));
  // A certificate or a licence is stated as such, never listed among skills ('proficient in ECS').
  // Nor is a word of a degree's name ('informatique' in 'Master Informatique'): the education sentence says it.
  const credentials = textFeatures([...resume.certificates, ...resume.licences, ...resume.education.map((degree) => degree.degree)].join('\n')).stems;
  const lineOf = (term: string): string => requirements.find((requirement) => foldText(requirement.text).includes(foldText(term)))?.text ?? '';
  // A line may ask for several things ('…experience with livestock or hoofstock, good physical fitness, a full driving
  // licence'): what names a credential is the clause that holds the term, not the whole line.
  const clauseOf = (term: string): string => lineOf(term).split(/[,;]/).find((clause) => foldText(clause).includes(foldText(term))) ?? lineOf(term);
  // A word found on no requirement line comes from the header ('Phoenix, AZ'), not from what the job asks;
  // a run that holds the post's own title ('GDC-registered Dental Nurse') is the header, not a skill.
  const titleWords = textFeatures(posting.position ?? '').stems;
  const titleFolded = new Set(foldText(posting.position ?? '').split(/[^\p{L}]+/u));
  // Where the candidate worked or lives, and where the job is, are places, never skills ('proficient in Wakefield').
  const places = new Set([posting.location, resume.city, ...resume.jobs.map((job) => job.place)].flatMap((place) => (place === null ? [] : [foldText(place)])));
  const nameable = (term: string): boolean => {
    const tokens = textFeatures(term).index.tokens;
    const holdsTitle = titleWords.size > 0 && tokens.length > 1 && [...titleWords].every((stem) => tokens.some((token) => token.stem === stem));
    // 'Registered Manager', 'Deputy Manager': a role the posting names is no skill to claim.
    const role = /^\p{Lu}/u.test(term) && looksLikeJobTitle(term);
    // 'adult mental health workers': people the job works with, not something one practises.
    const people = looksLikeJobTitle(term.split(' ').pop() ?? '') && term.includes(' ');
    return lineOf(term) !== '' && !holdsTitle && !role && !people && knownCity(term) === null && !isRegion(term) && !places.has(foldText(term)) && !tokens.some((token) => credentials.has(token.stem)) && !CREDENTIAL_LINE.test(clauseOf(term)) && !EXAM_OR_DIPLOMA.test(term);
  };
  // A posting's 'Organised, target-driven, resilient' the CV echoes are what the candidate is, never what they practise.
  const sharedTerms = cvBackedTerms({ ...input, postingText, requirements, resumeIndex, samePostingLanguage, usedTopics, nameable, wording });
  const askedQualities = language === 'english' ? sharedTerms.filter((term) => isQualityAdjective(term, language)) : [];
  const askedTerms = sharedTerms.filter((term) => !askedQualities.includes(term));
  const isLanguage = (term: string): boolean => indexText(term).matches.some((match) => match.entry.kind === 'language');
  const askedContexts = askedTerms.filter((term) => !isSkillTerm(term) && !isLanguage(term) && !GENERIC_WORDS.has(foldText(term)) && (term.includes(' ') || telling(term, titleFolded)));
  const askedSoft = askedLabel(new Set(['soft']));
  const degreeEvidence = evidence.filter((item) => item.kind === 'degree');
  const degreeAsked = requirements.some((requirement) =>
    requirement.features.index.matches.some((match) => match.entry.kind === 'diploma' && degreeEvidence.some((item) => indexHas(item.features.index, { entry: match.entry, stem: '' }))),
  );
  // 'Ponctuel', 'souriante', 'resilient and target-driven' listed among a CV's skills are qualities: named as
  // skills they read 'la ponctuel', 'experience of target-driven'.
  const quality = (item: string): boolean => sameResumeLanguage && isQualityAdjective(item, language);
  const qualities = unique([...askedQualities, ...[...resume.skills, ...resume.softSkills].filter(quality)].flatMap((item) => qualityWording(item, language)));
  const listedSkills = unique(resume.skills.filter((skill) => !quality(skill)).map((skill) => inLetterLanguage(lowerFirst(skill), sameResumeLanguage, language, wording)));
  const mentioned = new Set([...askedTerms, ...usedTopics].map(foldText));
  const needsLicence = [...posting.required, ...posting.missions, ...posting.niceToHave].some((line) => /permis|licen[cs]e|driving|véhicul|vehicle|déplacements|travel/i.test(line));

  return {
    rests,
    arguments: chosen,
    results: evidence
      .filter((item) => item.kind === 'achievement' && !usedEvidence.has(item.id))
      .sort((a, b) => Number(b.figure) - Number(a.figure) || a.jobIndex - b.jobIndex || a.id - b.id),
    missions,
    // A language is stated with its level by the languages sentence, never listed among tools ('English and French').
    askedSkills: askedTerms.filter((term) => isSkillTerm(term) && !isLanguage(term)),
    askedContexts,
    otherSkills: argued === ARGUED_KINDS ? listedSkills.filter((skill) => !mentioned.has(foldText(skill))) : [],
    practised: argued === ARGUED_KINDS ? [] : listedSkills.filter((skill) => !mentioned.has(foldText(skill))),
    softSkills: unique([...askedSoft, ...resume.softSkills.filter((soft) => !quality(soft)).map((soft) => inLetterLanguage(lowerFirst(soft), sameResumeLanguage, language))]),
    qualities,
    postingSubjects: askedLabel(SKILL_KINDS),
    years: resume.yearsOfExperience,
    yearsAsked: requirements.find((requirement) => requirement.yearsAsked !== null)?.yearsAsked ?? null,
    degree: resume.education[0] ?? null,
    degreeAsked,
    languages: spokenLanguages(resume.languages, language, resume.language),
    // 'Anglais (courant, TOEIC 910)' already states the TOEIC.
    certificates: resume.certificates.filter((certificate) => !resume.languages.some((spoken) => foldText(spoken.level ?? '').includes(foldText(certificate)))),
    licences: needsLicence ? resume.licences : [],
    schedule: workingTimes(input.postingText, resumeIndex.text, language),
  };
}
