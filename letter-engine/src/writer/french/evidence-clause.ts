import { bare, lowerFirst } from '../phrase-kit.ts';
import { je, list } from './grammar.ts';
import { withArticle, withIndefinite, withSureArticle } from './nouns.ts';

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
// Infinitives that open duty bullets ('Gérer les plannings'); nouns ending like verbs are not here.
const NOT_INFINITIVE = new Set(['dossier', 'fichier', 'atelier', 'chantier', 'métier', 'quartier', 'premier', 'dernier', 'panier', 'courrier', 'calendrier', 'cahier', 'loisir', 'avenir', 'plaisir', 'désir', 'souvenir', 'savoir', 'pouvoir', 'devoir', 'espoir', 'manager', 'leader', 'reporting', 'planning', 'cluster', 'poster', 'master']);
const RE_INFINITIVES = /^(?:prendre|produire|conduire|construire|traduire|réduire|mettre|promouvoir|entreprendre|apprendre|comprendre|répondre|vendre|rendre|suivre|décrire|écrire|inscrire|résoudre|accueillir|fournir|garantir|établir|définir|servir|recueillir|maintenir|soutenir|obtenir|réunir|bâtir|réussir|choisir|intervenir|tenir)$/;
// Nouns that open a result ('Réduction de 35 %…', 'Hausse de 20 %…'): the candidate obtained it.
const RESULT_NOUNS = /^(?:réduction|baisse|diminution|hausse|augmentation|croissance|amélioration|gain|économies?|progression|doublement|division|multiplication|progrès)$/i;
// Nouns that open a piece of work the candidate led ('Refonte…', 'Mise en place…').
const WORK_NOUNS = /^(?:refonte|conception|création|développement|mise|lancement|migration|construction|déploiement|implémentation|intégration|rédaction|réalisation|élaboration|ouverture|automatisation|modernisation|digitalisation|structuration|définition|refonte|industrialisation|optimisation|production|installation)$/i;
// Nouns that open an ongoing duty ('Gestion…', 'Suivi…', 'Accueil…').
const DUTY_NOUNS = /^(?:gestion|suivi|encadrement|management|pilotage|animation|coordination|supervision|tenue|accueil|prise|administration|planification|préparation|formation|accompagnement|conseil|traitement|contrôle|entretien|maintenance|vente|négociation|prospection|recrutement|facturation|saisie|relance|réception|organisation|distribution|surveillance|relation|service|soins?|tutorat|veille|analyse|évaluation|comptabilité|paie)$/i;

// Words that open a statement about the candidate rather than a piece of work ('Zéro accident…').
const NOT_A_DUTY = /^(?:zéro|aucune?|pas|plus|moins|très|bonne?|excellente?|sens|goût|esprit|capacité|maîtrise|connaissance|les?|la|l|une?|des|du|de|d|mon|ma|mes|ce|cet|cette|ces|notre|votre|sur|en|avec|pour|dans|au|aux|à|par|depuis|et|ou)$/;

// Words that open a list item that is no noun of its own: a preposition ('en équipe 2x8').
const NOT_A_DUTY_ITEM = /^(?:en|à|au|aux|de|du|des|d['’].*|sur|pour|avec|dans|par|sous|chez)$/u;

const WORK_VERBS = ['mené', 'conduit', 'réalisé'];
const DUTY_VERBS = ['assuré', 'pris en charge', 'assumé'];

/**
 * Turns a French CV bullet into a first-person clause that can follow a comma or a colon,
 * without changing its facts: 'Réduction de 35 % du temps de chargement' → 'j'ai obtenu une
 * réduction de 35 % du temps de chargement'; 'Mis en place le tri des déchets' → 'j'ai mis en
 * place le tri des déchets'; 'Gestion des stocks' → 'j'ai assuré la gestion des stocks';
 * 'Gérer les plannings' → 'ma mission consistait à gérer les plannings'. `turn` varies the verb
 * between two uses in one letter. Null when the bullet is too long to quote or speaks of someone else.
 */
export function frenchClause(bullet: string, options: { current: boolean; turn: number }): string | null {
  // One sentence only: a prose CV's line may hold several.
  const text = bare(bullet.split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? bullet).replace(/(?<!\s)\s+:\s+/g, ', ').replace(/\s+/g, ' ');
  if (text.split(' ').length > 36 || /^(?:il|elle|ils|elles|nous|on)\s/i.test(text)) return null;
  if (/^(?:j['’]|je\s)/i.test(text)) return `j${text.slice(1)}`;
  const [head = '', ...rest] = text.split(' ');
  const first = head.toLocaleLowerCase('fr');
  const tail = rest.join(' ');
  // Never the noun's own verb: 'Réalisation des premières pièces' is not 'j'ai réalisé la réalisation…'.
  const verb = (choices: readonly string[]): string => {
    const at = options.turn % choices.length;
    const own = (choices[at] ?? '').slice(0, 5) === first.slice(0, 5);
    return choices[own ? (at + 1) % choices.length : at] ?? '';
  };
  // '2015 → 2022, femme de chambre…' is a period and a past job, not a result.
  if (/^(?:19|20)\d{2}\b/.test(first)) return null;
  if (/^[+\-–]?\d/.test(first)) return `j'ai obtenu ce résultat : ${text}`;
  if (/^(?:chargée?|responsable)$/.test(first)) return `j'ai été ${first} ${tail}`;
  const participle = PRESENT_TO_PARTICIPLE[first];
  if (participle !== undefined) return options.current ? `${je(first)} ${tail}` : `j'ai ${participle} ${tail}`;
  if (IRREGULAR_PARTICIPLES.has(first) && first !== 'suivi') return `j'ai ${first} ${tail}`;
  if (first === 'participation' && /^(?:à|au|aux)\s/.test(tail)) return `j'ai participé ${tail}`;
  if (/é(?:e|s|es)?$/.test(first) && !/(?:ité|eté|auté)$/.test(first.replace(/(?:e|s|es)$/, '')) && !NOT_PARTICIPLE.has(first.replace(/s$/, '')) && first.length > 3) {
    return `j'ai ${first.replace(/é(?:e|s|es)$/, 'é')} ${tail}`;
  }
  if ((/(?:er|ir)$/.test(first) && !NOT_INFINITIVE.has(first)) || RE_INFINITIVES.test(first)) {
    return `ma mission ${options.current ? 'consiste' : 'consistait'} à ${lowerFirst(text)}`;
  }
  const phrase = lowerFirst(text);
  if (RESULT_NOUNS.test(first)) return `j'ai obtenu ${withIndefinite(phrase)}`;
  if (WORK_NOUNS.test(first)) return `j'ai ${verb(WORK_VERBS)} ${withArticle(phrase)}`;
  if (DUTY_NOUNS.test(first)) return `j'ai ${verb(DUTY_VERBS)} ${withArticle(phrase)}`;
  // Another noun of action ('Nettoyage des données…', 'Rédaction…').
  if (/(?:age|ment|tion|sion|ure|ance|ence|ise|té)$/.test(first) && !/,/.test(phrase)) return `j'ai pris en charge ${withArticle(phrase)}`;
  // A list of duties ('caisse, retours, inventaires'): each with its article.
  const items = phrase.split(/(?<!\s)\s*,\s*|(?<!\s)\s+et\s+/).filter((item) => item.length > 0);
  if (items.length >= 2 && items.every((item) => item.split(' ').length <= 4)) {
    // 'pannes électriques, pneumatiques et mécaniques, en équipe 2x8': adjectives and a setting are
    // no duties of their own, and an article would make them nouns; the list is quoted as written.
    const adjectiveOf = (item: string, at: number): boolean => {
      const before = items[at - 1]?.split(' ').pop() ?? '';
      return !item.includes(' ') && at > 0 && before.length > 4 && item.slice(-3) === before.slice(-3);
    };
    const duties = items.every((item, at) => !NOT_A_DUTY_ITEM.test(item.split(' ')[0] ?? '') && !adjectiveOf(item, at));
    const told = items.map(withSureArticle);
    if (!duties || told.some((item) => item === null)) return null;
    return `mon travail ${options.current ? 'comprend' : 'comprenait'} ${list(told as string[])}`;
  }
  if (first === 'taux') return `j'ai atteint un ${phrase}`;
  // Any other noun phrase ('Classe de CE1 (25 élèves)', 'Ateliers autonomes…') is part of the job, told with its article.
  if (/^\p{Ll}+$/u.test(first) && !NOT_A_DUTY.test(first) && items.length <= 3) {
    // 'Chiffre d'affaires du rayon en hausse de 9 %' is a result obtained, not a duty.
    if (/\b(?:hausse|baisse|progression|augmentation|réduction)\b/.test(phrase)) return `j'ai obtenu ${withIndefinite(phrase)}`;
    return `mon travail ${options.current ? 'comprend' : 'comprenait'} notamment ${withIndefinite(phrase)}`;
  }
  // A longer list of duties ('nettoyage de bureaux et de sanitaires, lavage des sols à l'autolaveuse,
  // tri des déchets') is quoted as written after a colon, which needs no article.
  // Not a sentence of the candidate's ('… j'ai …') nor a name ('Maison Dufour, …').
  const phraseOfDuties = !/(?:^|\s)(?:je|j['’]|nous|il|elle)(?:\s|$)|(?:^|\s)j['’]/iu.test(text) && !/^\p{Lu}\S* \p{Lu}/u.test(text);
  if (/^\p{L}+$/u.test(first) && !NOT_A_DUTY.test(first) && phraseOfDuties) return `mon travail ${options.current ? 'comprend' : 'comprenait'} : ${phrase}`;
  return null;
}
