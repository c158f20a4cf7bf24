import { ARTICLES } from './articles.ts';
import { lexiconWordSet } from '../../lexicon/words.ts';
import { foldText } from '../../text/fold.ts';

const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;
// Words starting with an 'h' that takes no elision ('le handicap', 'la hausse').
const ASPIRATED_H = /^(?:hausse|haut|hauteur|handicap|hall|hangar|harcèlement|hasard|hâte|hiérarchie|hockey|hors|housse|hublot|huit)/i;

/** True when French elides before the word: 'l'équipe', 'd'un', 'qu'elle', 'l'hôpital', not 'le handicap'. */
export function elides(word: string): boolean {
  return VOWEL_START.test(word) || (/^h/i.test(word) && !ASPIRATED_H.test(word));
}

const FEMININE_EXCEPTIONS = new Set([
  'cour', 'démarque', 'marque', 'remarque', 'clientèle', 'commande', 'demande', 'offre', 'vente',
  'image', 'page', 'plage', 'cage', 'nage', 'rage', 'valeur', 'couleur', 'rigueur', 'douleur', 'humeur', 'peur', 'chaleur',
  'largeur', 'longueur', 'hauteur', 'grandeur', 'lenteur', 'saveur', 'faveur', 'ferveur', 'odeur', 'vigueur', 'profondeur',
  'main', 'fin', 'façon', 'leçon', 'maison', 'raison', 'saison', 'livraison', 'comparaison', 'liaison', 'clientèle', 'mer',
  'clé', 'clef', 'part', 'mort', 'nuit', 'dent', 'forêt', 'paix', 'voix', 'croix', 'loi', 'foi', 'fois', 'soif', 'faim',
]);
const MASCULINE_EXCEPTIONS = new Set([
  'contrôle', 'service', 'commerce', 'groupe', 'stage', 'poste', 'modèle', 'système', 'problème', 'programme', 'domaine',
  'volume', 'rôle', 'suivi', 'secteur', 'magasin', 'site', 'chiffre', 'budget', 'portefeuille', 'véhicule', 'logiciel',
  'périmètre', 'centre', 'parc', 'linge', 'personnel', 'patrimoine', 'musée', 'lycée', 'trophée', 'exercice', 'bilan',
  'dossier', 'stock', 'tunnel', 'code', 'planning', 'reporting', 'marketing', 'accueil', 'conseil', 'entretien', 'audit',
  'inventaire', 'salaire', 'calendrier', 'cahier', 'chantier', 'atelier', 'réseau', 'niveau', 'tableau', 'bureau', 'manque',
  'incendie', 'génie', 'parapluie', 'sourire', 'rire', 'arbitrage', 'éventail', 'diagnostic', 'contrat', 'projet', 'produit',
  'relationnel', 'travail', 'environnement', 'test', 'tri', 'pôle', 'cycle', 'compte', 'capitaine', 'texte', 'thème',
  'pied', 'titre', 'cadre', 'ordre', 'nombre', 'membre', 'registre', 'filtre', 'livre', 'geste', 'acte',
  'tarif', 'chef', 'calme', 'magazine', 'platine', 'fond', 'délai', 'taux', 'prix', 'coût', 'temps', 'poids', 'choix', 'repas', 'transpalette', 'squelette', 'graphique', 'plastique', 'diagnostique', 'portique', 'cantique',
]);

// '-sson' nouns are feminine ('la cuisson', 'la boisson') but for these.
const MASCULINE_SSON = new Set(['poisson', 'buisson', 'frisson', 'écusson', 'paillasson', 'hérisson']);

// Plural heads ('soins', 'ventes', 'opérations'): not words that merely end in s ('process', 'accès').
// Nouns in -os that are singular ('le dos', 'le repos'); other -os words are plurals ('les photos', 'les vidéos').
const SINGULAR_OS = /^(?:dos|repos|propos|héros|chaos|os|clos|enclos|tournedos|campos|pathos|cosmos|lotos)$/i;
// Singular nouns that end like plurals ('le taux de service', 'le temps de chargement').
const SINGULAR_SX = /^(?:taux|prix|poids|temps|choix|corps|repas|bras|fois|mois|pays|permis|devis|avis|colis|fonds|puits|remords|legs|mets|lacs)$/i;
// 'sous', 'dans', 'plusieurs': a function word ending in s is no plural noun.
const FUNCTION_WORDS = lexiconWordSet({ list: 'stopwords', kind: 'function-word', language: 'french' });
const QUANTIFIERS = /^(?:plusieurs|divers|diverses|certains|certaines|quelques|nombreux|nombreuses|différents|différentes)$/i;
const SINGULAR_AIS = /^(?:relais|palais|marais|biais|rabais|engrais|mais|jamais|harnais|panais|dais|frais)$/i;
function isPlural(word: string): boolean {
  if (SINGULAR_SX.test(word) || QUANTIFIERS.test(word) || FUNCTION_WORDS.has(foldText(word))) return false;
  if (/os$/i.test(word)) return !SINGULAR_OS.test(word);
  // 'essais', 'délais' are plurals of -ai nouns; 'relais', 'palais' are singular.
  if (/ais$/i.test(word)) return !SINGULAR_AIS.test(word);
  return /[sx]$/i.test(word) && !/(?:ss|ès|us|is|as|ix|ax|ox|ex|oux|cours)$/i.test(word);
}

/** True when the items take a plural verb: several of them, or one whose head noun is plural ('les transmissions', not 'l'aide aux repas'). */
export function pluralItems(items: readonly string[]): boolean {
  const head = (items[0] ?? '').replace(/^(?:les?|la|l['’]|des)\s*/iu, '').split(/[\s'’]/u)[0] ?? '';
  return items.length > 1 || isPlural(head);
}

// Endings that give a French noun's gender with few exceptions (the exception lists above first).
const SURE_FEMININE = /(?:tion|sion|xion|aison|sson|ure|ance|ence|ité|té|ette|sse|ude|ade|ie|ée|ise|ère|ique|ine)$/;
const SURE_MASCULINE = /(?:ment|age|isme|eau|oir|ier|et|at|ail|eil|on|in|ing|ct|our)$/;

/**
 * A French noun phrase with its definite article, only when the article is certain: the concept's own
 * article (articles.ts), a noun of the exception lists, or an ending that gives the gender ('-tion',
 * '-ment'). Null otherwise: a letter leaves out a phrase rather than guess 'la devis'.
 */
export function withSureArticle(phrase: string): string | null {
  const known = ARTICLES[phrase];
  if (known !== undefined) return known !== 'les' && elides(phrase) ? `l'${phrase}` : `${known} ${phrase}`;
  const first = (phrase.split(/[\s'’]/)[0] ?? '').toLocaleLowerCase('fr');
  if (!/^\p{Ll}+(?:-\p{Ll}+)?$/u.test(first)) return null;
  // Before a vowel a singular noun takes l' whatever its gender ('l'écart', 'l'inventaire').
  if (!isPlural(first) && elides(phrase)) return `l'${phrase}`;
  let article: 'le' | 'la' | 'les' | null = null;
  // A plural takes 'les' whatever its gender ('les suites de couches', 'les urgences obstétricales'); a word written
  // with a capital is a name ('Rennes', 'iOS'), never a plural noun.
  if (isPlural(first)) {
    if (!/^\p{Ll}+(?:-\p{Ll}+)?$/u.test(phrase.split(/[\s'’]/)[0] ?? '')) return null;
    article = 'les';
  } else if (FEMININE_EXCEPTIONS.has(first) || (SURE_FEMININE.test(first) && !MASCULINE_EXCEPTIONS.has(first))) article = 'la';
  else if (MASCULINE_EXCEPTIONS.has(first) || MASCULINE_SSON.has(first) || SURE_MASCULINE.test(first)) article = 'le';
  if (article === null) return null;
  if (article !== 'les' && elides(phrase)) return `l'${phrase}`;
  return `${article} ${phrase}`;
}

/**
 * Rule 'the objects of a bare "de"': 'entretien de bureaux, écoles et parties communes' (a cleaner's CV), 'vente de
 * fromages, vins et épicerie fine': after an item ending on 'de' and a bare plural, the next items may be that
 * plural's companions, not duties of their own; no article can be given to them with certainty.
 */
export function continuesBareOf(items: readonly string[]): boolean {
  return items.slice(0, -1).some((item) => /\bde \p{Ll}+[sx]$/u.test(item.trim()));
}

// Endings French adjectives take, in any gender and number ('obstétricales', 'gynécologiques', 'préventive', 'curatifs').
const ADJECTIVE_ENDING = /(?:iques?|ales?|aux|elles?|ives?|ifs?|aires?|euses?|eux)$/u;

/**
 * Rule 'two adjectives of one noun': the word after 'et' qualifies the noun before it, and takes no article, when the two
 * words end alike ('électriques et mécaniques', an electrician's CV) or both end as adjectives do ('urgences obstétricales
 * et gynécologiques', a midwife's, told 'les urgences obstétricales et les gynécologiques', round 26's panel).
 */
export function coordinatedAdjectives(previous: string, word: string): boolean {
  return (previous.length > 3 && previous.slice(-3) === word.slice(-3)) || (ADJECTIVE_ENDING.test(previous) && ADJECTIVE_ENDING.test(word));
}
