import type { DomainCase } from './domain-case.ts';

export const HOSPITALITY_CASES: readonly DomainCase[] = [
  {
    name: 'barman / serveur de bar à cocktails (FR)',
    language: 'french',
    posting: `Barman / Barmaid (H/F) – Le Comptoir des Quais – Bordeaux
Bar à cocktails de 60 couverts sur les quais, ouvert du mardi au samedi soir.

Vos missions
- Accueil des clients et prise de commandes au bar et en salle
- Préparation de cocktails classiques et de la carte signature
- Service des boissons, encaissement et clôture de caisse en fin de service
- Mise en place et entretien du bar, gestion des stocks de boissons
- Respect des règles d'hygiène alimentaire (HACCP)

Votre profil
- Première expérience en bar à cocktails ou en restauration
- Connaissance des spiritueux appréciée
- Anglais courant souhaité pour notre clientèle internationale
- Sourire, dynamisme et esprit d'équipe

Ce que nous offrons : repas sur place, pourboires, 2 jours de repos consécutifs.`,
    resume: `Hugo Lefèvre
Barman – Bordeaux – hugo.lefevre@example.fr

Expériences
Barman – Le Petit Zinc, Bordeaux (2022 – 2024)
- Préparation de cocktails et service au bar, jusqu'à 200 clients par soir
- Encaissement et tenue de caisse, clôture en fin de service
- Inventaire hebdomadaire et commandes fournisseurs

Serveur – Brasserie du Port, Arcachon (saisons 2020 et 2021)
- Service en salle, prise de commande, accueil des clients

Langues : anglais (B2)
Formation HACCP (2022)`,
    matched: ['cocktails', 'encaissement', 'accueil des clients', 'service en salle', 'HACCP', 'service au bar'],
    missing: ['gestion des stocks', 'hygiène alimentaire', 'anglais courant', "esprit d'équipe"],
    nice: ['anglais courant'],
    absent: ['Comptoir', 'pourboires', 'repas', 'Bordeaux', 'repos'],
  },
  {
    name: 'hotel front office receptionist (EN)',
    language: 'english',
    posting: `Front Office Receptionist
The Harbour Hotel, Brighton – 4-star, 120 rooms

The role
- Welcoming guests and handling check-in and check-out efficiently
- Managing reservations by phone, email and through Opera PMS
- Handling guest complaints and requests with professionalism
- Processing payments and cash handling at the front desk
- Upselling room upgrades and restaurant bookings
- Night audit cover when required

What we're looking for
- Previous experience in a hotel reception role
- Excellent customer service and communication skills
- A second European language is a plus
- Flexible to work weekends and evenings

Perks: staff meals, hotel discounts, uniform provided.`,
    resume: `Chloe Bennett
Hotel Receptionist – Brighton

Experience
Receptionist – Seaview Hotel, Hove (2022 – present)
- Greeting guests, check-in and check-out for a 70-room hotel
- Managing reservations and room allocation on Opera PMS
- Cash handling and end-of-shift reconciliation
- Dealt with customer complaints and special requests

Skills: customer service, upselling, French (B1)`,
    matched: ['guest welcome', 'check-in and check-out', 'reservations', 'Opera PMS', 'complaint handling', 'cash handling', 'upselling', 'customer relations'],
    missing: ['payment processing'],
    absent: ['Harbour', 'meals', 'discounts', 'uniform', 'Brighton'],
  },
];
