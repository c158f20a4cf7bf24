import type { DomainCase } from './domain-case.ts';

export const HR_CASES: readonly DomainCase[] = [
  {
    name: 'talent acquisition manager en clinique (FR)',
    language: 'french',
    posting: `Talent Acquisition Manager (H/F) – CDI – Lyon
Clinéo, réseau de 14 cliniques privées, recrute son/sa Talent Acquisition Manager.

Missions
- Piloter les recrutements des soignants (IDE, aides-soignants, kinés) sur 14 établissements
- Définir la stratégie de sourcing et développer la marque employeur
- Conduire les entretiens de recrutement et accompagner les managers dans leurs choix
- Organiser l'intégration des nouveaux collaborateurs (parcours d'intégration)
- Suivre les indicateurs de recrutement et présenter un reporting mensuel
- Administrer l'ATS (Flatchr) et les partenariats écoles

Profil
- Bac+5 en ressources humaines
- 5 ans d'expérience en recrutement, idéalement dans le secteur de la santé
- Maîtrise de LinkedIn Recruiter
- Notions de droit du travail
- Anglais professionnel apprécié`,
    resume: `Marion Lefort
Chargée de recrutement – Lyon

Expériences
Chargée de recrutement – Adecco Medical, Lyon (2019 – 2024)
- Recrutement de 150 infirmiers et aides-soignants par an pour 20 établissements
- Sourcing sur LinkedIn Recruiter et jobboards, entretiens de recrutement
- Animation de la marque employeur sur les réseaux sociaux et forums écoles
- Reporting mensuel des indicateurs de recrutement

Formation : Master 2 Gestion des ressources humaines – IAE Lyon (2019)`,
    matched: ['recrutement', "conduite d'entretiens", 'marque employeur', 'reporting', 'LinkedIn Recruiter', 'Bac+5'],
    missing: ['Talent Acquisition Manager', 'onboarding', 'droit du travail', 'anglais courant'],
    nice: ['anglais courant'],
    absent: ['Clinéo', 'CDI', 'Lyon'],
  },
  {
    name: 'HR advisor, generalist (EN)',
    language: 'english',
    posting: `HR Advisor
Calder Foods – Leeds – Permanent, full time

Calder Foods employs 900 people across two food manufacturing sites.

The role
- Advise managers on employee relations cases: disciplinaries, grievances and absence management
- Manage the full employee lifecycle, from onboarding to leavers
- Prepare monthly payroll inputs and maintain employee records on our HRIS (Cezanne)
- Support the annual performance review cycle and training needs analysis
- Keep policies compliant with UK employment law

About you
- CIPD Level 5 (or working towards)
- Generalist HR experience in a manufacturing or operational environment
- Excellent Excel skills
- Knowledge of Workday is a plus`,
    resume: `Sarah Khan
HR Advisor – Leeds

Experience
HR Advisor – Pennine Logistics, Wakefield (2020 – present)
- Supported managers with disciplinary and grievance cases and sickness absence
- Onboarding and inductions for 200 new starters a year
- Payroll inputs and employee records on Workday
- Coordinated annual appraisals and training plans

Qualifications: CIPD Level 5 Associate Diploma (2021)
Skills: Excel, employment law`,
    matched: ['HR Advisor', 'employee relations', 'absence management', 'onboarding', 'payroll', 'HRIS', 'performance reviews', 'learning and development', 'employment law', 'CIPD', 'Excel', 'Workday'],
    missing: [],
    nice: ['Workday'],
    absent: ['Calder', 'Leeds'],
  },
];
