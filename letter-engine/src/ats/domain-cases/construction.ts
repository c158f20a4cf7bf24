import type { DomainCase } from './domain-case.ts';

export const CONSTRUCTION_CASES: readonly DomainCase[] = [
  {
    name: 'chef d’équipe maçon gros œuvre (FR)',
    language: 'french',
    posting: `Chef d'équipe maçon (H/F) – Bâtir Rhône – Villefranche-sur-Saône
Entreprise de gros œuvre de 45 salariés, nous réalisons des logements collectifs et des bâtiments publics.

Missions
- Organiser et encadrer une équipe de 4 à 6 compagnons sur chantier
- Lecture de plans d'exécution et implantation des ouvrages
- Réalisation des coffrages, ferraillage et coulage du béton armé
- Maçonnerie traditionnelle (parpaings, briques) et réservations
- Veiller au respect des règles de sécurité sur le chantier et au port des EPI
- Suivi de l'avancement des travaux avec le conducteur de travaux

Profil
- CAP/BP maçon et 5 ans d'expérience en gros œuvre
- Travail en hauteur (échafaudages) sans appréhension
- Permis B obligatoire, CACES engins de chantier apprécié

Rémunération selon profil, paniers et indemnités de déplacement, véhicule de service.`,
    resume: `Antoine Rousseau
Maçon qualifié – 8 ans d'expérience – Villefranche-sur-Saône

Expérience
Maçon coffreur – Vinci Construction, Lyon (2017 – 2024)
- Coffrage et ferraillage de voiles et dalles en béton armé
- Maçonnerie parpaings et briques sur logements collectifs
- Lecture de plans et implantation, encadrement de 2 apprentis
- Montage d'échafaudages, travail en hauteur

Formation : CAP Maçon (2016)
Permis B`,
    matched: ['lecture de plans', 'coffrage', 'béton', 'gros œuvre', 'travail en hauteur', 'CAP', 'permis B'],
    missing: ['sécurité chantier', 'EPI', 'conduite de travaux', 'engins de chantier'],
    nice: ['engins de chantier'],
    absent: ['Bâtir', 'paniers', 'véhicule', 'indemnités', 'Villefranche'],
  },
  {
    name: 'qualified electrician, domestic and commercial (EN)',
    language: 'english',
    posting: `Qualified Electrician – Domestic & Commercial
Sparkline Electrical Services is a growing contractor covering Bristol and Bath.

The job
- Carry out electrical installations, rewires and fault finding in homes and offices
- Install distribution boards, lighting and fire alarm systems
- Complete testing and inspection and issue EICR certificates
- Read technical drawings and work to BS 7671
- Keep sites safe and tidy, following RAMS and site safety rules

You will need
- NVQ Level 3 in Electrical Installation and 18th Edition
- CSCS card and full UK driving licence
- Experience with solar PV installation is a plus

We offer a company van, fuel card and 25 days holiday.`,
    resume: `Ryan Cole
Electrician – Bath

Experience
Electrician – Westway Electrical, Bath (2018 – present)
- Domestic and commercial electrical installation, full rewires and consumer unit upgrades
- Fault finding, testing and inspection, EICR reports
- Worked from technical drawings on new-build housing sites

Qualifications: NVQ Level 3 Electrical Installation, 18th Edition (BS 7671), ECS/CSCS gold card
Full UK driving licence`,
    matched: ['electrical installation', 'fault finding', 'testing and inspection', 'EICR', 'blueprint reading', 'electrical safety clearance', 'CSCS card', 'permis B'],
    missing: ['site safety', 'fire alarm', 'PV'],
    nice: ['PV'],
    absent: ['Sparkline', 'van', 'fuel', 'holiday', 'Bristol'],
  },
];
