import { foldText } from '../text/fold.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';

// First words of a description line rather than of a job title: 'Gestion d'une équipe de 5
// vendeurs' names a seller but is not a job; 'Managed a team of 4 nurses' neither.
const ACTIONS = new Set([
  'gestion', 'suivi', 'mise', 'creation', 'encadrement', 'accueil', 'participation', 'realisation', 'preparation',
  'organisation', 'coordination', 'redaction', 'analyse', 'conception', 'developpement', 'pilotage', 'animation',
  'management', 'vente', 'encaissement', 'service', 'controle', 'maintenance', 'relation', 'soins', 'prise',
  'administration', 'elaboration', 'planification', 'supervision', 'recrutement', 'tenue', 'traitement', 'saisie',
  'reception', 'livraison', 'chargement', 'dechargement', 'nettoyage', 'entretien', 'installation', 'montage', 'pose',
  'utilisation', 'reporting', 'optimisation', 'amelioration', 'reduction', 'augmentation', 'hausse', 'baisse',
  'lancement', 'deploiement', 'refonte', 'migration', 'automatisation', 'accompagnement', 'conseil', 'formation',
  'assistance', 'evaluation', 'negociation', 'prospection', 'facturation', 'paie', 'declaration', 'rapprochement',
  'cloture', 'construction', 'renovation', 'respect', 'application', 'surveillance', 'transmission', 'distribution',
  'approvisionnement', 'inventaire', 'etiquetage', 'rangement', 'merchandising', 'conduite', 'manutention', 'tri',
  'collecte', 'enseignement', 'correction', 'remplacement', 'referencement', 'definition', 'redaction', 'audit',
  'veille', 'production', 'fabrication', 'conditionnement', 'expedition', 'commande', 'commandes', 'etude', 'etudes',
  'managed', 'led', 'built', 'developed', 'designed', 'created', 'delivered', 'implemented', 'improved', 'increased',
  'reduced', 'launched', 'handled', 'trained', 'supported', 'coordinated', 'organised', 'organized', 'prepared',
  'served', 'maintained', 'conducted', 'analysed', 'analyzed', 'responsible', 'working', 'providing', 'ensuring',
  'supporting', 'managing', 'leading', 'building', 'developing', 'achieved', 'worked', 'helped', 'assisted', 'ran',
  'grew', 'cut', 'set', 'wrote', 'taught', 'planned', 'monitored', 'processed', 'supervised', 'mentored', 'drove',
  'owned', 'j', 'je', 'i', 'my', 'mon', 'ma', 'mes', 'nous', 'we', 'our', 'participe', 'contribue', 'cree', 'gere',
]);

function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

// Unpaid roles are experience in a CV ('Volunteer – Moorland Wildlife Park', 'volunteer reading helper',
// 'Bénévole'); not in a posting's reader, where 'Dear Volunteers' greets, so they are not in job-titles.ts.
const UNPAID_ROLE = /^(?:volunteer|benevole|helper)s?$/;

/** True when a phrase holds a job word, or names an unpaid role. */
export function looksLikeRole(phrase: string): boolean {
  return looksLikeJobTitle(phrase) || words(phrase).some((word) => UNPAID_ROLE.test(word));
}

/** True when a line opens with a task rather than a role ('Gestion des stocks', 'Led a team…'). */
export function startsWithAction(text: string): boolean {
  const [first = '', ...rest] = words(text);
  if (ACTIONS.has(first)) return true;
  // 'Improved the…' is a task; 'Registered Nurse', 'Qualified Teacher' are roles.
  return first.length > 5 && first.endsWith('ed') && !looksLikeJobTitle(first) && !looksLikeJobTitle(rest.slice(0, 2).join(' '));
}

/**
 * True when a phrase reads as a job title: a role word among its first three words ('Infirmière',
 * 'Senior Data Analyst', 'Chef de rayon', 'Aide-soignante'), at most eight words, and not a task.
 */
export function isTitleLike(phrase: string): boolean {
  const all = words(phrase);
  if (all.length === 0 || all.length > 8 || startsWithAction(phrase)) return false;
  return looksLikeRole(all.slice(0, 3).join(' ')) || KIND_OF_JOB.test(all.join(' '));
}

// 'Saturday job at Morrisons', 'summer job chez Leclerc', 'job étudiant': a job named by when it was held.
const KIND_OF_JOB = /^(?:(?:saturday|sunday|weekend|summer|holiday|evening|student|part time|casual|seasonal) job|jobs? (?:d ete|etudiant))$/;
