import type { DomainCase } from './domain-case.ts';

export const EDUCATION_CASES: readonly DomainCase[] = [
  {
    name: 'formateur FLE pour adultes (FR)',
    language: 'french',
    posting: `Formateur / Formatrice FLE (H/F) – Institut Langues & Cultures – Toulouse

Au sein de notre centre de formation, vous animez des cours de français langue étrangère pour des adultes primo-arrivants et des étudiants internationaux.

Vos missions :
- Préparation des cours et conception de séquences pédagogiques adaptées aux niveaux A1 à B2
- Animation de groupes de 8 à 15 apprenants, en présentiel et en classe virtuelle
- Évaluation des acquis et préparation aux examens DELF/DALF
- Suivi pédagogique individualisé des apprenants
- Participation aux réunions pédagogiques

Profil :
- Master FLE ou équivalent
- Expérience de l'enseignement aux adultes
- Maîtrise des outils numériques (Moodle, Genially)
- Habilitation examinateur-correcteur DELF appréciée

Poste à 80 %, tickets restaurant, remboursement transport à 50 %.`,
    resume: `Camille Durand
Formatrice FLE – Toulouse – camille.durand@example.fr

Expérience
Formatrice FLE – Alliance Française de Toulouse (2020 – 2024)
- Enseignement du français langue étrangère à des groupes d'adultes (A1 – C1)
- Préparation des cours, séquences pédagogiques et supports sur Moodle
- Préparation aux examens DELF B1 et B2, évaluation des acquis
- Classes virtuelles pour des apprenants à distance

Formation : Master 2 Didactique du FLE – Université Toulouse Jean-Jaurès (2019)`,
    matched: ['FLE', 'préparation des cours', 'évaluation des élèves', 'e-learning', 'Moodle', 'Master', 'DELF'],
    missing: ['enseignement', 'animation de groupes', 'Genially', 'réunions pédagogiques'],
    nice: [],
    absent: ['Institut', 'tickets', 'transport', 'Toulouse'],
  },
  {
    name: 'primary teaching assistant (EN)',
    language: 'english',
    posting: `Teaching Assistant – Key Stage 1
Oakridge Primary School, Sheffield – Term time only, 32.5 hours

We are seeking a caring Teaching Assistant to support pupils in Year 1 and Year 2.

Responsibilities
- Support the class teacher with lesson delivery and small group interventions
- Deliver phonics sessions (Read Write Inc.) to small groups
- Support pupils with special educational needs, including 1:1 support
- Help with behaviour management and a positive classroom environment
- Track pupil progress and feed back to the teacher
- Supervise pupils at lunchtime and during after-school club

Person specification
- Level 3 Teaching Assistant qualification or equivalent
- Experience working in a primary school
- Paediatric First Aid certificate desirable
- Enhanced DBS check required`,
    resume: `Emma Walsh
Teaching Assistant – Sheffield

Experience
Teaching Assistant – Hillside Infant School, Sheffield (2021 – present)
- Delivered daily phonics interventions to groups of 4-6 pupils
- 1:1 support for a pupil with SEND and autism
- Behaviour management and supervision at lunchtime
- Ran the after-school club on Wednesdays

Qualifications: Level 3 Certificate in Supporting Teaching and Learning
Paediatric First Aid (2023), Enhanced DBS (2021)`,
    matched: ['teaching', 'phonics', 'special educational needs', 'classroom management', 'after-school activities', 'Paediatric First Aid', 'DBS check'],
    missing: ['national curriculum', 'student assessment'],
    nice: ['Paediatric First Aid'],
    absent: ['Oakridge', 'Sheffield'],
  },
];
