import { foldText } from '../text/fold.ts';
import { stem } from '../text/stem.ts';
import { matchKey } from './phrase-tokens.ts';

// Words that name the same thing in postings and CVs, French and English, so that a phrase taken
// from a posting ('gestion des stocks') is found in a CV that says it otherwise ('inventory
// management', 'suivi du stock'). One group per line; the first word stands for the group.
const GROUPS: readonly string[] = [
  'stock inventaire inventory',
  'commande order',
  'client clientèle customer guest',
  'soin care',
  'gestion management suivi follow',
  'préparation preparation',
  'test essai',
  'vente sales sale',
  'livraison delivery',
  'fournisseur supplier vendor',
  'facture invoice',
  'réunion meeting',
  'élève pupil student étudiant',
  'leçon lesson',
  'chantier site',
  'sécurité safety',
  'hygiène hygiene',
  'qualité quality',
  'caisse till checkout',
  'rayon shelf aisle',
  'magasin store shop boutique',
  'entrepôt warehouse',
  'quai dock',
  'colis parcel package',
  'marchandise goods merchandise',
  'planning rota schedule',
  'repas meal',
  'chambre room',
  'boisson drink beverage',
  'médicament medication medicine',
  'dossier record',
  'courrier mail correspondence',
  'agenda diary calendar',
  'contrat contract',
  'salarié employee',
  'formation training',
  'rapport report',
  'donnée data',
  'analyse analysis',
  'campagne campaign',
  'patient patiente',
  'résident resident',
  'enfant child children',
  'famille family',
  'recette recipe',
  'cuisine kitchen',
  'salle floor',
  'équipement equipment matériel',
  'nettoyage cleaning',
  'contrôle control check',
  'réception receiving',
  'expédition shipping dispatch',
  'transport transportation',
  'fiche sheet',
  'budget budgeting',
  'prévision forecast',
  'paiement payment',
  'compte account',
  'banque bank',
  'dépense expense',
  'devis quote quotation',
  'plan drawing',
  'samedi saturday',
  'communication comms',
  'dimanche sunday',
];

/** Match key → the key standing for its synonym group. */
const CANONICAL = new Map<string, string>();
for (const group of GROUPS) {
  const keys = group.split(' ').map((word) => matchKey(stem(foldText(word))));
  for (const key of keys) CANONICAL.set(key, keys[0] ?? key);
}

/** The key a word compares by: its synonym group's, or its own match key. */
export function synonymKey(key: string): string {
  return CANONICAL.get(key) ?? key;
}
