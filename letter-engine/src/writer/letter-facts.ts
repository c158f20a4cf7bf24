import { termLabel } from '../ats/extract-keywords.ts';
import { headsADuty } from './french/duty-list.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { hasCompanyMark } from '../text/company-marks.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { languageMentions, languageName } from '../resume/resume-languages.ts';
import type { ResumeJob } from '../resume/resume-profile.ts';
import { splitSentences } from '../resume/resume-text.ts';
import { opensOnCredential } from '../resume/resume-credentials.ts';
import { resumeMove, type ResumeMove } from '../resume/resume-move.ts';
import { cutAtItsEnd, isContract } from '../resume/resume-experience.ts';
import { namesUnpaidRole } from '../resume/resume-titles.ts';
import type { Language } from '../rules/limits.ts';
import { leaningTextLanguage } from '../text/detect-language.ts';
import { foldText } from '../text/fold.ts';
import { fromCapitals } from '../text/letter-case.ts';
import { JOINED_VERBS } from '../resume/resume-prose-workplace.ts';
import { cityIn, knownCity } from '../text/places.ts';
import { shared, subjectsOf, type Subjects } from './concepts.ts';
import scheduleTerms from './schedule-terms.json' with { type: 'json' };
import { availableSlots } from './available-slots.ts';
import { credentialsAndDegree, ISSUER_AFTER, licenceCategories, namedIn, sharesAcronym, sharesCode } from './credential-facts.ts';
import { VALID_UNTIL } from '../resume/credential-validity.ts';
import frenchDegreeNames from './english/french-degree-names.json' with { type: 'json' };
import { genderedTitle, genderOfTitle } from './gendered-title.ts';
import { isPastForm } from './english/evidence-clause.ts';
import { jobLineDuties } from './job-line-duties.ts';
import { askedItems, listItems, MAX_TOLD_ITEMS } from './long-duty-list.ts';
import { asksRightToWork, rightToWork, type RightToWork } from './right-to-work.ts';
import { containsWord } from '../text/whole-word.ts';
import { qualificationsUnderWay } from './preparing.ts';
import { translatedTitle } from './translated-title.ts';
import { levelRank, lowestCefr } from '../fact-check/language-levels.ts';
import { statedExperience, type StatedExperience } from './stated-experience.ts';
import type { Reading } from './reading.ts';
import { lowerFirst } from './phrase-kit.ts';
import { isSector } from '../posting/header-employer.ts';

/** A CV job the letter may name: its title only when it reads as one and is in the letter's language. */
export type JobFact = {
  title: string | null;
  employer: string | null;
  startYear: number | null;
  endYear: number | null;
  current: boolean;
  /** Another of the CV's jobs was at the same employer: the letter names this one by its title too. */
  sharedEmployer: boolean;
  /** Unpaid ('Bénévole', 'Volunteer'): never the letter's lead, never told as a job. */
  volunteer: boolean;
};

/** One CV bullet, with what it shares with the posting's must-haves and missions. */
export type EvidenceFact = {
  id: number;
  text: string;
  job: JobFact;
  /** The posting's concepts and stems it answers. */
  answers: { concepts: string[]; stems: string[] };
  /** A measured result ('35 %', '1,2 M€', '25 élèves'). */
  figure: boolean;
  /**
   * The list cut to the items the posting asks (long-duty-list.ts), told when no frame tells the whole line: 'the Salaisons
   * job matches the posting almost word for word … but gets no detail' (the panel), its five-item line told by no frame.
   */
  shorter?: string;
};

/** A tool or skill the posting asks for and the CV shows, with the job where the CV shows it (null: its skills list). */
export type ConceptFact = { label: string; key: string; tool: boolean; job: JobFact | null };

/** Everything the letter may say, each item taken from the CV (and the posting for what it asks). */
export type LetterFacts = {
  language: Language;
  name: string | null;
  gender: 'feminine' | 'masculine' | null;
  phone: string | null;
  email: string | null;
  company: string | null;
  position: string | null;
  /** The company is an agency recruiting for a client it does not name: the post is the client's. */
  forClient: boolean;
  /** Most recent first. */
  jobs: JobFact[];
  /** CV bullets in the letter's language, the posting's must-haves first (see rankEvidence). */
  evidence: EvidenceFact[];
  /** The CV facts (evidence ids) the user asked to put forward ('Points à mettre en avant'). */
  emphasised: Set<number>;
  /** The CV says the candidate may work in the post's country, and the posting asks it or the CV is in the other language. */
  rightToWork: RightToWork | null;
  /**
   * For a CV in the other language: the dictionary's tools each job shows, and the skills its duties show that the
   * posting asks for, named in the letter's language.
   */
  practised: Array<{ job: JobFact; labels: string[]; skills: string[] }>;
  /** Dictionary tools the posting asks for and the CV names, in the letter's language. */
  tools: string[];
  /** The posting's must-have tools and skills the CV shows, each with where (see ConceptFact). */
  concepts: ConceptFact[];
  /** CV certificates, licences and diplomas the posting asks for, as the CV writes them. */
  credentials: string[];
  /**
   * The CV's other certificates ('CSCS Black Card' for a site manager): said only when the letter is short. Never a
   * driving licence the posting does not ask for: 'Pour ce poste de fleuriste, je suis titulaire du permis B' read as
   * absurd (the panel).
   */
  otherCredentials: string[];
  /** The CV's highest diploma when the posting asks for none the CV holds. */
  degree: { text: string; year: number | null; school: string | null } | null;
  /** Languages the posting asks for that the CV holds at a working level, named in the letter's language. */
  languages: Array<{ name: string; level: string | null }>;
  /** Years of experience as the CV states them, with their field ('en EHPAD'); never counted from dates. */
  experience: StatedExperience | null;
  /** The candidate's own sentences that answer the posting ('J'ai fait un échange scolaire à Rouen.'), quoted whole. */
  statements: string[];
  /** When the candidate can start, as the CV says it ('immédiatement', 'à partir de janvier 2027'). */
  availability: string | null;
  /** The times the candidate says they are free, in the letter's language ('at weekends', 'le soir'). */
  freeAt: string | null;
  /** What the candidate says they want ('Je souhaite exercer en SSR.'), quoted whole. */
  wish: string | null;
  /** Training placements that answer the posting ('Stage de 10 semaines en pédiatrie'), as written. */
  placements: string[];
  /** Working times the posting asks for and the CV shows ('horaires décalés'), in the posting's words. */
  schedule: string[];
  /** The posting invites career changers and the CV's last job is in another trade. */
  careerChange: boolean;
  /** The CV's own sentence explaining a career break ('In April 2023 I took a career break to care for my father…'), quoted whole. */
  careerBreak: string | null;
  /** A qualification the CV says is under way and the posting asks about ('AAT Level 3'): said as under way, never as held. */
  preparing: string | null;
  /** The town where the post is, when the CV says the candidate lives there: a reason of their own to apply. */
  local: string | null;
  /** A move to the post's town the CV states (resume-move.ts), its town in the letter's language; a planned one whose date has passed is left out. */
  move: LetterMove | null;
  /** The credentials the posting's must-haves name (word for word, or a licence of the category they ask): 'as your posting asks' is true of these only. */
  required: string[];
};

// A title that cannot be said after 'je suis' / 'I have been': a heading ('Été : Commis'), a date, a bracket.
const SAYABLE_TITLE = /^[\p{L}][\p{L}\d '’\-/&.,+]*$/u;
const MAX_TITLE_WORDS = 7;
// Three to eight short duties separated by commas, nothing else on the line.
const DUTIES_LINE = /^\p{Lu}\p{Ll}+(?: [\p{Ll}'’-]+){0,3}(?:, [\p{Ll}][\p{Ll}\d'’ -]{2,40}){2,7}$/u;

// Words by which a CV says a credential is not held yet ('CIMA finalist', 'certification AWS en préparation').
// 'predicted 2.1, May 2025', 'admis en Bachelor RH', 'accepted onto…': a grade to come or a place offered is not a degree.
const IN_PROGRESS = /\b(?:finalist|in progress|preparing|studying for|working towards|en cours|en préparation|préparation (?:au|du|de la)|booked|(?<!recyclage )prévu|predicted|expected|admise?|admitted|accepted onto|offer of a place)\b/iu;

// The candidate's sentences a letter can quote whole: a full sentence of a reasonable length.
const MAX_STATEMENTS = 2;
const WISH = /\b(?:je souhaite|j['’]aimerais|je voudrais|je recherche|je cherche|mon souhait|mon projet|i would like|i['’]d like|i want to|i am looking|i['’]m looking|i hope to|my goal|i wish)\b/iu;
const CONTACT = /@|\d{2}[ .]\d{2}[ .]\d{2}|\+\d|permis|licen[cs]e|né[e]? le|born/iu;
// A training placement as CVs name it, in either language: 'Stage de 10 semaines…', 'Clinical placement: …'.
const PLACEMENT = /^(?:stages?|placements?|clinical placement|work placement|work experience placement)\b/iu;

// 'I took a career break to care for my father', 'J'ai fait une pause professionnelle de deux ans…'.
const CAREER_BREAK = /\b(?:career break|took time out|stepped back from (?:paid )?work|pause (?:professionnelle|de carrière)|congé parental|parental leave)\b/iu;
// 'GCSEs incl. English (5) and maths (4)' (an attendance officer's and a gym receptionist's thin CVs) cut at the
// abbreviation's full stop: the diploma without its dangling 'incl'.
const CUT_AT_INCL = /(?<=\S)\s+(?:incl|inc|including)\.?$/iu;
const STATED_YEARS = /\b(?:years?['’]? (?:of )?experience|ans d['’]expérience)\b/iu;

// A sentence that points back to the one before it in the CV ('That is why I want to work in supported living.',
// 'C'est pourquoi je…', 'I have completed three of its five modules', 'where I have been since 2021' cut from its
// place) means nothing quoted alone; nor does a role's line that says it is the one above ('Same role, now full-time
// while applying for graduate jobs', a graduate's LinkedIn profile). A sentence whose 'y' is the workplace ('J'y fais des
// gardes…') is told by the French voice with the place its job names.
const OPENS_ON_WHAT_CAME_BEFORE = /^(?:that|this|these|those|so|which|it|c['’]est pourquoi|c['’]est|cela|ça|ce qui|ceci|donc|ainsi|same (?:role|job|position)|même poste)\b|^I (?:have|'ve|’ve) been (?:since|for|in)\b|^j['’]y (?:suis|travaille) depuis\b/iu;
// The pronouns in lower case only: 'IT support' is no 'it'. A demonstrative before the job's own noun points back too: 'J'ai
// quitté ce poste pour me consacrer à l'aide aux personnes' (a home help's prose CV) came after another job's sentence.
const PRONOUN_BACK = /\b(?:its|it|them)\b|\b(?:ce poste|cet emploi|cette entreprise|ce travail|this (?:job|role|post|position)|that (?:job|role|post|position))\b/u;
function pointsBack(text: string): boolean {
  return OPENS_ON_WHAT_CAME_BEFORE.test(text) || PRONOUN_BACK.test(text);
}

// Rule 'a long sentence says its clause, not its list': 'Depuis septembre 2022, je travaille en CESU chez trois personnes
// âgées de Vannes et de Séné, environ 20 heures par semaine : ménage, repassage, courses…' (a home help's prose CV, 43
// words: her current work, too long to quote, was told nowhere): what comes before the colon is a sentence of its own. One
// source; a sentence of up to MAX_OWN_SENTENCE_WORDS is quoted whole, its list with it.
function beforeItsList(sentence: string): string {
  const colon = sentence.indexOf(' : ');
  if (sentence.split(/\s+/u).length <= MAX_OWN_SENTENCE_WORDS || colon < 0) return sentence;
  const clause = sentence.slice(0, colon);
  return clause.split(/\s+/u).length >= 6 ? `${clause}.` : sentence;
}

function quotableSentence(sentence: string): boolean {
  const words = sentence.split(/\s+/).length;
  return words >= 6 && words <= MAX_OWN_SENTENCE_WORDS && balanced(sentence) && !/[:;,]$/.test(sentence) && !pointsBack(sentence);
}

// A list longer than this in one sentence reads as a CV pasted in.
const MAX_SKILLS = 3;
// Two skills beside the job's tools: 'the night audit and check-in and check-out' is already one clause of three nouns.
const MAX_PRACTISED_SKILLS = 2;
// Words of a diploma named with neither year nor school (see degreeOf).
const MAX_BARE_DEGREE_WORDS = 5;
// A bullet this long is a paragraph, not a fact to retell in one sentence.
const MAX_EVIDENCE_WORDS = 30;
// Rule 'a line in capitals is written in small letters, or not at all': 'PELLES HYDRAULIQUES DE 14 À 30 T, CHARGEUSE SUR PNEUS'
// (a plant operator's CV, round 28) and 'REMPLACEMENT D'ELEMENTS (PARE-CHOCS, AILES, PORTES, HAYONS) ET REDRESSAGE DE TOLERIE'
// (a body repairer's, quoted in capitals after 'Mes missions comprennent :', round 27's panel): a letter writes a duty in
// small letters. French capitals often drop their accents ('ELEMENTS', 'TOLERIE', 'PONCAGE'), which small letters would
// misspell: a French line is lowered only when it writes its own accents. A short line without a comma ('FORMATIONS
// COMPLÉMENTAIRES') may be a heading the reader does not know: it stays as written, which no frame tells.
const ACCENTED_CAPITAL = /[ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜ]/u;
const MIN_SHOUTED_WORDS = 4;

function inLetterCase(line: string, language: Language): string | null {
  const lowered = fromCapitals(line, 'noun');
  if (lowered === line || (line.split(/\s+/u).length < MIN_SHOUTED_WORDS && !line.includes(','))) return line;
  if (language === 'french' && !ACCENTED_CAPITAL.test(line)) return null;
  return `${lowered.charAt(0).toLocaleUpperCase('fr')}${lowered.slice(1)}`;
}

/** How many of the posting's skills a CV's lines answer, at least, for a candidate already in the trade. */
const IN_THE_TRADE = 3;

// The candidate's own sentence in the first person is quoted as written, grammatical as it stands: a prose CV's placement
// told in one sentence ('Au CHU de Nîmes, en endocrinologie-diabétologie (huit semaines, printemps 2025), j'ai animé…')
// runs longer than a bullet.
export const MAX_OWN_SENTENCE_WORDS = 40;
const FIRST_PERSON = /(?:^|[\s,])(?:j['’]|je\s|I\s)/u;
// A measured result: a share, an amount, a count of people or things, a time ('900 ms'); never a year alone.
const FIGURE = /\d\s?(?:%|€|£|\$|k€|m€|k\b|m\b|ms\b)|[£$€]\s?\d|(?<![\d.,])\d+(?:[.,]\d+)?\s?(?:M€|k€|millions?|milliers|clients|patients|élèves|pupils|students|personnes|people|collaborateurs|salariés|staff|places|couverts|covers|lits|beds)|[+-]\d|\b(?!(?:19|20)\d{2}\b)\d\d(?:[ ,.]?\d)*\b/iu;
// Words by which a posting opens the job to people from another trade.
const CHANGERS_WELCOME = /reconversion|career changers?|changing careers|débutants? (?:accepté|bienvenu)|sans expérience|no experience (?:needed|required|necessary)|first job|premier emploi|toutes? (?:les )?expériences? (?:bienvenue|acceptée)/iu;
// A spoken language's level a letter must not sell as a working one: LinkedIn's 'Compétence professionnelle limitée' /
// 'Limited working proficiency' (a web project manager's CV, where the posting asked for professional English) too.
// levelRank's rank for 'fluent', 'courant', 'full professional proficiency'.
const FLUENT = 4;
const WEAK_LEVEL = /scolaire|notions?|débutant|basic|beginner|school|a1|a2|élémentaire|elementary|limitée|limited/iu;

// 'Été : Commis de salle', 'Summer: Lifeguard': a season or a label before the title itself.
const TITLE_LABEL = /^[\p{L}' ]{1,20}\s?:\s*/u;

// A prose CV's title keeps the words around it: 'As shift supervisor at…', 'en tant que conseillère…'.
const TITLE_LEAD = /^(?:as|comme|en tant que)\s+/iu;
// A thin CV's 'Roofer, 7 years – pitched roofs', 'Serveuse (5 ans)': the years are the candidate's, not the title's.
const TITLE_DURATION = /,?\s(?:depuis\s|for\s)?\(?\d{1,2}\s(?:years?|ans?)\)?$/iu;
// Rule 'a lower-case qualifier after the title's comma or dash': 'Sage-femme faisant fonction, remplacement' (a midwife's
// CV), 'Apprentice glazier, same company' (a glazier's), 'Door Supervisor – various venues' (a CCTV operator's): what
// follows says how the job was held, and a sentence cannot carry it.
const TITLE_QUALIFIER = /(?:,| [-–—]) \p{Ll}[\p{Ll} '’-]*$/u;
// A profile's praise read as a title ('experienced exams administrator', 'commercial passionné'): no title says it.
const PRAISE = /\b(?:experienced|dedicated|passionate|motivated|hard-?working|enthusiastic|reliable|expérimentée?|passionnée?|motivée?|dynamique|rigoureuse|rigoureux|polyvalente? et)\b/iu;

// A title says the job as a noun without its article ('comme commis', 'as a porter'): one that opens on an article or 'de'
// ('d'un commis', a table's duties cell read as the title) is a piece of a sentence.
const ARTICLE_FIRST = /^(?:d['’]|l['’]|(?:de|du|des|un|une|le|la|les|the|a|an|of)\s)/iu;
// Rule 'how many hours is no title': 'Full-time Customer Contact Advisor' (a claims handler's CV), 'Part-time cashier' (a
// school business manager's): 'I have been a Full-time Customer Contact Advisor' read as a splice (the panel).
const TITLE_HOURS = /^(?:full[- ]time|part[- ]time|temps plein|temps partiel|à temps (?:plein|partiel))\s+/iu;
// An English title in sentence case is a common noun ('Care assistant', 'Self-employed gas & heating engineer'): in a
// sentence it takes no capital ('I have been a Care assistant at…' read as a CV pasted in). Title case stays as written.
// A day keeps its capital ('Saturday assistant').
const SENTENCE_CASE = /^(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)\p{Lu}\p{Ll}+(?:-\p{Ll}+)?(?:\s+[\p{Ll}&/-][\p{Ll}&/-]*)+$/u;

// A title in the CV's other language is told only through the lexicon's job-titles.json (translated-title.ts).
// A bracket after a title in the other language glosses it in that language ('Ripeur (agent de collecte)', a refuse loader's
// French CV; 'Préparateur de commandes (intérim)'): the translation is the title's, the gloss is never written.
const TRAILING_BRACKET = / ?\([^()]*\)$/u;

function sayableTitle(title: string, sameLanguage: boolean, language: Language, gender: LetterFacts['gender']): string | null {
  const cut = title.trim().replace(TITLE_LABEL, '').replace(TITLE_LEAD, '').replace(TITLE_DURATION, '').replace(TITLE_QUALIFIER, '').replace(TITLE_HOURS, '');
  // A title the CV shouts in capitals ('RESPONSABLE MAINTENANCE ET TRAVAUX NEUFS', a maintenance manager's CV: 'Je suis
  // RESPONSABLE MAINTENANCE…', the panel) is written as a sentence writes it: in lower case, title case in English; so are
  // the employer and the degree, as names ('chez le GROUPE MAISONS OCÉANES'), and the field of the years.
  const named = fromCapitals(sameLanguage ? cut : cut.replace(TRAILING_BRACKET, ''), language === 'english' ? 'name' : 'noun');
  // One word in capitals is a brand to fromCapitals ('DECATHLON'); a trade's ('CARROSSIER', a body repairer's CV) is a noun.
  // The trades' acronyms are short ('AESH', 'ATSEM') and stay.
  const word = /^\p{Lu}{6,}$/u.test(named) ? named.toLocaleLowerCase('fr') : null;
  const text = word !== null && looksLikeJobTitle(word) ? (language === 'english' ? `${named.charAt(0)}${word.slice(1)}` : word) : named;
  if (text.length === 0 || !SAYABLE_TITLE.test(text) || ARTICLE_FIRST.test(text) || text.split(/\s+/).length > MAX_TITLE_WORDS || PRAISE.test(text) || namesAWorkplace(text) || brokenTitle(text) || namesAnAct(text)) return null;
  if (!sameLanguage) return translatedTitle(text, language, gender);
  return language === 'english' && SENTENCE_CASE.test(text) ? lowerFirst(text) : text;
}

// Rule 'an act is no title': 'Expatriation à Montréal' (a midwife's gap line, told 'j'ai travaillé comme expatriation',
// round 26's panel), 'Allaitement maternel' (a midwife's training line, round 17): a line opening on the noun of an act
// ('-tion', '-sion', '-ment') and going on in small letters names what happened, not a job, unless a job word is in it;
// an English title's next word in capitals makes a role of it ('Placement Student').
const ACT_NOUN = /^\p{L}+(?:tion|sion|ment)s?$/iu;
function namesAnAct(title: string): boolean {
  const [first = '', next = ''] = title.split(/\s+/u);
  return ACT_NOUN.test(first) && !/^\p{Lu}/u.test(next) && !looksLikeJobTitle(title);
}

// A title cut from its line by a two-column layout: one lower-case word ('sociales') or words ending on a preposition
// ('prévu en'), with no job word. A real title ('vendeuse', 'chef de rang') has one, or is in the lexicon.
// Or a lower-case phrase of things joined by 'et', none of them a job ('standard et prise de rendez-vous au téléphone', a
// repair technician's thin CV; 'départ de Fromagerie des Monts et déménagement à Voiron', an electrician's gap line).
const BROKEN_TITLE = /^(?:\p{Ll}[\p{Ll}-]*|.*\s(?:de|du|des|d['’]|en|à|au|aux|of|in|at|for|to|and|et)|\p{Ll}.*\set\s.*)$/u;
// No title ends on a determiner, job word or not: its noun was cut off ('pris en charge mon', a prose CV's sentence cut
// at its line's end, 'chargé' a job word).
const CUT_AFTER_DETERMINER = /\s(?:mon|ma|mes|son|sa|ses|le|la|les|un|une|the|a|an|my|his|her|their)$/iu;
function brokenTitle(title: string): boolean {
  return (BROKEN_TITLE.test(title) && !looksLikeJobTitle(title)) || CUT_AFTER_DETERMINER.test(title);
}

// 'Department Store' (a two-column CV's employer line read as the title), 'Adult mental health day centre' (a placement
// line): ending on a workplace's noun or a company's mark, no job — unless a job word is in it, or the place is the
// job's own ('Second de cuisine', 'Commis de cuisine').
const WORKPLACES = lexiconWordSet({ list: 'workplace-nouns' });
// Or opening on one before a name, as the lexicon's workplaces are written ('Brasserie L'Écho du Beffroi', 'Restaurant Ô
// Saveurs', a table's employer cells read as titles): a business, whatever follows.
function namesAWorkplace(title: string): boolean {
  const words = title.split(/\s+/u);
  const named = WORKPLACES.has(words[0]?.toLocaleLowerCase('fr') ?? '') && /^\p{Lu}/u.test(words[1] ?? '');
  const ownPlace = /\s(?:de|du|des|d['’]|of)\s/iu.test(title);
  return ((!ownPlace && (WORKPLACES.has(words.at(-1)?.toLocaleLowerCase('fr') ?? '') || hasCompanyMark(title))) || named) && !looksLikeJobTitle(title);
}

// Rule 'towns are no employer': 'Orthoptiste remplaçante en libéral – Montpellier et Sète' (an orthoptist's CV), 'GRUES
// MERCIER – Nantes / Saint-Nazaire' read the other way (a crane operator's): known towns joined by 'et', 'and', '/' or a
// comma say where the work was ('chez Montpellier et Sète' was read as an employer).
// 'Saint-Malo / Dinard' (a beautician's spa job): beside a known town, a lone capitalised word is another town.
function townsOnly(employer: string): boolean {
  const parts = employer.split(/\/|,|\bet\b|\band\b|&/u).map((part) => part.trim()).filter((part) => part.length > 0);
  return parts.length > 1 && parts.some((part) => knownCity(part) !== null) && parts.every((part) => knownCity(part) !== null || /^\p{Lu}[\p{Ll}'’-]+$/u.test(part));
}

// A card's or a registration's number ('n° CAR-059-2030-03-14-20250298761', 'No. 1169204'): its digits date nothing.
const NUMBERED = /\bn(?:°|o\.?)\s?\S+/giu;

// Not an employer: a language grade ('A2'), a status ('Currently self-employed'), working hours ('6h/semaine', '16 hrs a
// week') or a length of experience ('8 ans d'expérience en salon', a headline's dash part) a thin CV's line put in its place.
// Rule 'a place is no employer': 'Royaume-Uni' (an orthoptist's French CV, told 'I am currently an orthoptist at
// Royaume-Uni', round 27's panel), 'Lannion' (a fishmonger's, 'chez Lannion', round 25), 'Wellingborough' (a credit
// controller's, 'At Wellingborough, my work included…', round 23): a country, a region or a known town alone names where.
const AREAS = lexiconWordSet({ list: 'header-areas' });
function placeOnly(employer: string): boolean {
  const name = employer.trim();
  return AREAS.has(foldText(name)) || knownCity(name) === name;
}
// Rule 'the state's bodies take "the"': 'the Home Office' (a Border Force officer's CV, told 'at Home Office'), 'the Royal
// Logistic Corps' (the same CV), 'the Royal Air Force' (a wind turbine technician's, 'At Royal Air Force', round 26), 'the
// Driver and Vehicle Standards Agency', 'the Civil Aviation Authority', 'the Care Quality Commission': in an English sentence
// these names are never bare.
const TAKES_THE = /^(?:Royal (?:Air Force|Navy|Marines|Mail|Logistic Corps|Engineers|Artillery|Signals)|British (?:Army|Council|Library|Museum)|Home Office|Foreign Office|Cabinet Office|Met Office|Environment Agency|Ministry of|Department (?:for|of)|National (?:Trust|Health Service|Gallery|Theatre))\b|\b(?:Standards Agency|Authority|Commission)$/u;
export function inSentence(employer: string, language: Language): string {
  return language === 'english' && TAKES_THE.test(employer) ? `the ${employer}` : employer;
}

const NOT_AN_EMPLOYER = /^(?:[ABC][12]|(?:currently|actuellement|freelance|self-employed|indépendante?|auto-entrepreneur)\b.*|\d+\s?(?:h|heures|hrs?|hours)\b.*|\d+\+?\s(?:ans|years?)\b.*)$/iu;

// Rule 'a hospital's unit is no employer': 'Unité d'hospitalisation de courte durée' (a nurse's French CV, read as the
// employer of an English letter), 'Service de médecine polyvalente, 28 lits' (a paediatric nurse's): a unit, a ward or a
// department of the employer names where in it the work was, not who employed the candidate ('chez Service…'). English
// writes the unit's noun last (the lexicon's 'employer-units', as find-company.ts reads a posting's names): 'Primate
// section' (a keeper's placement at a zoo, told 'As a keeper placement at Primate section', round 27's panel).
const HOSPITAL_UNIT = /^(?:service|unité|pôle|secteur)\s(?:de|des|du|d['’])/iu;
const UNIT_WORDS = lexiconWordSet({ list: 'employer-units' });
function namesAUnit(employer: string): boolean {
  const words = foldText(employer).split(/\s+/u);
  return HOSPITAL_UNIT.test(employer.trim()) || (words.length > 1 && UNIT_WORDS.has(words.at(-1) ?? ''));
}

function jobFact(job: ResumeJob, sameLanguage: boolean, language: Language, gender: LetterFacts['gender']): Omit<JobFact, 'sharedEmployer'> {
  // 'J' of 'J. Whitlock & Sons' cut at its full stop is an initial, no employer's name.
  // Rule 'a kind of place is no name': 'Entrepôt' (a warehouse CV's employer cut from 'Entrepôt Gerflor' by its column),
  // 'Office' (a tourist adviser's, from 'Office de tourisme'), 'Résidence' (a care worker's two-column CV): the workplace's
  // noun alone names no employer ('à l'Entrepôt', 'l'Office' read as the recruiter's own).
  const bare = job.employer !== null && WORKPLACES.has(job.employer.trim().toLocaleLowerCase('fr'));
  // A contract read as the employer ('chez CDI', round fifteen's panel) names none either; nor a sector ('Restauration rapide,
  // Château-Gontier', a table's employer cell: 'Chez Restauration rapide').
  const employer = job.employer !== null && (NOT_AN_EMPLOYER.test(job.employer.trim()) || job.employer.trim().length <= 2 || bare || isContract(job.employer) || townsOnly(job.employer) || placeOnly(job.employer) || namesAUnit(job.employer) || isSector(job.employer)) ? null : job.employer;
  return { title: sayableTitle(job.title, sameLanguage, language, gender), employer: employer === null ? null : inSentence(fromCapitals(employer, 'name'), language), startYear: job.startYear, endYear: job.endYear, current: job.current, volunteer: namesUnpaidRole(`${job.title} ${job.employer ?? ''}`) };
}

// Rule 'a move ends the job': 'J'ai rejoint en 2009 le groupe Berthier Restauration…' (an employment lawyer's prose CV, whose
// reader kept one job: the lines after it were told under the law firm she had left, round 26's panel), '… où l'enseigne
// Audiolis m'a recruté en 2019' (an audiologist's): a sentence telling that the candidate joined an employer other than
// the job's, and every sentence after it, belong to a job the reader did not find; told under this one, they would be false.
const JOINED = new RegExp(String.raw`\b(?:${JOINED_VERBS}|je suis entrée? (?:chez|au|à la|dans)|(?:m|l)['’]a recrutée?|(?:recruited|hired|took) me\b)`, 'iu');
function joinedElsewhere(line: string, employer: string | null): boolean {
  return JOINED.test(line) && (employer === null || !foldText(line).includes(foldText(employer)));
}

// An employer's line left among the duties by a two-column or Europass layout: a name, then its town and
// its department or country in brackets ('Fromagerie des Monts, Lons-le-Saunier (39)', 'Restaurante Lúa,
// Madrid (Espagne)'). It says where, not what was done.
function placeLine(text: string): boolean {
  const line = trimEdges(text.trim(), '', '.');
  const comma = line.lastIndexOf(', ');
  return comma > 0 && line.indexOf(', ') === comma && /^\p{Lu}[^()]*\((?:\d{2,3}|\p{Lu}[^()]*)\)$/u.test(line.slice(comma + 2));
}

// A prose CV's introduction ('Je m'appelle Léa Moreau…', 'I'm a product designer…') or bare praise ('je suis rigoureuse',
// 'I am organised, resilient and target-driven'): no fact of a job, and the letter's own opening says who writes.
function selfPortrait(text: string): boolean {
  const line = trimEdges(text.trim(), '', '.').toLocaleLowerCase('fr');
  // 'I'm a product designer with 7 years…', 'Je suis une infirmière…': the letter's introduction says who writes.
  if (/^(?:je m['’]appelle|my name is|i['’]m an?|i am an?|je suis une?)\s/u.test(line)) return true;
  const praise = /^(?:je suis|i am|i['’]m) (.*)$/u.exec(line)?.[1];
  return praise !== undefined && !/\d/u.test(praise) && praise.split(/[\s,]+/u).filter((word) => !/^(?:et|and)$/u.test(word)).length <= 4;
}

// A prose CV's first-person line in the present tense, read under a job that ended ('je prends la responsabilité de la
// cuisine…' under a commis job of 2021, 'I do the accounts for our cricket club' under a job left in 2019), was
// put there by the reader, not by the candidate: told there it would be false.
function presentOfAPastJob(text: string, current: boolean): boolean {
  if (current) return false;
  const french = /^(?:je|j['’])\s?(\S+)/iu.exec(text.trim());
  if (french !== null) return !/^(?:ai|avais|étais|suis allée?|suis devenue?)$|ais$|ait$/iu.test(french[1] ?? '') && !/^j['’]ai\b/iu.test(text.trim());
  const english = /^I\s(?:also\s)?(\S+)/u.exec(text.trim());
  return english !== null && !isPastForm((english[1] ?? '').toLowerCase()) && !/^(?:have|had|was|'ve|’ve)$/u.test(english[1] ?? '');
}

// A line of names only ('Kings Hill, Kent', 'Marignane', 'Excel, SAP', 'Brighton & Hove'): a place or a list of tools left
// among the duties, which no sentence can tell as work.
function namesOnly(text: string): boolean {
  // 'Brighton & Hove' (a LinkedIn job's place line): '&' joins two names.
  const words = trimEdges(text.trim(), '', '.').split(/[\s,]+/u).filter((word) => word.length > 0 && word !== '&');
  return words.length <= 5 && words.every((word) => /^[\p{Lu}\d]/u.test(word));
}

// Rule 'a status, not a duty': 'actuellement en CDD chez Elec Services 86' (a solar installer's thin CV), 'Currently Cat C
// multi-drop on an 18t rigid for ParcelLink…' (an HGV driver's), 'Missions d'intérim et Randstad Villeneuve-sur-Lot' (a
// cleaner's), 'Missions chez SCOB Bâtiment et Ouest Génie Civil' (a crane operator's): a line that opens on when, or on
// the placements themselves, says where the candidate works, which the job's own sentence tells; as a duty it reads pasted.
const STATUS = /^(?:actuellement|currently|presently|previously|formerly|auparavant|précédemment|en ce moment|missions? (?:chez|d['’]intérim|en intérim|via|pour le compte)|placements? (?:with|at|for))\b/iu;

// A sentence opening on a place named before it ('J'y ai obtenu en 2023 l'attestation…', of the garage the CV's sentence
// before named; 'There I passed…'): quoted alone among the candidate's own sentences, its place is lost, and the letter
// put it under the next job (round twenty-one's panel).
const POINTS_TO_A_PLACE = /^(?:j['’]y|there|là-bas)\b/iu;

function balanced(text: string): boolean {
  const count = (pattern: RegExp): number => text.match(pattern)?.length ?? 0;
  return count(/\(/g) === count(/\)/g) && count(/\[/g) === count(/\]/g) && count(/"/g) % 2 === 0 && count(/«/g) === count(/»/g);
}

export type LetterMove = { town: string; year: number | null; month: number | null; done: boolean };

// A move to the post's own town, in the letter's language ('Londres' → 'London'). A planned move dated before the
// letter may have happened or not: unsure, unsaid.
function moveToThePost(move: ResumeMove | null, location: string | null, language: Language, today: Date): LetterMove | null {
  if (move === null || location === null) return null;
  const town = cityIn(move.town, language);
  const posted = cityIn((location.split(/[(,]/u)[0] ?? '').trim(), language);
  if (foldText(town) !== foldText(posted)) return null;
  const passed = move.year !== null && (move.year < today.getUTCFullYear() || (move.year === today.getUTCFullYear() && (move.month ?? 12) < today.getUTCMonth() + 1));
  return !move.done && passed ? null : { town, year: move.year, month: move.month, done: move.done };
}

/** The CV and the posting read once (reading.ts), turned into the facts a letter may state. */
export function letterFacts(reading: Reading, language: Language, emphasis: string | null = null, today: Date = new Date(0)): LetterFacts {
  const { posting } = reading;
  // A job that starts after the letter's year ('prévu en juin 2027', a line of plans read as a job) is not held.
  const resume = { ...reading.resume, jobs: reading.resume.jobs.filter((job) => job.startYear === null || job.startYear <= today.getUTCFullYear()) };
  // A CV too short to tell for sure is read in the language it leans to: an English CV of four lines under a French
  // letter gave 'le poste de night receptionist'.
  const sameLanguage = (resume.language ?? leaningTextLanguage(reading.resumeText) ?? language) === language;
  const asked = subjectsOf([...posting.required, ...posting.missions, ...(posting.position === null ? [] : [posting.position])]);
  const askedAll = subjectsOf([...posting.required, ...posting.missions, ...posting.niceToHave, reading.postingText]);
  const employerKey = (job: ResumeJob): string | null => (job.employer === null ? null : foldText(job.employer.replace(/\([^()]*\)/gu, '')).trim());
  const jobs = resume.jobs.map((job) => ({ ...jobFact(job, sameLanguage, language, resume.gender), sharedEmployer: employerKey(job) !== null && resume.jobs.some((other) => other !== job && employerKey(other) === employerKey(job)) }));
  let id = 0;
  const evidence: EvidenceFact[] = [];
  // The user's corrections (reading-overrides.ts): a line that answers only an unticked requirement is
  // not told; a line chosen for a requirement is put forward like an emphasised one.
  const dropped = subjectsOf(reading.dropped);
  const chosen = new Set<number>();
  resume.jobs.forEach((job, index) => {
    // A job told in a paragraph (LinkedIn's description, a prose CV) gives one fact a sentence, up to the one telling that
    // the candidate joined another employer (joinedElsewhere).
    const lines = job.achievements.flatMap((paragraph) => splitSentences(paragraph).map((sentence) => [sentence, paragraph] as const));
    const moved = lines.findIndex(([line]) => joinedElsewhere(line, job.employer));
    for (const [line, whole] of moved < 0 ? lines : lines.slice(0, moved)) for (const read of factsOf(line)) {
      id += 1;
      // A list too long to retell keeps the items the posting asks for (long-duty-list.ts).
      const spoken = inLetterCase(read, language);
      if (spoken === null) continue;
      const text = spoken.split(/\s+/).length > MAX_EVIDENCE_WORDS && !FIRST_PERSON.test(spoken) ? (askedItems(spoken, (item) => answerScore(item, asked), language) ?? spoken) : spoken;
      // A shorter list of more items than a sentence tells has the same cut in reserve, for when no frame tells it whole.
      const cut = text === spoken && listItems(spoken).length > MAX_TOLD_ITEMS && !FIRST_PERSON.test(spoken) ? askedItems(spoken, (item) => answerScore(item, asked), language) : null;
      // A line the page cut whose rest the reader could not join ('… alongside our SENCo and the') is not the candidate's whole
      // fact, as a title cut after a determiner is none (brokenTitle).
      if (!sameLanguage || !balanced(text) || cutAtItsEnd(text) || text.split(/\s+/).length > (FIRST_PERSON.test(text) ? MAX_OWN_SENTENCE_WORDS : MAX_EVIDENCE_WORDS) || restatesJob(text, job.title) || placeLine(text) || namesOnly(text) || selfPortrait(text) || pointsBack(text) || STATUS.test(text.trim()) || presentOfAPastJob(text, job.current) || opensOnCredential(text)) continue;
      const answers = shared(subjectsOf([text]), asked);
      if (answersOnlyDropped(text, answers, dropped)) continue;
      if (reading.chosen.has(foldText(line.trim())) || reading.chosen.has(foldText(whole.trim()))) chosen.add(id);
      evidence.push({ id, text, job: jobs[index] as JobFact, answers, figure: FIGURE.test(text), ...(cut === null || cut === text || !balanced(cut) ? {} : { shorter: cut }) });
    }
  });
  // A thin CV's job told on one line, its duties after a colon or in brackets (job-line-duties.ts).
  resume.jobs.forEach((job, index) => {
    const duties = sameLanguage && job.employer !== null ? (jobLineDuties(reading.resumeText, job.employer)?.replace(TIMETABLE_TAIL, '') ?? null) : null;
    // Told already when an achievement holds it, however the CV spaced its commas ('ballast , sleeper changes').
    const tight = (text: string): string => foldText(text).replace(/(?<=\S)\s+(?=[,;.])/gu, '');
    if (duties === null || !balanced(duties) || placeLine(duties) || job.achievements.some((line) => tight(line).includes(tight(duties)))) return;
    id += 1;
    evidence.push({ id, text: duties, job: jobs[index] as JobFact, answers: shared(subjectsOf([duties]), asked), figure: FIGURE.test(duties) });
  });
  // A CV of one job whose duties sit on a line of their own below it ('Toilettes, aide aux repas, transmissions').
  if (resume.jobs.length === 1 && sameLanguage && jobs[0] !== undefined) {
    const job = jobs[0];
    const known = new Set(resume.jobs[0]?.achievements.map(foldText));
    for (const line of reading.resumeText.split('\n').map((text) => text.trim().replace(/[.]$/, ''))) {
      if (known.has(foldText(line)) || !DUTIES_LINE.test(line) || CONTACT.test(line)) continue;
      id += 1;
      evidence.push({ id, text: line, job, answers: shared(subjectsOf([line]), asked), figure: false });
    }
  }
  // A tool named only inside an employer's name is none of the candidate's ('Breizh Express', 'Sage Pharmacy').
  const employerNames = resume.jobs.flatMap((job) => (job.employer === null ? [] : [job.employer]));
  const resumeSubjects = subjectsOf([employerNames.reduce((text, name) => text.split(name).join(' '), reading.resumeText)]);
  const concepts: ConceptFact[] = [...asked.concepts.values()]
    // Tools only: a skill named in a list ('la gestion, le reporting') reads as nouns strung together.
    .filter((entry) => entry.kind === 'tool' && resumeSubjects.concepts.has(entry.label))
    .map((entry) => {
      const shown = evidence.find((fact) => fact.answers.concepts.includes(entry.label))
        ?? resume.jobs.map((job, index) => ({ job, index })).find(({ job }) => subjectsOf([job.title]).concepts.has(entry.label));
      const job = shown === undefined ? null : 'text' in shown ? shown.job : (jobs[shown.index] ?? null);
      return { label: termLabel(entry, language), key: entry.label, tool: entry.kind === 'tool', job };
    });
  const tools = [...askedAll.concepts.values()]
    .filter((entry) => entry.kind === 'tool' && resumeSubjects.concepts.has(entry.label))
    .map((entry) => termLabel(entry, language));
  // A credential the CV gives as still to come ('CIMA finalist', 'AWS en préparation', 'Professional
  // Qualification · 2022 - 2027') is not held: the letter does not name it.
  const year = today.getUTCFullYear();
  // Held unless its first mention in the CV, with the line after it, says otherwise: being prepared, or a year to come. A
  // year inside a number is none ('Carte pro CNAPS n° CAR-059-2030-03-14-…' on the line under 'Agent de sécurité SSIAP 1').
  const held = (text: string): boolean => {
    const lines = reading.resumeText.split('\n');
    const at = lines.findIndex((line) => foldText(line).includes(foldText(text)));
    // The line after is the credential's own (LinkedIn's issue date, a validity) unless it opens on a date or a bullet: in a
    // dated list ('2025   Attestation … fluides frigorigènes' above '2025   Habilitation électrique BR (recyclage prévu en
    // 2028)', a refrigeration technician's CV) it is the next credential.
    const next = lines[at + 1] ?? '';
    const around = at < 0 ? '' : `${lines[at]} ${/^\s*(?:[-•*·▪]|(?:19|20)\d{2}\b|\d{1,2}\/\d{2,4})/u.test(next) ? '' : next}`;
    return !IN_PROGRESS.test(around) && !(around.replace(VALID_UNTIL, '').replace(NUMBERED, '').match(/\b(?:19|20)\d{2}\b/g) ?? []).some((found) => Number(found) > year);
  };
  const certificateTexts = resume.certificates.filter(held).map((text) => text.replace(ISSUER_AFTER, ''));
  const credentialTexts = [...certificateTexts, ...resume.licences.filter(held).map((text) => text.replace(ISSUER_AFTER, ''))];
  const foldedPosting = foldText(reading.postingText);
  const askedCategories = licenceCategories(reading.postingText);
  const credentials = credentialTexts.filter((text) => (answersPosting(text, askedAll) || foldedPosting.includes(foldText(text)) || sharesCode(text, foldedPosting) || sharesAcronym(text, reading.postingText) || licenceCategories(text).some((category) => askedCategories.includes(category)) || reading.chosen.has(foldText(text.trim()))) && balanced(text) && !otherTransport(text, reading.resumeText, reading.postingText));
  const otherCredentials = sameLanguage ? certificateTexts.filter((text) => !credentials.includes(text) && balanced(text) && !otherTransport(text, reading.resumeText, reading.postingText)) : [];
  // A diploma still under way ('2025 – en cours : Licence 2 de Psychologie') is never told as obtained.
  const education = resume.education.filter((degree) => held(degree.degree) && (degree.year === null || degree.year <= year));
  const diplomaAsked = education.find((degree) => answersPosting(degree.degree, askedAll));
  const [highest] = education;
  // A diploma read with neither its year nor its school is a guess: only a short name is taken as one
  // (a prose CV's 'GCSE and A level entries a year with AQA' is a sentence, not a diploma).
  const degreeOf = [diplomaAsked ?? highest].find((degree) => degree !== undefined && (degree.year !== null || degree.school !== null || degree.degree.split(/\s+/u).length <= MAX_BARE_DEGREE_WORDS));
  const points = emphasisPoints(emphasis);
  const askedLanguages = new Set(resume.languages.filter((spoken) => points.some((point) => mentionsLanguage(point, spoken.code ?? ''))).map((spoken) => spoken.code));
  const languages = resume.languages
    .filter((spoken) => spoken.code !== null && (spoken.level === null || !WEAK_LEVEL.test(spoken.level)))
    .filter((spoken) => mentionsLanguage(reading.postingText, spoken.code ?? '') || askedLanguages.has(spoken.code))
    // A CV in the other language keeps a level only as a CEFR grade or as fluency ('Compétence professionnelle complète',
    // 'couramment'); a level in its own words ('intermédiaire') cannot be told, and the language is then not said rather
    // than said without its level.
    .map((spoken) => ({ ...spoken, level: spoken.level === null ? null : (lowestCefr(spoken.level) ?? spoken.level) }))
    .map((spoken) => ({ ...spoken, level: sameLanguage || spoken.level === null ? spoken.level : (/\b[abc][12]\b/iu.exec(spoken.level)?.[0] ?? ((levelRank(spoken.level) ?? 0) >= FLUENT ? 'fluent' : '')) }))
    .filter((spoken) => spoken.level !== '')
    // The letter's own language goes without saying in a CV of that language ('je parle français' in a French letter
    // reads as padding); from a CV in the other language it is the candidate's second language, and worth saying.
    .filter((spoken) => !sameLanguage || spoken.code !== (language === 'french' ? 'fr' : 'en'))
    .map((spoken) => ({ name: languageName(spoken.code ?? '', language), level: spoken.level }))
    .filter((spoken): spoken is { name: string; level: string | null } => spoken.name !== null);
  const employers = resume.jobs.flatMap((job) => (job.employer === null ? [] : [foldText(job.employer)]));
  const achievements = resume.jobs.flatMap((job) => job.achievements.map(foldText));
  const retold = (sentence: string): boolean => {
    const folded = foldText(sentence);
    return employers.some((employer) => folded.includes(employer)) || achievements.some((line) => line.length > 12 && (folded.includes(line.slice(0, 40)) || line.includes(folded.slice(0, 40))));
  };
  const quotable = sameLanguage ? resume.statements.map((sentence) => beforeItsList(sentence.trim()).replace(/(?<=[\p{L}\d)])$/u, '.')).filter((sentence) => quotableSentence(sentence) && !retold(sentence) && !restatesJob(sentence, '') && !POINTS_TO_A_PLACE.test(sentence)) : [];
  // Not a wish that opens on who writes ('Je m'appelle Inès Moreau, j'ai 31 ans et je souhaite devenir…'): the letter is signed.
  const wish = quotable.find((sentence) => WISH.test(sentence) && !/^(?:je m['’]appelle|my name is)\s/iu.test(sentence)) ?? null;
  // Not a sentence saying who the candidate is or when they can start: the opening and the closing say it.
  // A career break the CV explains in the first person is said plainly, whatever the posting asks
  // ('In April 2023 I took a career break to care for my father after his stroke.').
  const careerBreak = sameLanguage
    ? (reading.resumeText.split('\n').flatMap(splitSentences).map((sentence) => sentence.trim()).find((sentence) => CAREER_BREAK.test(sentence) && /\b(?:I|je|j['’])\b/iu.test(sentence) && quotableSentence(sentence) && !CONTACT.test(sentence)) ?? null)
    : null;
  // Years of experience are the introduction's.
  const statements = quotable
    .filter((sentence) => sentence !== wish && sentence !== careerBreak && !WISH.test(sentence) && !CONTACT.test(sentence) && !selfPortrait(sentence) && !AVAILABLE.test(sentence) && !STATED_YEARS.test(sentence) && answersPosting(sentence, asked))
    .slice(0, MAX_STATEMENTS);
  const placements = sameLanguage ? resume.trainingLines.map((line) => line.replace(/^[-•*·▪]\s*/u, '').trim()).filter((line) => PLACEMENT.test(line) && balanced(line) && line.split(/\s+/).length <= 20 && answersPosting(line, askedAll)).slice(0, 2) : [];
  const emphasised = new Set<number>(chosen);
  for (const point of points) {
    const wanted = subjectsOf([point]);
    let best: EvidenceFact | null = null;
    let bestScore = 0;
    for (const fact of evidence) {
      const common = shared(wanted, subjectsOf([fact.text]));
      const score = common.concepts.length * 3 + common.stems.length;
      if (score > bestScore) {
        best = fact;
        bestScore = score;
      }
    }
    if (best !== null) emphasised.add(best.id);
  }
  const practised = sameLanguage
    ? []
    : resume.jobs.flatMap((job, index) => {
        const entries = [...subjectsOf([job.title, ...job.achievements]).concepts.values()];
        // Tools the posting names: 'At Lingua Sud, I used Excel' for a translator read as absurd (the panel).
        const labels = entries.filter((entry) => entry.kind === 'tool' && askedAll.concepts.has(entry.label)).map((entry) => termLabel(entry, language)).slice(0, MAX_SKILLS + 1);
        // A skill only from the job's duties, only one the posting asks for, and only one whose name is a duty ('clôture
        // de caisse', not 'imprimantes' nor 'SaaS'): read from the title it was a pipe welder's whole trade told as a
        // subject ('la soudure'), and 'UX design' for a UX researcher (the panel).
        const skills = [...subjectsOf(job.achievements).concepts.values()]
          // A working time is no work done: 'my work covers on-call work' (a SOC analyst's French CV, the panel); the
          // schedule's own sentence says it ('astreintes' is in schedule-terms.json).
          .filter((entry) => entry.kind === 'skill' && headsADuty(entry.label) && asked.concepts.has(entry.label) && !subjectsOf([job.title]).concepts.has(entry.label) && !SCHEDULE.french.includes(entry.label))
          .map((entry) => termLabel(entry, language))
          .slice(0, MAX_PRACTISED_SKILLS);
        const fact = jobs[index];
        // One abstract word alone says no work: 'My work covered negotiation.', 'mon travail comprenait l'audit' (the panel,
        // twice); an activity ('calving', 'packing') or things in the plural ('les astreintes') do.
        const lone = labels.length === 0 && skills.length === 1 && /^\p{L}+$/u.test(skills[0] ?? '') && !/(?:ing|[sx])$/u.test(skills[0] ?? '');
        return (labels.length === 0 && skills.length === 0) || lone || fact === undefined ? [] : [{ job: fact, labels, skills }];
      });
  // A change of trade only when nothing the CV did shares a word with the post's title, and its lines answer fewer than
  // IN_THE_TRADE of the skills the posting asks: a CNC apprentice whose 'réglages et changements de série' answer four of a
  // setter's (round 28) is learning the trade, not leaving another; the evaluation's three changers answer two at most.
  const done = subjectsOf(resume.jobs.flatMap((job) => [job.title, ...job.achievements]));
  const answered = new Set(evidence.flatMap((fact) => fact.answers.concepts));
  const careerChange = CHANGERS_WELCOME.test(reading.postingText) && resume.jobs.length > 0 && posting.position !== null
    && shared(done, subjectsOf([posting.position])).stems.length === 0 && answered.size < IN_THE_TRADE;
  // 'CAP carreleur mosaïste 2012' obtained in 2012: the year is said once, after the diploma.
  // A French CV's diploma is named under an English letter by its kind in English ('a master's degree from IAE de Lille'),
  // its French field left out; a French sentence needs a French head noun and its gender, which an English diploma's
  // name does not give ('j'ai obtenu mon bachelor of Commerce').
  const degreeText = degreeOf === undefined || !balanced(degreeOf.degree) ? null : sameLanguage ? fromCapitals(withoutItsYear(degreeOf.degree.trim(), degreeOf.year).replace(CUT_AT_INCL, ''), 'name') : language === 'english' ? englishDegreeName(degreeOf.degree) : null;
  const degree = degreeOf === undefined || degreeText === null ? null : { text: degreeText, year: degreeOf.year, school: degreeOf.school === null || !balanced(degreeOf.school) ? null : degreeOf.school.trim() };
  const told = credentialsAndDegree(credentials, degree);
  const move = moveToThePost(resumeMove(reading.resumeText), posting.location, language, today);
  return {
    language,
    name: resume.name,
    gender: resume.gender,
    phone: resume.phone,
    email: resume.email,
    company: posting.company,
    position: posting.position === null ? null : genderedTitle(posting.position, resume.gender ?? genderOfTitle(posting.position, reading.resumeText)),
    forClient: posting.forUnnamedClient && posting.company !== null,
    jobs,
    evidence,
    emphasised,
    rightToWork: asksRightToWork(reading.postingText) || !sameLanguage ? rightToWork(reading.resumeText, language) : null,
    practised,
    tools,
    concepts,
    credentials: told.credentials,
    otherCredentials,
    degree: told.degree,
    languages,
    experience: experienceIn(statedExperience(reading.resumeText, reading.statedYears), sameLanguage, employerNames),
    statements,
    availability: (sameLanguage ? availabilityOf(reading.resumeText) : null) ?? availabilityOf(points.join('\n').replace(/\bdispo\b/giu, 'disponible')),
    freeAt: availableSlots([reading.resumeText, ...points], language),
    wish,
    placements,
    careerChange,
    careerBreak: careerBreak === null ? null : careerBreak.replace(/(?<=[\p{L}\d)])$/u, '.'),
    preparing: sameLanguage ? ([...qualificationsUnderWay(reading.resumeText), ...resume.degreesUnderWay].find((name) => answersPosting(name, askedAll) && balanced(name)) ?? null) : null,
    move,
    // Where the candidate lives, unless the move says it better.
    local: move === null ? livesWhereThePostIs(resume.city, posting.location, language) : null,
    // Aligned with the CV's credentials: the diploma that names one is required when that one is.
    required: told.credentials.filter((_text, at) => namedIn(credentials[at] ?? '', posting.required)),
    schedule: sameLanguage || (posting.language ?? language) === language ? (SCHEDULE[language] ?? []).filter((term) => containsWord(foldText(reading.postingText), foldText(term)) && containsWord(foldText(reading.resumeText), foldText(term))).slice(0, 2) : [],
  };
}

// Rule 'goods are not passengers': 'FCO marchandises à jour (2024)' (a delivery driver's CV) does not answer 'FIMO
// voyageurs ou FCO à jour' (a bus network's posting), while 'FIMO voyageurs (2018) – FCO valide' (a bus driver's) does: a
// driver's card of one kind of transport, when the posting asks for the other, is neither argued nor listed.
const TRANSPORT_KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['goods', /(?<![\p{L}])(?:marchandises|goods|freight)(?![\p{L}])/iu],
  ['passengers', /(?<![\p{L}])(?:voyageurs|passengers?)(?![\p{L}])/iu],
];

function transportKind(text: string): string | null {
  return TRANSPORT_KINDS.find(([, words]) => words.test(text))?.[0] ?? null;
}

function otherTransport(credential: string, resumeText: string, postingText: string): boolean {
  const code = (/^\p{Lu}{3,}/u.exec(credential.trim())?.[0] ?? '').toLowerCase();
  if (code.length === 0) return false;
  const item = (text: string): string | undefined => text.split(/[\n,·;]/u).find((part) => new RegExp(`(?<![\\p{L}])${code}(?![\\p{L}])`, 'iu').test(part));
  const held = transportKind(item(resumeText) ?? '');
  const asked = transportKind(postingText.split('\n').find((line) => new RegExp(`(?<![\\p{L}])${code}(?![\\p{L}])`, 'iu').test(line)) ?? '');
  return held !== null && asked !== null && held !== asked;
}

const FRENCH_DEGREES = Object.entries(frenchDegreeNames.names).sort(([a], [b]) => b.length - a.length);

function englishDegreeName(degree: string): string | null {
  const folded = foldText(degree);
  return FRENCH_DEGREES.find(([kind]) => new RegExp(`^${foldText(kind)}(?![\\p{L}])`, 'u').test(folded))?.[1] ?? null;
}

function withoutItsYear(degree: string, year: number | null): string {
  return year === null ? degree : degree.replace(new RegExp(`(?:\\s*[-–,(]\\s*|\\s+)${year}\\)?$`, 'u'), '').trim() || degree;
}

// The posting's town when the CV's own town is the same ('Quimper' and 'Quimper (29)', 'Londres' and 'London').
function livesWhereThePostIs(city: string | null, location: string | null, language: Language): string | null {
  if (city === null || location === null) return null;
  const named = (text: string): string => cityIn((text.split('(')[0] ?? '').trim(), language);
  return foldText(named(city)) === foldText(named(location)) && named(city).length > 1 ? named(location) : null;
}

// True when a CV line shares something with the unticked requirements and with nothing the posting still asks.
function answersOnlyDropped(text: string, answers: { concepts: string[]; stems: string[] }, dropped: Subjects): boolean {
  if (answers.concepts.length > 0 || answers.stems.length > 0 || (dropped.concepts.size === 0 && dropped.stems.size === 0)) return false;
  const common = shared(subjectsOf([text]), dropped);
  return common.concepts.length > 0 || common.stems.length > 0;
}

function answerScore(text: string, asked: Subjects): number {
  const common = shared(subjectsOf([text]), asked);
  return common.concepts.length * 3 + common.stems.filter((stem) => stem.length >= 4 && !GENERIC_CREDENTIAL_STEMS.has(stem)).length;
}

function answersPosting(text: string, asked: Subjects): boolean {
  return answerScore(text, asked) > 0;
}

// Words every credential line holds: sharing them with a posting says nothing ('diplôme', 'niveau').
const GENERIC_CREDENTIAL_STEMS = new Set(['dipl', 'diplom', 'niveau', 'level', 'certif', 'certificat', 'certificate', 'licence', 'permis', 'formation', 'training', 'obtenu', 'cours', 'titre']);

// A posting or a point names a language by any of its names in the lexicon ('anglais', 'English', 'anglophone').
function mentionsLanguage(text: string, code: string): boolean {
  return languageMentions(text).some((mention) => mention.code === code);
}

/**
 * The statements of a CV bullet: 'moved the service to PostgreSQL; p95 down from 900 ms to 120 ms' keeps
 * its measured tail in brackets; a tail that says something of its own ('Chiffre d'affaires du rayon :
 * 4,2 M€, +7 % en 2024 ; démarque ramenée de 2,1 % à 1,4 %') is a fact of its own, never spliced.
 */
// Rule 'when is no part of what': 'helping older people with email, online forms and Universal Credit accounts, Tuesday
// mornings' (a bookseller's volunteering), 'fixing laptops and phones for local residents, one Saturday a month' (an IT
// analyst's repair café): a last item that only says when the work was done is left out of the told duty.
const TIMETABLE_TAIL = /,\s(?:(?:one|every|each|un|une|chaque|le|les)\s)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s(?:mornings?|afternoons?|evenings?))?(?:\s(?:a|per)\s(?:week|month))?[.;]?$|,\s(?:(?:un|une|chaque|le|les)\s)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?:\s(?:matins?|après-midi|soirs?))?(?:\s(?:par)\s(?:semaine|mois))?[.;]?$/iu;

function factsOf(rawLine: string): string[] {
  const line = rawLine.trim().replace(TIMETABLE_TAIL, '');
  // '… coach the team on upselling: our drinks spend per head rose 14%', '… accessibility: my last project cut failed
  // onboarding by 23%': after a colon, a statement with its own subject is a fact of its own.
  const result = /^(.{12,}?): ((?:our|my|we|notre|nos|mon|ma|mes|nous) .+)$/iu.exec(line);
  if (result !== null) return [...factsOf(result[1] ?? ''), capitalised(result[2] ?? '')];
  const at = line.indexOf(';');
  if (at < 0) return pastVerbPhrases(line.trim());
  const head = line.slice(0, at).trim();
  const tail = trimEdges(line.slice(at + 1).trim(), '', '.;,');
  if (FIGURE.test(tail) && !head.includes('(') && !FIGURE.test(head) && !tail.includes(';')) return [`${head} (${tail})`];
  return tail.split(/\s+/).length >= MIN_TAIL_WORDS ? [head, ...factsOf(tail)] : [head];
}

// 'I chased overdue invoices by phone and email, agreed payment plans…, prepared the weekly aged debt report and
// reduced our debtor days from 58 to 41' (a prose CV's sentence): one fact a verb, each told with its own 'I'.
function pastVerbPhrases(line: string): string[] {
  const opening = /^I\s(?:also\s)?/u.exec(line);
  // A short line of two verbs reads well as it is ('I allocated cash and raised credit notes on Sage 200').
  if (opening === null || line.split(/\s+/u).length <= MIN_SPLIT_WORDS) return [line];
  const phrases: string[] = [];
  let start = opening[0].length;
  for (const match of line.matchAll(/,\s(?:and\s)?|\sand\s/gu)) {
    const next = /^\p{Ll}+/u.exec(line.slice(match.index + match[0].length))?.[0] ?? '';
    if (!isPastForm(next) || next === 'used') continue;
    phrases.push(line.slice(start, match.index));
    start = match.index + match[0].length;
  }
  phrases.push(line.slice(start));
  return phrases.length < 2 ? [line] : phrases.map((phrase) => `I ${phrase.trim()}`);
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

// A first-person line longer than this is cut at its verbs (pastVerbPhrases).
const MIN_SPLIT_WORDS = 20;
// A tail after a semicolon shorter than this ('; 2x8') belongs to the line before it.
const MIN_TAIL_WORDS = 3;

// 'Disponible immédiatement', 'Disponible à partir du 5 janvier', 'Available from January 2027'. References are available
// from someone, not the candidate ('References available from Citizens Advice Calderdale', a returner's CV): 'from' takes a
// time ('from January 2027', 'from 5 January', 'from next month'), never a name.
const AVAILABLE = /(?<!\b(?:references?|références?|referees?)\s)\b(?:disponible|available)\s+((?:immédiatement|de suite|tout de suite|immediately|now|dès\s[^.;,\n]{2,30}|à partir d[ue']\s?[^.;,\n]{2,30}|from\s(?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|mid|early|late|the\s\d)\p{L}*\b)[^.;,\n]{2,30}))/iu;

function availabilityOf(text: string): string | null {
  // 'from January 2027 and happy to work term time': the date ends where another clause begins.
  const when = AVAILABLE.exec(text)?.[1]?.split(/\s(?:and|et|but|mais|or|ou)\s/u)[0]?.trim() ?? null;
  return when === null || /[()]/.test(when) ? null : when;
}

// The field is said only in the CV's language, and never when it names an employer ('chez Retouche Express'): the
// identity's job is the letter's, and the years may be another job's.
function experienceIn(experience: StatedExperience | null, sameLanguage: boolean, employers: readonly string[]): StatedExperience | null {
  const field = experience?.field ?? '';
  // 'as a pharmacy dispenser at Boots' names an employer inside the field too.
  const namesEmployer = /^(?:chez|at)\s/iu.test(field) || employers.some((employer) => foldText(field).includes(foldText(employer)));
  if (experience === null) return null;
  return sameLanguage && !namesEmployer ? { years: experience.years, field: experience.field === null ? null : fromCapitals(experience.field, 'noun') } : { years: experience.years, field: null };
}

// What the user typed in 'Points à mettre en avant', cut into points, without the instruction itself:
// 'mettre en avant la migration vers le cloud + mon anglais' → ['la migration vers le cloud', 'mon anglais'].
// No blank is matched around a break: the points are trimmed after the split, so a long run of blanks stays linear.
const POINT_BREAK = /\n|;|\+|•|,\s|\set\s(?=que\b|mon\b|ma\b|mes\b|le\b|la\b|les\b)|\sand\s(?=my\b|the\b|that\b)/iu;
const INSTRUCTION = /^(?:(?:merci de |please |pouvez-vous |can you )?(?:mettre en avant|mettre l['’]accent sur|insister sur|parler de|souligner|mentionner|valoriser|highlight|mention|stress|emphasi[sz]e|focus on|talk about)\s*(?::\s*)?)+/iu;

export function emphasisPoints(emphasis: string | null): string[] {
  if (emphasis === null) return [];
  return emphasis
    .split(POINT_BREAK)
    .map((point) => point.replace(INSTRUCTION, '').replace(/^(?:que |that )/iu, '').trim())
    .filter((point) => point.length > 2);
}

const SCHEDULE: Record<Language, readonly string[]> = { french: scheduleTerms.french, english: scheduleTerms.english };


// A line that only says the job again ('où je suis aujourd'hui conseillère de vente', 'depuis quatre ans'):
// the letter's introduction says it already.
function restatesJob(text: string, title: string): boolean {
  const folded = foldText(text);
  const words = folded.split(/\s+/).length;
  return (words <= 8 && title.length > 3 && folded.includes(foldText(title))) || /\bdepuis (?:\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) ans\b|\bfor (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) years\b/u.test(folded);
}
