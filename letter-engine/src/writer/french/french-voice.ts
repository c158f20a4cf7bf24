import type { JobFact, LetterFacts } from '../letter-facts.ts';
import { MAX_OWN_SENTENCE_WORDS } from '../letter-facts.ts';
import { trimEdges } from '../../text/trim-edges.ts';
import { fieldToSay } from '../stated-experience.ts';
import { byTurn, choose, MIN_WORDS_ALONE, type Style, type Voice } from '../voice.ts';
import { workplaceOf } from './company-names.ts';
import { frenchClause } from './evidence-clause.ts';
import { dutiesWithArticle, dutyListClause, quotedDuties } from './duty-list.ts';
import { nominalClause } from './nominal-clause.ts';
import { countedWorkClause, dutiesThenCount } from '../counted-work.ts';
import { cap, de, je, list, myCredential, ofACredential, ofCredential, period, que, titleInSentence, years } from './grammar.ts';
import { pluralItems, withSureArticle } from './nouns.ts';
import { lowerFirst } from '../phrase-kit.ts';
import { looksLikeJobTitle } from '../../text/job-titles.ts';
import { quotableResult } from '../result-line.ts';
import { monthName } from '../../text/format-letter-date.ts';

// An agency's post is its client's: 'au poste d'assistant ADV que vous proposez pour votre client', never 'chez' the agency.
const FOR_CLIENT = 'que vous proposez pour votre client';

/** 'au poste de Serveur chez Comptoir des Halles', or 'à votre offre' when the posting gives neither. */
function forThePost(facts: LetterFacts): string {
  const post = facts.position === null ? "à votre offre d'emploi" : `au poste ${de(titleInSentence(facts.position))}`;
  if (facts.forClient && facts.position !== null) return `${post} ${FOR_CLIENT}`;
  return facts.company === null ? post : `${post} ${workplaceOf(facts.company)}`;
}

// 'au Havre', 'aux Sables-d'Olonne', 'à La Rochelle', 'à Quimper'.
function atTown(place: string): string {
  const at = place.replace(/^Le /u, 'au ').replace(/^Les /u, 'aux ');
  return at === place ? `à ${place}` : at;
}

function thePost(facts: LetterFacts): string {
  const post = facts.position === null ? 'le poste que vous proposez' : `le poste ${de(titleInSentence(facts.position))}`;
  if (facts.forClient && facts.position !== null) return `${post} ${FOR_CLIENT}`;
  return facts.company === null ? post : `${post} ${workplaceOf(facts.company)}`;
}

// The post named again after the opening: its title alone, the employer's name once in the letter being enough.
function thisPost(facts: LetterFacts): string {
  return facts.position === null ? thePost(facts) : `le poste ${de(titleInSentence(facts.position))}`;
}

function where(job: JobFact): string {
  return job.employer === null ? '' : ` ${workplaceOf(job.employer)}`;
}

// Clauses of a fact told after another of the same job get an adverb, so the letter does not read as
// a list: 'j'ai aussi mené…', 'mon travail comprenait également…'.
function withAdverb(clause: string, adverb: string): string {
  if (/\bnotamment\b/.test(clause)) return clause;
  // A second list of missions takes its adverb too: 'S'y ajoutent : …' read as a fragment after a sentence of another
  // kind (the panel, twice).
  const missions = /^mes missions (comprennent|comprenaient) : /u.exec(clause);
  if (missions) return `mes missions ${missions[1]} ${adverb} : ${clause.slice(missions[0].length)}`;
  const auxiliary = /^(j'ai|j'avais|je suis|j'étais|je prends) /.exec(clause);
  if (auxiliary) return `${auxiliary[1]} ${adverb} ${clause.slice(auxiliary[0].length)}`;
  const verb = /^(mon travail (?:comprend|comprenait)|mes missions (?:comprennent|comprenaient)|ma mission (?:consiste|consistait)) /.exec(clause);
  if (verb) return `${verb[1]} ${adverb} ${clause.slice(verb[0].length)}`;
  return clause;
}

function spoken(language: { name: string; level: string | null }): string {
  if (language.level === null) return language.name;
  if (/courant|bilingue|fluent|natif|maternelle|native/iu.test(language.level)) return `${language.name} couramment`;
  const cefr = /\b([abc][12])\b/iu.exec(language.level)?.[1];
  if (cefr !== undefined) return `${language.name} (niveau ${cefr.toUpperCase()})`;
  if (/[()]/.test(language.level)) return language.name;
  return `${language.name} (${language.level.trim()})`;
}

// What the candidate knows, likes or is ('Je connais très bien les sentiers des Cévennes'): no job's work, never
// placed at an employer ('Chez Maison du Miel, je connais…' read as absurd to the panel).
const STATIVE = /^(?:je|j['’])\s?(?:(?:les?|la|l['’])\s?)?(?:connais|sais|aime|adore|suis|parle|apprécie|souhaite|voudrais|cherche)\b/iu;

/** A CV line told in the candidate's own first person ('J'utilise tous les jours Word, Excel et Outlook'), quoted whole. */
function ownSentence(text: string): string | null {
  const sentence = trimEdges(text.trim(), '', '.;,');
  const words = sentence.split(/\s+/).length;
  // The candidate speaks in it: 'Je…', or an opening that says where or when before 'je' ('Au quotidien, je gère…', 'En
  // 2024, j'ai…', 'Au CHU de Nîmes, en endocrinologie-diabétologie (huit semaines, printemps 2025), j'ai animé…').
  // Or of their team's result ('Notre taux de service est passé…', 'Mon équipe a dépassé…').
  if (!/^(?:[^.;:]{0,90}?,\s)?(?:je\s|j['’]\p{L}|(?:notre|nos|mon|ma|mes)\s)/iu.test(sentence) || (!/^(?:je|j['’])/iu.test(sentence) && sentence.includes(':')) || words < 5 || words > MAX_OWN_SENTENCE_WORDS) return null;
  return `${cap(sentence)}.`;
}

export const FRENCH_VOICE: Voice = {
  // Only the frame that quotes a line after a colon: 'mon travail comprend' takes nouns with their articles, a sentence
  // of its own each time.
  listFrame: /\bmes missions (?:\p{L}+ (?:\p{L}+ )?)?(?:comprennent|comprenaient)(?: \p{L}+(?: \p{L}+)?)? :/iu,
  resultFrame: /\b(?:en )?(?:quelques )?chiffres(?:, [^:]*)? :/iu,

  opening(facts, style) {
    const post = forThePost(facts);
    const options: Record<Style['tone'], string[]> = {
      formal: [
        `Je vous adresse ma candidature ${post}.`,
        `Votre offre pour ${thePost(facts)} a retenu mon attention, et je vous adresse ma candidature.`,
        `Je souhaite vous proposer ma candidature ${post}.`,
      ],
      friendly: [
        `Je vous écris pour ${thePost(facts)}.`,
        `J'ai lu avec intérêt votre annonce pour ${thePost(facts)}.`,
        `${cap(thePost(facts))} m'intéresse, et je vous propose ma candidature.`,
      ],
      impactful: [
        `Je pose ma candidature ${post}.`,
        `Je présente ma candidature ${forThePost(facts)}.`,
        `Je postule ${post}.`,
      ],
    };
    return choose(options[style.tone], style, 'opening');
  },

  resultOpening(facts, fact, style) {
    const told = FRENCH_VOICE.evidence(fact, true, 0, style);
    // A letter opens on what the candidate did ('Chez X, j'ai réduit…'), never on a list of missions.
    if (told === null || !/(?:^|, )(?:j'|je |nous |notre |nos |mon |ma )/iu.test(told) || /\bmes missions\b|\bmon travail\b/u.test(told) || FRENCH_VOICE.resultFrame.test(told)) return null;
    return [told, FRENCH_VOICE.opening(facts, style)];
  },

  identity(facts, job, style) {
    const when = period(job.startYear, job.endYear, job.current);
    const title = job.title === null ? null : titleInSentence(job.title);
    const at = where(job);
    let sentence: string | null = null;
    if (title !== null && job.current) {
      sentence = when === null
        ? choose([`Je travaille aujourd'hui comme ${title}${at}.`, `Je suis actuellement ${title}${at}.`, `Mon poste actuel est celui ${de(title)}${at}.`], style, 'identity')
        : choose([`Je suis ${title}${at} ${when}.`, `${cap(when)}, je travaille comme ${title}${at}.`, `J'occupe ${when} le poste ${de(title)}${at}.`], style, 'identity');
    } else if (title !== null) {
      sentence = when === null
        ? choose([`J'ai travaillé comme ${title}${at}.`, `Mon dernier poste était celui ${de(title)}${at}.`, `J'ai exercé comme ${title}${at}.`], style, 'identity')
        : choose([`J'ai été ${title}${at} ${when}.`, `${cap(when)}, j'ai travaillé comme ${title}${at}.`, `J'ai occupé le poste ${de(title)}${at} ${when}.`], style, 'identity');
    } else if (job.employer !== null && when !== null) {
      sentence = job.current
        ? choose([`Je travaille${at} ${when}.`, `${cap(when)}, je travaille${at}.`, `Mon poste actuel${at} a commencé en ${job.startYear}.`], style, 'identity')
        : choose([`J'ai travaillé${at} ${when}.`, `${cap(when)}, j'ai travaillé${at}.`, `Mon dernier poste était${at}, ${when}.`], style, 'identity');
    }
    if (sentence === null) return null;
    const { experience } = facts;
    return experience === null ? sentence : `${sentence.slice(0, -1)}, et j'ai ${years(experience.years)} d'expérience${fieldToSay(experience, sentence)}.`;
  },

  withExperience(facts, opening) {
    const { experience } = facts;
    if (experience === null) return null;
    const clause = `j'ai ${years(experience.years)} d'expérience${fieldToSay(experience, opening)}`;
    return `${opening.slice(0, -1)}${opening.includes(', et ') ? ' ;' : ', et'} ${clause}.`;
  },

  local(place, sentence) {
    // Joined to the candidate's own sentence: alone, 'Le poste de product owner est à Bordeaux, où j'habite.' recited the
    // posting back (the panel, four letters), and without the title two candidates of one town would share it.
    if (sentence.includes(';')) return null;
    return `${sentence.slice(0, -1)} ; j'habite ${atTown(place)}, où se trouve le poste.`;
  },

  move(move, style) {
    const when = move.year === null ? null : `${move.month === null ? '' : `${monthName(move.month, 'french')} `}${move.year}`;
    const town = atTown(move.town);
    if (move.done) return when === null ? choose([`J'habite désormais ${town}.`, `Je vis désormais ${town}.`], style, 'move') : choose([`J'habite ${town} depuis ${when}.`, `Je vis ${town} depuis ${when}.`, `Depuis ${when}, j'habite ${town}.`], style, 'move');
    return when === null ? choose([`Je prépare mon installation ${town}.`, `Je prépare mon arrivée ${town}.`], style, 'move') : choose([`Je m'installe ${town} en ${when}.`, `Mon installation ${town} est prévue en ${when}.`, `En ${when}, je m'installe ${town}.`], style, 'move');
  },

  titled(fact, sentence) {
    if (ownSentence(fact.text) !== null) return sentence;
    const { job } = fact;
    if (job.title === null || job.volunteer || !looksLikeJobTitle(job.title) || !/^(?:Je\s|J['’]|Mes\s|Mon\s|Ma\s)/u.test(sentence)) return null;
    const rest = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    return job.current ? `Dans mon poste actuel ${de(titleInSentence(job.title))}, ${rest}` : `Lorsque j'étais ${titleInSentence(job.title)}, ${rest}`;
  },

  careerChange(facts) {
    return facts.position === null ? null : `Je souhaite aujourd'hui changer de métier, et c'est pourquoi je postule au poste ${de(titleInSentence(facts.position))}.`;
  },

  evidence(fact, first, turn, style) {
    const own = ownSentence(fact.text);
    // Rule ''y' is the workplace': 'J'y fais des gardes de nuit et de week-end.' (an ambulance attendant's prose CV), 'J'y
    // gère l'accueil téléphonique…' (an administrative assistant's, told 'Chez Sepur, j'y gère…'): the sentence pointed to
    // the place its CV named just before; the letter names it instead, or does not tell the sentence.
    const there = own === null ? null : /^J['’]y (\p{L}+)((?:\P{L}.*)?)$/u.exec(own);
    if (there !== null) return fact.job.employer === null ? null : `${cap(workplaceOf(fact.job.employer))}, ${je(there[1] ?? '')}${there[2] ?? ''}`;
    // The candidate's own sentence, first of its job, says where: 'Au Centre social des Pins, j'ai animé…'.
    if (own !== null) {
      const opensOnMe = /^(?:Je\s|J['’])/u.test(own);
      return first && opensOnMe && !STATIVE.test(own) && fact.job.employer !== null && !own.includes(fact.job.employer) ? `${cap(workplaceOf(fact.job.employer))}, ${own.charAt(0).toLowerCase()}${own.slice(1)}` : own;
    }
    const clause = countedWorkClause(fact.text, 'french', fact.job.current, true) ?? nominalClause(fact.text, fact.job.current) ?? dutyListClause(fact.text, fact.job.current) ?? frenchClause(fact.text, fact.job.current) ?? quotedDuties(fact.text, fact.job.current) ?? dutiesThenCount(fact.text, 'french', fact.job.current, (duties) => dutyListClause(duties, fact.job.current));
    if (clause === null) {
      // A result no clause can tell is quoted whole after a colon, with the job it was won in.
      // After a sentence that names the job, the paragraph says where.
      const result = quotableResult(fact.text);
      if (result === null || fact.job.employer === null) return null;
      if (!first) return `${['En chiffres', 'Quelques chiffres', 'En quelques chiffres'][style.variant] ?? 'En chiffres'} : ${result}.`;
      const at = workplaceOf(fact.job.employer);
      // 'En chiffres', not 'mon bilan': a line of figures may measure the job ('déplacements 30 à 40 % du temps') rather than a result.
      return [`${cap(at)}, en chiffres : ${result}.`, `En chiffres, ${at} : ${result}.`][style.variant % 2] ?? null;
    }
    // A short duty ('le filmage des palettes') said alone could be any candidate's sentence: it names its job.
    // Two jobs at one employer: after the sentence that names this one, its title again on every fact reads as a form.
    if (!first && (clause.split(' ').length >= MIN_WORDS_ALONE || (fact.job.sharedEmployer && fact.job.title !== null))) {
      // A job's later facts take an adverb, each version its own; never a link that could point back to nothing.
      const adverbs = [['aussi', 'également'], ['notamment', 'en outre'], ['également', 'aussi']][style.variant] ?? ['aussi', 'aussi'];
      return `${cap(withAdverb(clause, adverbs[turn % 2] ?? 'aussi'))}.`;
    }
    if (fact.job.employer === null) return `${cap(clause)}.`;
    const at = workplaceOf(fact.job.employer);
    const title = fact.job.title === null ? null : titleInSentence(fact.job.title);
    // 'En tant que…' speaks of the subject: only before 'je' ('En tant que vendeuse, mes missions…' dangles).
    const asTitle = title === null || !/^j/u.test(clause) ? `Dans mon poste ${at}, ${clause}.` : `En tant ${que(title)} ${at}, ${clause}.`;
    // Two jobs at one employer: each is named by its title, or their facts would read as one job's.
    if (fact.job.sharedEmployer && title !== null) return fact.job.current ? `Dans mon poste actuel ${de(title)} ${at}, ${clause}.` : `Lorsque j'étais ${title} ${at}, ${clause}.`;
    return [
      `${cap(at)}, ${clause}.`,
      asTitle,
      // Volunteering is no post: 'Dans mon poste actuel' would say it was one.
      fact.job.volunteer ? `Dans mon engagement bénévole ${at}, ${clause}.` : fact.job.current ? `Dans mon poste actuel ${at}, ${clause}.` : `Lorsque je travaillais ${at}, ${clause}.`,
      // A short fact naming its job again takes the next frame, so two of them do not open alike.
    ][(style.variant + (first ? 0 : turn)) % 3] ?? `${cap(at)}, ${clause}.`;
  },

  // Tools only (letter-facts.ts): 'c'est ce que j'ai fait chez…' and 'je pratique Power BI' said a tool was work done (the
  // panel, a management controller's letter and a ward clerk's English one); a tool is used, or worked with.
  concepts(job, labels, style) {
    const when = period(job.startYear, job.endYear, job.current);
    if (job.employer === null || when === null || labels.length === 0) return null;
    const sayable = labels.flatMap((label) => (/^\p{Lu}/u.test(label) ? [label] : (withSureArticle(label) ?? [])));
    if (sayable.length === 0) return null;
    const items = list(sayable);
    const plural = sayable.length > 1 || pluralItems(labels);
    const at = workplaceOf(job.employer);
    const options = job.current
      ? [
          `${cap(items)}, que vous demandez, ${plural ? 'font' : 'fait'} partie de mon travail ${at} ${when}.`,
          `Vous demandez ${items} : j'utilise ${plural ? 'ces outils' : 'cet outil'} ${at} ${when}.`,
          `${cap(at)}, ${when}, je travaille avec ${items}, comme le demande votre annonce.`,
        ]
      : [
          `${cap(items)}, que vous demandez, ${plural ? 'faisaient' : 'faisait'} partie de mon travail ${at} ${when}.`,
          `Vous demandez ${items} : j'ai utilisé ${plural ? 'ces outils' : 'cet outil'} ${at} ${when}.`,
          `${cap(at)}, ${when}, j'ai travaillé avec ${items}, comme le demande votre annonce.`,
        ];
    return choose(options, style, 'concepts');
  },

  quote(sentence) {
    // Quoted as written: a link before it ('Par ailleurs, j'y…') pointed back to nothing (the panel).
    return sentence;
  },

  practised(job, tools, skills, turn, style) {
    const when = period(job.startYear, job.endYear, job.current);
    const sayable = tools.flatMap((label) => (/^\p{Lu}/u.test(label) ? [label] : (withSureArticle(label) ?? [])));
    const covered = skills.flatMap((label) => dutiesWithArticle(label) ?? []);
    if (job.employer === null || when === null || (sayable.length === 0 && covered.length === 0)) return null;
    const at = workplaceOf(job.employer);
    if (covered.length > 0) {
      const verb = job.current ? 'comprend' : 'comprenait';
      const using = sayable.length === 0 ? '' : `, et ${job.current ? "j'utilise" : "j'utilisais"} ${list(sayable)}`;
      return choose(byTurn([
        `${cap(at)}, ${when}, mon travail ${verb} ${list(covered)}${using}.`,
        `${cap(when)}, ${at}, mon travail ${verb} ${list(covered)}${using}.`,
        `Mon travail ${at}, ${when}, ${verb} ${list(covered)}${using}.`,
      ], turn), style, 'practised');
    }
    return choose(byTurn([
      `${cap(at)}, ${when}, ${job.current ? "j'utilise" : "j'ai utilisé"} ${list(sayable)}.`,
      `${cap(when)}, ${at}, ${job.current ? 'je travaille' : "j'ai travaillé"} avec ${list(sayable)}.`,
      `${job.current ? "J'utilise" : "J'ai utilisé"} ${list(sayable)} ${at}, ${when}.`,
    ], turn), style, 'practised');
  },

  placement(line, style) {
    if (!/^stage\s+(?!:)/iu.test(line)) return null;
    const during = ['Pendant ma formation', 'Au cours de ma formation', 'Durant ma formation'][style.variant];
    return `${during}, j'ai effectué un ${trimEdges(lowerFirst(line), '', '.;,')}.`;
  },

  earlier(jobs, style) {
    const told = jobs.flatMap((job) => {
      const when = period(job.startYear, job.endYear, false);
      return job.title === null || when === null ? [] : [`comme ${titleInSentence(job.title)}${where(job)} ${when}`];
    });
    if (told.length === 0) return null;
    return choose([`Plus tôt dans mon parcours, j'ai travaillé ${list(told)}.`, `J'ai également travaillé ${list(told)}.`, `J'ai aussi travaillé ${list(told)}.`], style, 'earlier');
  },

  qualifications(facts, style) {
    const sentences: string[] = [];
    // The post's name makes a sentence this letter's alone.
    const post = facts.position === null ? 'ce poste' : `ce poste ${de(titleInSentence(facts.position))}`;
    // The posting's must-haves the CV holds first, as the posting asks for them.
    // A credential whose gender the lexicon does not know is left out of the list, not given a guessed article.
    const required = facts.required.flatMap((credential) => ofCredential(credential) ?? []);
    const asked = required.length > 0;
    // Never 'Pour ce poste de X, je suis titulaire…', which reads as a diploma obtained for the post (rounds 25 to 27's panels).
    if (asked) sentences.push(choose([`Comme le demande votre annonce pour ${post}, je suis titulaire ${list(required)}.`, `Je suis titulaire ${list(required)}, comme le demande votre annonce pour ${post}.`, `Votre annonce pour ${post} le demande : je suis titulaire ${list(required)}.`], style, 'qualifications'));
    const clauses: string[] = [];
    // 'j'ai travaillé avec': the tools may be an earlier job's.
    if (facts.tools.length > 0) clauses.push(`j'ai travaillé avec ${list(facts.tools)}`);
    const held = facts.credentials.filter((credential) => !facts.required.includes(credential)).flatMap((credential) => ofCredential(credential) ?? []);
    if (held.length > 0) clauses.push(`je suis titulaire ${list(held)}`);
    const schedule = facts.schedule.flatMap((term) => withSureArticle(term) ?? []);
    if (schedule.length > 0) clauses.push(`j'ai l'habitude ${list(schedule.map(de))}`);
    if (facts.languages.length > 0) clauses.push(`je parle ${list(facts.languages.map(spoken))}`);
    if (facts.rightToWork !== null) clauses.push(`j'ai le droit de travailler en France${facts.rightToWork.basis === null ? '' : ` (${facts.rightToWork.basis})`}`);
    if (clauses.length > 0) {
      const joined = clauses.length === 1 ? clauses[0] ?? '' : `${clauses.slice(0, -1).join(', ')}, et ${clauses.at(-1)}`;
      // After the must-haves, in the same sentence: alone, 'Je suis aussi titulaire du permis B.' could be any candidate's.
      if (asked) sentences.push(`${(sentences.pop() ?? '').slice(0, -1)} ; ${joined.replace(/^(j'ai|je suis|je parle)/u, '$1 aussi')}.`);
      // What the posting asks besides the experience; the post's name keeps the sentence this letter's alone. The third
      // version tells it before the experience (planLetter's qualificationsFirst), where 'les autres points' would point back
      // at nothing (round 28's panel).
      else sentences.push(style.variant === 2 ? `Votre annonce pour ${post} demande plus que de l'expérience : ${joined}.` : choose([`Sur les autres points de votre annonce pour ${post}, ${joined}.`, `Quant au reste de votre annonce pour ${post}, ${joined}.`], style, 'qualifications'));
    }
    const preparing = facts.preparing === null ? null : myCredential(facts.preparing);
    if (preparing !== null) {
      // Joined to the sentence before it: 'Je prépare aussi mon permis B.' alone could be any candidate's.
      const before = sentences.pop();
      // A sentence that already closes on ', et …' takes it after a semicolon: never two 'et' in a row.
      const joined = before === undefined ? null : before.includes(', et ') ? `${before.slice(0, -1)} ; je prépare aussi ${preparing}.` : `${before.slice(0, -1)}, et je prépare ${preparing}.`;
      sentences.push(joined ?? `En vue de ${post}, je prépare ${preparing}.`);
    }
    if (facts.degree !== null) {
      const degree = myCredential(facts.degree.text);
      const year = facts.degree.year === null ? '' : ` en ${facts.degree.year}`;
      const held = ofACredential(facts.degree.text, facts.degree.year);
      if (degree !== null && held !== null) sentences.push(choose([`J'ai obtenu ${degree}${year}.`, `Je suis titulaire ${held}.`, `Côté formation, j'ai obtenu ${degree}${year}.`], style, 'degree'));
    }
    return sentences;
  },

  closing(facts, style) {
    const { phone, email } = facts;
    const when = facts.availability?.replace(/^de suite$/iu, 'tout de suite') ?? null;
    const start = when === null ? [] : [[`Je suis disponible ${when} pour ${thisPost(facts)}.`, `Je peux prendre ${thisPost(facts)} ${when}.`, `Pour ${thisPost(facts)}, je serai disponible ${when}.`][style.variant] ?? ''];
    const free = facts.freeAt === null ? [] : [[`Pour ${thisPost(facts)}, je peux travailler ${facts.freeAt}.`, `Je suis disponible ${facts.freeAt} pour ${thisPost(facts)}.`, `Je peux travailler ${facts.freeAt} pour ${thisPost(facts)}.`][style.variant] ?? ''];
    if (phone === null && email === null) {
      return [...start, ...free, choose([
        `Je vous remercie de votre attention et me tiens à votre disposition pour parler ${de(thePost(facts))} lors d'un entretien.`,
        `Un entretien nous permettrait de parler ${de(thePost(facts))} ; je vous remercie de votre attention.`,
        `Je vous remercie de votre lecture et serais disponible pour un entretien au sujet ${de(thePost(facts))}.`,
      ], style, 'closing')];
    }
    const reach = phone !== null ? `au ${phone}` : `à l'adresse ${email}`;
    const options: Record<Style['tone'], string[]> = {
      formal: [
        `Je vous remercie de votre attention et reste joignable ${reach} pour convenir d'un entretien.`,
        `Je me tiens à votre disposition pour un entretien : vous pouvez me joindre ${reach}.`,
        `Dans l'attente de votre réponse, je reste joignable ${reach}.`,
      ],
      friendly: [
        `Je peux venir vous rencontrer quand vous le souhaitez : vous pouvez me joindre ${reach}.`,
        `Merci pour votre lecture ; vous pouvez me contacter ${reach} pour que nous en parlions.`,
        `J'aimerais beaucoup en parler avec vous ; je suis joignable ${reach}.`,
      ],
      impactful: [
        `Parlons-en lors d'un entretien : je suis joignable ${reach}.`,
        `Je vous propose un entretien pour en discuter ; vous pouvez me joindre ${reach}.`,
        `Je reste joignable ${reach} pour fixer un entretien.`,
      ],
    };
    return [...start, ...free, choose(options[style.tone], style, 'closing')];
  },
};
