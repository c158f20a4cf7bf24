import type { DomainCase } from './domain-case.ts';

export const CARE_CASES: readonly DomainCase[] = [
  {
    name: 'aide-soignante en EHPAD (FR)',
    language: 'french',
    posting: `Aide-soignant(e) de nuit (F/H)
Résidence Les Tilleuls – EHPAD de 84 lits – Annecy

Rejoignez une équipe attentive au bien-être de nos résidents.

Missions :
- Aide à la toilette et soins d'hygiène et de confort des résidents
- Aide aux transferts et à la mobilisation des résidents (lève-personne)
- Surveillance de l'état de santé et des constantes, signalement à l'infirmière
- Accompagnement des résidents atteints de la maladie d'Alzheimer
- Participation à la mise en œuvre du projet d'accompagnement personnalisé
- Transmissions écrites et orales en fin de service

Profil :
- Diplôme d'État d'aide-soignant (DEAS) exigé
- Bienveillance, patience, sens de l'écoute
- Une expérience en gériatrie serait un plus

Conditions : CDI 35 h, nuits, prime de nuit, mutuelle.`,
    resume: `Sophie Garnier
Aide-soignante diplômée – Annecy – 06 45 78 12 90

Parcours
Aide-soignante – EHPAD Le Clos Fleuri, Seynod (2019 – 2024)
- Soins d'hygiène et de confort auprès de 25 résidents, aide aux repas
- Mobilisation des résidents et aide aux transferts avec lève-personne
- Accompagnement de personnes âgées atteintes de troubles cognitifs
- Transmissions ciblées dans le logiciel de soins

Formation
DEAS – IFAS d'Annecy (2019)`,
    matched: ['aide à la toilette', 'aide aux transferts', 'maladie d’Alzheimer', 'transmissions', "diplôme d'État d'aide-soignant", 'EHPAD'],
    missing: ["projet d'accompagnement personnalisé", "sens de l'écoute", 'gériatrie'],
    nice: ['gériatrie'],
    absent: ['Tilleuls', 'mutuelle', 'prime', 'Annecy', 'CDI'],
  },
  {
    name: 'senior care assistant, care home (EN)',
    language: 'english',
    posting: `Senior Care Assistant – Maple Lodge Care Home, Bristol

We are looking for a compassionate Senior Care Assistant to join our residential care home for 60 older people.

Your duties
- Provide personal care with dignity: washing and dressing, continence care
- Support residents at mealtimes and encourage hydration
- Safe moving and handling using hoists and slide sheets
- Administer medication and complete MAR charts accurately
- Keep care plans up to date and report changes to the nurse in charge
- Support residents living with dementia

About you
- NVQ Level 3 in Health and Social Care (or working towards it)
- Understanding of safeguarding adults
- Experience with electronic care records (Nourish) is desirable
- Enhanced DBS check required`,
    resume: `Tom Hughes
Care Assistant – Bristol – tom.hughes@example.co.uk

Employment
Care Assistant – Oakfield Nursing Home, Bristol (2020 – present)
- Personal care for 12 residents living with dementia
- Moving and handling with hoists; trained in safeguarding adults
- Supported residents at mealtimes and with activities
- Updated care plans and daily notes

Qualifications
Level 3 Diploma in Health and Social Care (2022)
Enhanced DBS check (2024)`,
    matched: ['personal care', 'mealtime assistance', 'moving and handling', 'care plans', 'dementia care', 'safeguarding', 'NVQ Health and Social Care', 'DBS check', 'care home'],
    missing: ['medication administration', 'MAR'],
    nice: [],
    absent: ['Maple', 'Bristol'],
  },
];
