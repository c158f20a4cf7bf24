import { bare, lowerFirst } from '../phrase-kit.ts';
import { je, list } from './grammar.ts';
import { continuesBareOf, coordinatedAdjectives, withSureArticle } from './nouns.ts';
import { shorthand } from './duty-list.ts';
import { isAmountItem } from '../counted-work.ts';

// Past participles that do not end in -é, as CV bullets start with them ('Mis en place…').
const IRREGULAR_PARTICIPLES = new Set([
  'mis', 'conçu', 'réduit', 'construit', 'fait', 'pris', 'ouvert', 'produit', 'traduit', 'obtenu', 'tenu', 'écrit', 'repris',
  'atteint', 'permis', 'acquis', 'conduit', 'introduit', 'reconstruit', 'refait', 'élu', 'vendu', 'rendu', 'défini', 'établi',
  'réussi', 'accompli', 'fourni', 'choisi', 'garanti', 'maintenu', 'soutenu', 'promu', 'accueilli', 'servi', 'suivi',
]);
// Present-tense bullets ('Gère une équipe de 5') and their participle for a past job.
const PRESENT_TO_PARTICIPLE: Readonly<Record<string, string>> = {
  gère: 'géré', assure: 'assuré', accueille: 'accueilli', encadre: 'encadré', pilote: 'piloté', coordonne: 'coordonné',
  anime: 'animé', organise: 'organisé', prépare: 'préparé', conseille: 'conseillé', supervise: 'supervisé', réalise: 'réalisé',
  développe: 'développé', participe: 'participé', contribue: 'contribué', optimise: 'optimisé', rédige: 'rédigé',
  accompagne: 'accompagné', traite: 'traité', conçois: 'conçu', conçoit: 'conçu', vend: 'vendu', suit: 'suivi', met: 'mis',
  dirige: 'dirigé', manage: 'managé', forme: 'formé', recrute: 'recruté', négocie: 'négocié', prospecte: 'prospecté',
};
// Nouns ending like participles.
const NOT_PARTICIPLE = new Set(['année', 'journée', 'entrée', 'sortie', 'tournée', 'randonnée', 'dictée', 'pensée', 'fumée', 'vallée', 'allée', 'épopée', 'durée', 'idée', 'arrivée', 'soirée', 'tournée', 'lycée', 'musée', 'clé', 'café', 'comité', 'marché', 'degré', 'procédé', 'résumé', 'congé', 'été', 'employé', 'délégué', 'préposé', 'chargé', 'chargée']);
// Rule 'a participle describing the candidate is no duty': 'Habituée aux horaires du week-end' (a cheese-shop seller's CV),
// 'Passionnée par les réseaux sociaux et la vidéo courte' (a community manager intern's), 'Diplômée en juin 2026 du BUT…' (a
// dietitian's): 'être' takes them, with an agreement the line does not give; never 'j'ai habitué'.
const ADJECTIVE_PARTICIPLES = new Set(['habitué', 'passionné', 'diplômé', 'spécialisé', 'certifié', 'qualifié', 'sensibilisé', 'initié', 'habilité', 'motivé', 'titularisé']);
// Rule 'a promotion is passive': 'Promu senior en 2010' (an auditor's CV, told 'j'ai promu senior'), 'Nommée responsable
// de secteur en 2021', 'Élu délégué du personnel': these participles say what was done to the candidate, with 'être', and the
// CV's own agreement kept ('j'ai été promu senior en 2010').
const PASSIVE_PARTICIPLES = /^(?:promue?|nommée?|élue?)$/u;
const ROLE_WITHIN_JOB = /^(?:chargée?|responsable|référente?|tuteur|tutrice|formateur|formatrice|correspondante?|coordinateur|coordinatrice|déléguée?)$/u;
// Infinitives that open duty bullets ('Gérer les plannings'); nouns ending like verbs are not here.
const NOT_INFINITIVE = new Set(['dossier', 'fichier', 'atelier', 'chantier', 'métier', 'quartier', 'premier', 'dernier', 'panier', 'courrier', 'calendrier', 'cahier', 'loisir', 'avenir', 'plaisir', 'désir', 'souvenir', 'savoir', 'pouvoir', 'devoir', 'espoir', 'manager', 'leader', 'reporting', 'planning', 'cluster', 'poster', 'master']);
const RE_INFINITIVES = /^(?:prendre|produire|conduire|construire|traduire|réduire|mettre|promouvoir|entreprendre|apprendre|comprendre|répondre|vendre|rendre|suivre|décrire|écrire|inscrire|résoudre|accueillir|fournir|garantir|établir|définir|servir|recueillir|maintenir|soutenir|obtenir|réunir|bâtir|réussir|choisir|intervenir|tenir)$/;
// Words that open a list item that is no noun of its own: a preposition ('en équipe 2x8').
const NOT_A_DUTY_ITEM = /^(?:en|à|au|aux|de|du|des|d['’].*|sur|pour|avec|dans|par|sous|chez|travail)$/u;

/**
 * Turns a French CV bullet into a first-person clause the grammar is sure of, without changing its
 * facts: 'Mis en place le tri des déchets' → 'j'ai mis en place le tri des déchets'; 'Gère une équipe
 * de 5' → 'je gère une équipe de 5'; 'Gérer les plannings' → 'ma mission consiste à gérer les
 * plannings'; 'Caisse, retours, inventaires' → 'mon travail comprend la caisse, les retours et les
 * inventaires'. Null when any part is a guess: a noun given a support verb ('j'ai pris en charge
 * l'obtention…'), an article of unsure gender, a line quoted after a colon, a list the clause did not
 * give articles to, a line too long to quote or that speaks of someone else.
 */
export function frenchClause(bullet: string, current: boolean): string | null {
  const clause = clauseOf(bullet, current);
  if (clause === null || clause.includes(' · ') || clause.includes(' : ')) return null;
  // A comma outside brackets after a single duty means a list the clause did not give articles to.
  if (!/^mon travail/.test(clause) && /,/.test(clause.replace(/\([^()]*\)/g, ''))) return null;
  return joinedDuties(clause);
}

function clauseOf(bullet: string, current: boolean): string | null {
  // One sentence only: a prose CV's line may hold several.
  const text = bare(bullet.split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? bullet).replace(/(?<!\s)\s+:\s+/g, ', ').replace(/\s+/g, ' ');
  if (text.split(' ').length > 36 || /^(?:il|elle|ils|elles|nous|on)\s/i.test(text)) return null;
  if (/^(?:j['’]|je\s)/i.test(text)) return `j${text.slice(1)}`;
  const [head = '', ...rest] = text.split(' ');
  const first = head.toLocaleLowerCase('fr');
  const tail = rest.join(' ');
  // '2015 → 2022, femme de chambre…' is a period and a past job; a figure first is a result nominal-clause.ts tells.
  if (/^[+\-–]?\d/.test(first)) return null;
  // A role held within the job ('Référente allaitement de l'équipe de nuit depuis 2022', a midwife's CV; 'Tuteur des
  // apprentis', 'Responsable du rayon frais'): 'être' takes it, in the present while the CV says it goes on.
  if (ROLE_WITHIN_JOB.test(first)) {
    const since = /\bdepuis (?:19|20)\d{2}$/u.test(tail);
    if (since) return current ? `je suis ${first} ${tail}` : null;
    return `j'ai été ${first} ${tail}`;
  }
  if (PASSIVE_PARTICIPLES.test(first)) return `j'ai été ${first} ${tail}`;
  const participle = PRESENT_TO_PARTICIPLE[first];
  if (participle !== undefined) return current ? `${je(first)} ${tail}` : `j'ai ${participle} ${tail}`;
  if (IRREGULAR_PARTICIPLES.has(first) && first !== 'suivi') return `j'ai ${first} ${tail}`;
  if (first === 'participation' && /^(?:à|au|aux)\s/.test(tail)) return `j'ai participé ${tail}`;
  if (ADJECTIVE_PARTICIPLES.has(first.replace(/é(?:e|s|es)$/, 'é'))) return null;
  if (/é(?:e|s|es)?$/.test(first) && !/(?:ité|eté|auté)$/.test(first.replace(/(?:e|s|es)$/, '')) && !NOT_PARTICIPLE.has(first.replace(/s$/, '')) && first.length > 3) {
    return `j'ai ${first.replace(/é(?:e|s|es)$/, 'é')} ${tail}`;
  }
  if ((/(?:er|ir)$/.test(first) && !NOT_INFINITIVE.has(first)) || RE_INFINITIVES.test(first)) {
    return `ma mission ${current ? 'consiste' : 'consistait'} à ${lowerFirst(text)}`;
  }
  const phrase = lowerFirst(text);
  // A list of duties ('caisse, retours, inventaires'): each with its article.
  const items = phrase.split(/(?<!\s)\s*,\s*|(?<!\s)\s+et\s+/).filter((item) => item.length > 0);
  // A bracket holding its own list is no item of it: 'hygiène, traçabilité (plan HACCP, relevés de température)' (an
  // apprentice chocolatier's CV) was cut inside its bracket, told 'la traçabilité (plan HACCP et les relevés de température)'.
  if ((phrase.match(/\([^()]*\)/gu) ?? []).some((bracket) => /,|\set\s/u.test(bracket))) return null;
  if (items.length >= 2 && items.every((item) => item.split(' ').length <= 4)) {
    // 'pannes électriques, pneumatiques et mécaniques, en équipe 2x8': adjectives and a setting are
    // no duties of their own, and an article would make them nouns.
    const adjectiveOf = (item: string, at: number): boolean => {
      const before = items[at - 1]?.split(' ').pop() ?? '';
      return !item.includes(' ') && at > 0 && before.length > 4 && coordinatedAdjectives(before, item);
    };
    // A label before the CV's colon is no duty of the list: 'le logiciel et l'Optimum' (an optician's 'Logiciel : Optimum'),
    // 'la viennoiserie, le tourage au laminoir, les croissants…' (a baker's 'Viennoiserie : …'); quotedDuties reads such a
    // line, its label in brackets. Nor is an amount ('l'environ 15 ventes par semaine').
    if (/\s:\s/u.test(bullet)) return null;
    const duties = !continuesBareOf(items) && items.every((item, at) => !NOT_A_DUTY_ITEM.test(item.split(' ')[0] ?? '') && !adjectiveOf(item, at) && !isAmountItem(item, 'french'));
    const told = items.map((item) => (shorthand(item) ? null : withSureArticle(item)));
    if (!duties || told.some((item) => item === null)) return null;
    return `mon travail ${current ? 'comprend' : 'comprenait'} ${list(told as string[])}`;
  }
  if (first === 'taux') return `j'ai atteint un ${phrase}`;
  return null;
}

// 'le suivi des immobilisations et calcul des amortissements': the second duty takes its own article
// ('et le calcul…'); an adjective after 'et' ('électriques et mécaniques') is left as it is.
function joinedDuties(clause: string): string | null {
  const match = /^(.*?\b(?:le|la|les|l')\s?\S.*?) et (\p{Ll}[\p{L}-]+)( (?:de|des|du|d')\b.*)$/u.exec(clause);
  if (match === null) return clause;
  const [, before = '', word = '', after = ''] = match;
  if (/^(?:le|la|les|l|un|une|des|du|de|d|à|au|aux|en|sur|avec|pour|par|dans|son|sa|ses|leur|leurs|mon|ma|mes)$/u.test(word)) return clause;
  const previous = before.split(/\s+/).at(-1) ?? '';
  if (coordinatedAdjectives(previous, word)) return clause;
  if (!/^(?:j'ai|je |mon travail|ma mission)/.test(clause)) return clause;
  const second = withSureArticle(word + after);
  return second === null ? null : `${before} et ${second}`;
}
