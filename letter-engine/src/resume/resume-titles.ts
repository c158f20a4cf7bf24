import { foldText } from '../text/fold.ts';
import { gradedTitle, looksLikeJobTitle } from '../text/job-titles.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

// First words of a description line rather than of a job title: 'Gestion d'une équipe de 5
// vendeurs' names a seller but is not a job; 'Managed a team of 4 nurses' neither.
const ACTIONS = lexiconWordSet({ list: 'description-openers' });

function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

// Unpaid roles are experience in a CV ('Volunteer – Moorland Wildlife Park', 'volunteer reading helper', 'Bénévole').
const UNPAID_ROLES = lexiconWordSet({ list: 'unpaid-roles' });

/** True when a phrase names an unpaid role ('Bénévole en soutien scolaire', 'Volunteer'). */
export function namesUnpaidRole(phrase: string): boolean {
  return words(phrase).some((word) => UNPAID_ROLES.has(word));
}

const RESUME_ROLE_WORDS = lexiconWordSet({ list: 'resume-role-words' });

/** True when a phrase holds a job word, or names an unpaid role. */
export function looksLikeRole(phrase: string): boolean {
  return looksLikeJobTitle(phrase) || namesUnpaidRole(phrase) || words(phrase).some((word) => RESUME_ROLE_WORDS.has(word));
}

// Rule 'a field before the role': in a title whose words are capitalised, a task word before a job word names the role's
// field, not a task: 'Management Accountant' (an accountant's LinkedIn profile), 'Maintenance Technician' (a technician's
// CV); so do up to two capitalised words between them: 'Service Charge Accountant' (a LinkedIn profile), 'Service Desk
// Analyst' (an IT analyst's CV). 'Gestion comptable' and 'Management of a team' stay tasks.
const FIELD_THEN_ROLE = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2} (\p{Lu}\p{Ll}+)(?:$|[ ,(|·–—-])/u;

function namesFieldThenRole(text: string): boolean {
  const role = FIELD_THEN_ROLE.exec(text.trim())?.[1];
  return role !== undefined && looksLikeJobTitle(role);
}

/** True when a line opens with a task rather than a role ('Gestion des stocks', 'Led a team…'). */
export function startsWithAction(text: string): boolean {
  const [first = '', ...rest] = words(text);
  if (ACTIONS.has(first)) return !namesFieldThenRole(text);
  // 'Improved the…' is a task; 'Registered Nurse', 'Qualified Teacher' are roles.
  return first.length > 5 && first.endsWith('ed') && !looksLikeJobTitle(first) && !looksLikeJobTitle(rest.slice(0, 2).join(' '));
}

/**
 * True when a phrase reads as a job title: a role word among its first three words ('Infirmière',
 * 'Senior Data Analyst', 'Chef de rayon', 'Aide-soignante') or a capitalised title ending on one, at most eight
 * words, and not a task.
 */
export function isTitleLike(phrase: string): boolean {
  const all = words(phrase);
  if (all.length === 0 || all.length > 8 || startsWithAction(phrase) || namesAWorkplace(phrase)) return false;
  // A title the lexicon knows whole once its grade is set aside ('ASV échelon 5') is one too.
  return looksLikeRole(all.slice(0, 3).join(' ')) || KIND_OF_JOB.test(all.join(' ')) || gradedTitle(phrase) || titleCased(phrase);
}

// Rule 'a workplace and its trade': 'Clinique vétérinaire de l'Élorn' (a veterinary assistant's CV), 'Cabinet comptable
// Durand' (an accountant's): a kind of establishment and its trade in lower case name where the work was, not a role
// ('vétérinaire', 'comptable' are job words alone). 'Centre Manager' keeps its capital and stays a role.
const WORKPLACE_KINDS = lexiconWordSet({ list: 'company-generic-nouns' });

function namesAWorkplace(phrase: string): boolean {
  const [kind = '', trade = ''] = phrase.trim().split(/\s+/u);
  return WORKPLACE_KINDS.has(foldText(kind)) && /^\p{Ll}/u.test(trade);
}

// Rule 'a title in capitals ends on its role': 'IT Service Desk Analyst' (an IT analyst's CV), 'Senior Paid Social
// Specialist' (a marketer's), 'Store Detective / CCTV Operator' (a CCTV operator's): every word capitalised, up to five,
// the last a job word, however far from the first.
const TITLE_CASED = /^(?:[\p{Lu}\d][\p{L}\d'’&+.-]*\s(?:\/\s)?){1,4}(\p{Lu}\p{Ll}+)$/u;

function titleCased(phrase: string): boolean {
  const role = TITLE_CASED.exec(phrase.trim())?.[1];
  return role !== undefined && looksLikeJobTitle(role);
}

// 'Saturday job at Morrisons', 'summer job chez Leclerc', 'job étudiant': a job named by when it was held.
const KIND_OF_JOB = /^(?:(?:saturday|sunday|weekend|summer|holiday|evening|student|part time|casual|seasonal) job|jobs? (?:d ete|etudiant))$/;
