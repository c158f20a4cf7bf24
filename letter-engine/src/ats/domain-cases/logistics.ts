import type { DomainCase } from './domain-case.ts';

export const LOGISTICS_CASES: readonly DomainCase[] = [
  {
    name: 'préparateur de commandes cariste (FR)',
    language: 'french',
    posting: `Préparateur de commandes cariste (H/F)
LogiSud, prestataire logistique de 3 entrepôts dans le Gard, recrute pour son site de Nîmes.

Vos missions :
- Préparation de commandes à l'aide d'un terminal radiofréquence
- Réception des marchandises, contrôle qualité et rangement en stock
- Conduite de chariots élévateurs (CACES R489 catégories 1 et 3)
- Chargement et déchargement des camions, filmage des palettes
- Participation aux inventaires tournants
- Respect des consignes de sécurité et port des EPI

Profil recherché :
- CACES R489 cat. 1, 3 et 5 indispensables
- Expérience de 2 ans en entrepôt
- Connaissance du WMS Reflex appréciée

Horaires en 2x8, prime de productivité, mutuelle.`,
    resume: `Karim Haddad
Préparateur de commandes – Nîmes

Expérience
Cariste / préparateur – Entrepôt Géodis, Beaucaire (2020 – 2024)
- Préparation de 180 commandes par jour avec scanette, taux d'erreur inférieur à 0,5 %
- Conduite de chariots élévateurs et de transpalettes électriques
- Déchargement des camions et réception des marchandises
- Gestion des stocks sous Reflex

Certifications : CACES R489 catégories 1, 3 et 5 (2023), SST`,
    matched: ['préparation de commandes', 'scanner RF', 'réception des marchandises', 'conduite de chariots élévateurs', 'CACES', 'chargement et déchargement', 'Reflex WMS', 'WMS'],
    missing: ['inventaire', 'règles de sécurité', 'EPI', 'assurance qualité', 'rangement en stock'],
    nice: ['WMS'],
    absent: ['LogiSud', 'mutuelle', 'prime', 'Nîmes', 'Gard'],
  },
  {
    name: 'warehouse team leader (EN)',
    language: 'english',
    posting: `Warehouse Team Leader – Nights
Brightlane Logistics operates a 40,000 m² distribution centre near Daventry. We are hiring a Warehouse Team Leader to run our night shift.

Responsibilities
- Lead a team of 25 operatives across goods-in, order picking and dispatch
- Plan labour against daily volumes and hit KPIs for productivity and accuracy
- Ensure stock accuracy through cycle counting and investigations
- Champion health and safety and make sure PPE is worn at all times
- Coach and develop operatives, conduct return-to-work interviews
- Drive continuous improvement using Lean tools

Requirements
- 2+ years supervising in a warehouse environment
- Strong knowledge of a WMS (Manhattan WMS preferred)
- Counterbalance or reach truck licence
- IT literate: Excel and Outlook`,
    resume: `Daniel Price
Warehouse Supervisor – Northampton

Experience
Shift Supervisor – Parcelink, Northampton (2019 – present)
- Supervised 18 operatives in goods-in, picking and despatch on nights
- Ran daily KPI reviews; improved picking accuracy to 99.7%
- Stock control and cycle counts on Manhattan WMS
- Delivered toolbox talks on health and safety and PPE
- Led Lean 5S projects that cut travel time by 12%

Licences: Counterbalance (RTITB), Reach truck
Skills: Excel, team management`,
    matched: ['order picking', 'shipping', 'KPIs', 'stocktaking', 'health and safety', 'PPE', 'Lean', 'WMS', 'Manhattan WMS', 'forklift operation', 'Excel', 'team management'],
    missing: ['continuous improvement', 'stock accuracy', 'office software', 'Outlook'],
    nice: [],
    absent: ['Brightlane', 'Daventry'],
  },
];
