import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });
const sector = (label: string, aliases: string, labelEn: string): TermEntry => term('sector', label, aliases, { labelEn });

/**
 * Restaurants, bars, cafés and hotels: service, kitchen, bar and reception work and food hygiene,
 * in French and English.
 */
export const HOSPITALITY_TERMS: readonly TermEntry[] = [
  skill('service en salle', "service en salle|service à table|service à l'assiette|service au plateau|prise de commande|prise de commandes|prise des commandes|table service|waiting tables|waiting on tables|taking orders|front of house|silver service", 'table service'),
  skill('préparations culinaires', "préparations culinaires|préparation culinaire|préparation des entrées|préparation des plats|mise en place en cuisine|cuisine traditionnelle|cuisine de produits frais|techniques culinaires|dressage des assiettes|food preparation|food prep|kitchen prep|cooking techniques|plating", 'food preparation'),
  skill('cocktails', 'cocktails|cocktail|préparation de cocktails|mixologie|mixology|cocktail making|bartending', 'cocktails'),
  skill('service au bar', "service au bar|service des boissons|tenue du bar|bar service|serving drinks|bar work|drinks service", 'bar service'),
  skill('barista', 'barista|boissons chaudes|préparation des boissons chaudes|art latte|latte art|espresso|coffee making', 'barista skills'),
  skill('connaissance des vins', 'connaissance des vins|sommellerie|oenologie|œnologie|accords mets et vins|accords mets-vins|conseil en vins|wine knowledge|wine service|wine pairing|food and wine pairing', 'wine knowledge'),
  skill('hygiène alimentaire', "hygiène alimentaire|règles d'hygiène alimentaire|sécurité alimentaire|sécurité sanitaire des aliments|traçabilité alimentaire|plan de maîtrise sanitaire|food hygiene|food safety|food handling|allergen management|allergènes", 'food hygiene'),
  term('certification', 'Personal Licence', 'personal licence|personal license|personal licence holder|=APLH|award for personal licence holders', { labelEn: 'Personal Licence' }),
  term('certification', 'HACCP', 'haccp|méthode haccp|normes haccp|formation haccp', { labelEn: 'HACCP' }),
  // The UK's food hygiene certificates are not HACCP: a letter answering 'Level 2 Food Hygiene' must not say 'HACCP'.
  term('certification', "certificat d'hygiène alimentaire", "certificat d'hygiène alimentaire|attestation de formation en hygiène alimentaire|food hygiene certificate|level 2 food hygiene|food hygiene level 2|level 2 food safety|food safety level 2|level 3 food safety|level 2 award in food safety", { labelEn: 'Food Hygiene certificate', implies: ['hygiène alimentaire'] }),
  skill('accueil des clients', "accueil des clients|accueil client|accueil clientèle|accueil de la clientèle|accueillir les clients|accueil du public|welcoming guests|greeting guests|greeting customers|guest welcome|meet and greet", 'guest welcome'),
  skill('réservations', 'réservations|gestion des réservations|prise de réservations|prise des réservations|reservations|booking management|managing reservations|handling reservations|reservations management|reservation system|reservations system|table bookings|handling bookings', 'reservations'),
  skill('arrivées et départs', 'arrivées et départs|gestion des arrivées|check-in and check-out|guest check|réception hôtelière|hotel reception|front desk', 'check-in and check-out'),
  skill('audit de nuit', 'audit de nuit|night audit|night auditor|night audits', 'night audit'),
  skill('clôture de caisse', 'clôture de caisse|clôture des caisses|cash closing|cash-up|cashing up|end-of-day cash up|till reconciliation', 'cash closing'),
  term('tool', 'Booking.com', 'booking.com|=Booking'),
  term('tool', 'Expedia', 'expedia'),
  skill('housekeeping', 'housekeeping|entretien des chambres|ménage des chambres|nettoyage des chambres|préparation des chambres|recouche|room cleaning|room attendant|cleaning rooms', 'housekeeping'),
  sector('hôtellerie-restauration', "hôtellerie-restauration|hôtellerie restauration|restauration traditionnelle|restauration rapide|restauration collective|restauration commerciale|brasserie|food and beverage|=F&B|hospitality industry|catering industry|quick service restaurant", 'hospitality'),
  // A room checked 'avant remise en vente' is put back on sale by the hotel: no selling by the candidate ('vente').
  sector('remise en vente des chambres', 'remise en vente|remise en vente des chambres|room release|releasing rooms', 'room release'),
  sector('événementiel', 'événementiel|banquets|banqueting|séminaires et banquets|traiteur|event catering|events and banqueting', 'events and banqueting'),
  skill('plonge', 'plonge|plongeur|plongeuse|dishwashing|kitchen porter|pot washing|washing pots and pans|washing pots|pots and pans|washing up', 'dishwashing'),
  skill('gestion des plannings', 'gestion des plannings|plannings des équipes|planning des équipes|élaboration des plannings|staff rotas|rota management|shift planning|staff scheduling', 'rota planning'),
  skill('fiches techniques', 'fiches techniques|fiche technique|coût matière|food cost|ratios matière|recipe costing|menu costing|gross profit margins', 'recipe costing'),
  skill('room service', 'room service|service en chambre|in-room dining', 'room service'),
  skill('conciergerie', 'conciergerie|concierge|clefs d’or|guest relations|relation clientèle hôtelière', 'concierge services'),
  term('tool', 'Opera PMS', 'opera pms|oracle opera|=Opera|opera cloud'),
  term('tool', 'Mews', '=Mews'),
  term('tool', 'Zenchef', 'zenchef'),
  term('tool', 'TheFork', 'thefork|lafourchette'),
  term('tool', 'Lightspeed', 'lightspeed'),
  term('tool', 'Zelty', 'zelty'),
];
