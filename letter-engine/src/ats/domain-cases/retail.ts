import type { DomainCase } from './domain-case.ts';

export const RETAIL_CASES: readonly DomainCase[] = [
  {
    name: 'employé(e) polyvalent(e) de supermarché (FR)',
    language: 'french',
    posting: `Employé(e) commercial(e) polyvalent(e) – Supermarché Frais&Co – Nantes
CDD 6 mois, 30 h/semaine, évolutif en CDI.

Missions principales
- Mise en rayon et réassort des produits, dans le respect des règles FIFO
- Réception des marchandises et contrôle des livraisons
- Étiquetage des prix et mise en valeur des produits (merchandising)
- Tenue de caisse et encaissement des clients
- Conseil client et orientation dans le magasin
- Participation aux inventaires

Profil
- Expérience en grande distribution appréciée
- Aisance relationnelle, ponctualité, sens du service
- Port de charges et station debout

Avantages : remise sur les achats, prime de fin d'année.`,
    resume: `Inès Bouaziz
Employée libre-service – Nantes – 07 11 22 33 44

Expérience
Employée libre-service – Carrefour Market, Rezé (2021 – 2024)
- Mise en rayon, réassort et rotation des produits frais
- Inventaires mensuels et étiquetage des prix
- Renfort en caisse : encaissement, ouverture et fermeture de caisse

Hôtesse de caisse – Lidl, Nantes (2019 – 2021)
- Encaissement, accueil et renseignement des clients`,
    matched: ['mise en rayon', 'étiquetage', 'encaissement', 'inventaire'],
    missing: ['FIFO', 'réception des marchandises', 'merchandising', 'conseil client', 'manutention', 'sens du service', 'grande distribution'],
    nice: ['grande distribution'],
    absent: ['Frais&Co', 'remise', 'prime', 'Nantes', 'CDD'],
  },
  {
    name: 'retail sales assistant, fashion store (EN)',
    language: 'english',
    posting: `Sales Assistant – Part Time (24 hours)
Northwind Apparel – Manchester Arndale

What you'll do
- Deliver outstanding customer service on the shop floor and at the till
- Advise customers on fit and styling and achieve personal sales targets
- Replenish stock, keep visual merchandising standards high
- Process returns and exchanges following store procedures
- Promote our loyalty programme at every transaction
- Support stocktakes and deliveries

What you'll bring
- Retail experience, ideally in fashion
- Confident cash handling and till operation
- Key holder experience would be a bonus

Benefits: 40% staff discount, paid breaks.`,
    resume: `Priya Shah
Retail Sales Associate – Manchester

Experience
Sales Associate – Urban Threads, Manchester (2022 – present)
- Customer service and styling advice on a busy shop floor
- Exceeded monthly sales targets by 15% on average
- Cash handling, till operation and returns and exchanges
- Stock replenishment and visual merchandising of new collections
- Signed up 40+ customers a month to the loyalty scheme`,
    matched: ['customer relations', 'retail sales', 'sales targets', 'merchandising', 'complaint handling', 'customer loyalty', 'cash handling', 'shelf replenishment'],
    missing: ['stocktaking', 'store opening and closing'],
    nice: ['store opening and closing'],
    absent: ['Northwind', 'discount', 'breaks', 'Manchester'],
  },
];
