import { splitOutsideBrackets } from '../text/comma-items.ts';
import { indexText } from '../ats/text-index.ts';
import { foldText } from '../text/fold.ts';
import { namesCredential } from './resume-credentials.ts';
import { readLanguages } from './resume-languages.ts';
import type { Language } from '../rules/limits.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { ownWording } from '../text/own-wording.ts';
import { tidy, withoutBullet } from './resume-text.ts';
import { hasUpper, startsUpper } from '../text/letter-case.ts';

/** Skills and soft skills of a CV, as read by readSkills. */
export type SkillReading = { skills: string[]; softSkills: string[] };

/** Where a CV states skills: its skills and soft-skills sections, list sentences of a prose CV, and everything else. */
export type SkillSources = {
  skillLines: readonly string[];
  softSkillLines: readonly string[];
  /** Comma-separated lists read from prose ('Relation client, gestion des stocks, Excel.'). */
  proseLists: readonly string[];
  /** Lists of tasks after a colon ('… (Dijon) : service en salle, terrasse, encaissement.'). */
  taskLists: readonly string[];
  /** Jobs, profile and prose, where only dictionary terms count. */
  text: string;
  /** Employers' names, never skills ('Sage', 'Oracle'). */
  employers: readonly string[];
  /** The CV's language: an English CV's skills take the dictionary's English labels. */
  language: Language | null;
};

const MAX_ITEM_WORDS = 6;
const MAX_EMPLOYERS = 30;
// LinkedIn's lines around a skill: endorsements and where the skill was used.
const NOISE = /\b(?:validations?|endorsements?|endorsed|validée?s? par|recommandée?s? par|afficher|show all|voir (?:les|tout)|expériences? chez|experiences? at|\d+ (?:expériences|experiences|compétences|skills))\b/i;

// Splits a list at commas, semicolons and bullets outside brackets: 'Excel (TCD, RECHERCHEV), SAP'.
// A middle dot between two letters is inclusive writing ('Conseiller·ère'), not a bullet.
function splitList(text: string): string[] {
  const separator = (line: string, at: number): boolean => {
    const char = line.charAt(at);
    return ',;•|'.includes(char) || (char === '·' && (line.charAt(at - 1) === ' ' || line.charAt(at + 1) === ' '));
  };
  return splitOutsideBrackets(text, separator).parts.flatMap((part) => part.split(/ - | \/ /));
}

function items(line: string): string[] {
  const text = withoutBullet(line);
  const colon = text.indexOf(' : ') === -1 ? text.indexOf(': ') : text.indexOf(' : ');
  const label = colon > 0 && text.slice(0, colon).split(' ').length <= 3 ? text.slice(0, colon) : null;
  // 'Certificat Voltaire : 780 points', 'Anglais : courant': the line is about a credential or a language.
  if ((label !== null && namesCredential(label)) || readLanguages(text, false).some((found) => text.toLowerCase().startsWith(found.language))) return [];
  return splitList(label === null ? text : text.slice(colon + 2))
    .map((item) => trimEdges(tidy(item), '', '.'))
    .filter((item) => item.length > 1 && item.split(' ').length <= MAX_ITEM_WORDS && !NOISE.test(item));
}

type Kinds = { soft: string[]; hard: string[]; labels: string[]; softCoverage: number };

function dictionaryKinds(text: string, language: Language | null): Kinds {
  const kinds: Kinds = { soft: [], hard: [], labels: [], softCoverage: 0 };
  for (const { entry, start, end } of indexText(text).matches) {
    const label = language === 'english' ? (entry.labelEn ?? entry.label) : entry.label;
    if (entry.kind === 'soft') {
      kinds.soft.push(label);
      kinds.softCoverage += end - start;
    } else if (entry.kind === 'tool' || entry.kind === 'skill') {
      kinds.hard.push(ownWording(text, { start, end }, label, language));
      kinds.labels.push(entry.label);
    }
  }
  return kinds;
}

// A single lower-case word in a prose list is a quality ('ponctuel', 'souriant'), not a skill,
// unless the list names tasks after a colon ('Serveur : service en salle, terrasse, encaissement').
function proseItemIsSkill(item: string, position: number, tasks: boolean): boolean {
  if (item.split(' ').length >= 2) return true;
  if (tasks) return !/(?:eux|euse|if|ive|ant|ante|el|elle|é|ée)$/i.test(item);
  return hasUpper(item.slice(1)) || (position > 0 && startsUpper(item));
}

// 'Reliable, never late, happy to work Saturdays', 'Ponctuel, toujours souriant, prêt à commencer': how the
// candidate is, item after item, when the list opens on a quality.
const HOW_ONE_IS = /^(?:never|always|happy to|ready to|willing to|keen to|able to|eager to|jamais|toujours|prête? à|disponible|motivée?)(?![\p{L}])/iu;

// 'Disponible le week-end, dès 6h', 'Available to start immediately': when the candidate can work.
const AVAILABLE = /^(?:disponibles?|available|free to work|can start)(?![\p{L}])/iu;

/** True when a line says when the candidate can work, with no skill named in it. */
export function isAvailabilityLine(line: string): boolean {
  return AVAILABLE.test(withoutBullet(line)) && dictionaryKinds(line, null).hard.length === 0;
}

/** True when a list line says what the candidate is like, never a task nor a skill ('Reliable, never late, happy to work Saturdays'). */
export function isQualityLine(line: string): boolean {
  const [first, ...rest] = items(line);
  if (first === undefined || rest.length === 0) return false;
  const opening = dictionaryKinds(first, null);
  const quality = opening.softCoverage >= first.length * 0.7 || !first.includes(' ');
  return opening.hard.length === 0 && quality && rest.some((item) => HOW_ONE_IS.test(item)) && dictionaryKinds(line, null).hard.length === 0;
}

/**
 * Reads the skills a CV claims: the items of its skills sections as written (a certificate, a
 * licence, a language or a soft skill listed there is not a skill), then the dictionary's tools
 * and skills named elsewhere. Soft skills are the dictionary's, by their label, and the items of a
 * soft-skills section as written. An employer's name is never a skill.
 */
export function readSkills(sources: SkillSources): SkillReading {
  const employers = new Set(sources.employers.map(foldText));
  const skills = new Map<string, string>();
  const soft = new Map<string, string>();
  const covered = new Set<string>();
  const add = (into: Map<string, string>, item: string): void => {
    const key = foldText(item);
    if (!employers.has(key) && !into.has(key)) into.set(key, item);
  };
  const listItem = (item: string, fromProse: boolean, position: number, tasks = false): void => {
    if (namesCredential(item) || readLanguages(item, true).length > 0) return;
    const kinds = dictionaryKinds(item, sources.language);
    kinds.labels.forEach((label) => covered.add(label));
    // 'Rigueur' is a quality; 'Pédagogie différenciée' a skill that names one.
    if (kinds.hard.length === 0 && kinds.softCoverage >= item.length * 0.7) kinds.soft.forEach((label) => add(soft, label));
    else if (!fromProse || kinds.hard.length > 0 || proseItemIsSkill(item, position, tasks)) add(skills, item);
  };
  for (const line of sources.skillLines) items(line).forEach((item, position) => listItem(item, false, position));
  for (const line of sources.proseLists) if (!isQualityLine(line)) items(line).forEach((item, position) => listItem(item, true, position, false));
  for (const line of sources.taskLists) items(line).forEach((item, position) => listItem(item, true, position, true));
  for (const line of sources.softSkillLines) {
    for (const item of items(line)) {
      const kinds = dictionaryKinds(item, sources.language);
      if (kinds.soft.length > 0) kinds.soft.forEach((label) => add(soft, label));
      else if (!namesCredential(item)) add(soft, item);
    }
  }
  // An employer's name ('DHL Supply Chain') says nothing of the candidate's skills. No CV lists
  // more employers than the cap, which bounds the work whatever is pasted.
  const text = [...new Set(sources.employers)].slice(0, MAX_EMPLOYERS).reduce((rest, employer) => rest.split(employer).join(' '), sources.text);
  const elsewhere = dictionaryKinds(text, sources.language);
  elsewhere.hard.forEach((label, index) => {
    if (!covered.has(elsewhere.labels[index] ?? '')) add(skills, label);
  });
  for (const label of elsewhere.soft) add(soft, label);
  return { skills: [...skills.values()], softSkills: [...soft.values()] };
}
