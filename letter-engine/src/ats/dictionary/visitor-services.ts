import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * Front desks of museums, libraries and bookshops, in French and English, so that an English CV's
 * 'ticket desk' or 'cloakroom' backs a French posting's 'billetterie' or 'vestiaire', and a French
 * bookseller's 'commandes clients' an English shop's 'customer orders'.
 */
export const VISITOR_SERVICES_TERMS: readonly TermEntry[] = [
  skill('accueil des visiteurs', "accueil des visiteurs|accueillir les visiteurs|welcoming visitors|welcoming and directing visitors|greeting visitors|visitor welcome|visitor services|visitor experience", 'welcoming visitors'),
  skill('billetterie', 'billetterie|vente de billets|vente des billets|ticket desk|ticket office|box office|ticketing|ticket sales', 'ticketing'),
  skill('boutique du musée', 'boutique du musée|boutique de souvenirs|gift shop|museum shop|souvenir shop', 'gift shop'),
  skill('groupes scolaires', 'groupes scolaires|réservations des groupes scolaires|accueil des groupes scolaires|school groups|school group bookings|school group visits', 'school groups'),
  skill('vestiaire', 'vestiaire|vestiaires|tenue du vestiaire|tenir le vestiaire|cloakroom|coat check', 'cloakroom'),
  skill('commandes clients', 'commandes clients|commandes client|commandes des clients|commandes spéciales|customer orders|customer order|special orders', 'customer orders'),
  skill('gestion des retours', 'gestion des retours|traitement des retours|retours fournisseurs|retours aux éditeurs|returns processing|returns to publishers|publisher returns', 'returns processing'),
  skill('accompagnement au numérique', "accompagnement au numérique|médiation numérique|inclusion numérique|aide aux démarches en ligne|basic digital skills|digital skills support|digital inclusion|digital champion|online forms", 'digital skills support'),
];
