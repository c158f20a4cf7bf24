import type { DomainCase } from './domain-case.ts';

export const HEALTH_CASES: readonly DomainCase[] = [
  {
    name: 'infirmière en chirurgie (FR)',
    language: 'french',
    posting: `Infirmier(ère) Diplômé(e) d'État (H/F) – CDI – Villeurbanne
Clinéo, réseau de 14 cliniques privées en Auvergne-Rhône-Alpes, recrute pour sa clinique de Villeurbanne.

Vos missions
- Assurer la prise en charge globale des patients du service de chirurgie orthopédique (28 lits)
- Réaliser les soins infirmiers sur prescription médicale et en rôle propre
- Préparer et administrer les traitements, surveiller les paramètres vitaux
- Assurer la traçabilité des soins dans le dossier patient informatisé (DxCare)
- Réaliser les pansements complexes et les prélèvements sanguins
- Participer à l'éducation thérapeutique du patient et à la gestion de la douleur
- Assurer les transmissions écrites et orales avec l'équipe pluridisciplinaire

Profil recherché
- Diplôme d'État infirmier indispensable
- AFGSU niveau 2 à jour
- Une première expérience en chirurgie est appréciée
- Rigueur, sens de l'écoute et esprit d'équipe

Avantages
- Prime d'assiduité, mutuelle prise en charge à 60 %
- Self et parking gratuits`,
    resume: `Léa Moreau
Infirmière diplômée d'État – 4 ans d'expérience
lea.moreau@example.fr – 06 12 34 56 78 – Lyon

EXPÉRIENCE
Infirmière – Hôpital Édouard-Herriot, Lyon (2021 – aujourd'hui)
- Service de chirurgie digestive, 30 lits : prise en charge des patients en pré et post-opératoire
- Pansements complexes, pose de perfusions, prélèvements sanguins
- Traçabilité des soins et transmissions ciblées dans le dossier de soins informatisé
- Administration des traitements et surveillance des paramètres vitaux

FORMATION
Diplôme d'État d'infirmier – IFSI de Lyon (2020)
AFGSU niveau 2 (2023)`,
    matched: [
      'prise en charge des patients', 'administration des médicaments', 'surveillance des paramètres vitaux',
      'traçabilité des soins', 'dossier patient informatisé', 'soins de plaies', 'prélèvements sanguins', 'transmissions',
      "diplôme d'État infirmier", 'AFGSU', 'chirurgie',
    ],
    missing: ['soins infirmiers', 'éducation thérapeutique', 'gestion de la douleur', 'DxCare', 'rigueur', "sens de l'écoute"],
    absent: ['Clinéo', 'mutuelle', 'parking', 'CDI', 'Villeurbanne', 'assiduité'],
  },
  {
    name: 'staff nurse, acute medical ward (EN)',
    language: 'english',
    posting: `Staff Nurse
Northgate Hospitals NHS Trust – Leeds – Full time, 37.5 hours

About the role
You will join the busy 32-bed Acute Medical Unit, caring for adults with complex needs.

Key responsibilities
- Assess, plan and deliver high-quality patient care
- Administer medication safely and keep accurate electronic patient records
- Monitor vital signs and escalate deteriorating patients using NEWS2
- Carry out wound care, IV therapy and venepuncture
- Give clear shift handovers and support student nurses
- Contribute to discharge planning with the multidisciplinary team

Requirements
- Registered Nurse with active NMC registration
- Immediate Life Support certificate
- Experience in acute medicine is essential
- Experience with Cerner would be an advantage

What we offer
- NHS pension scheme and 27 days annual leave
- Free parking on site`,
    resume: `Grace Miller
Registered Nurse (NMC PIN 12A3456E) – Leeds – grace.miller@example.com

Experience
Staff Nurse – St James's University Hospital, Leeds (2021 – present)
- Delivered patient care on a 28-bed respiratory ward, including acute admissions
- Medication administration, IV therapy and wound care for up to 8 patients per shift
- Recorded observations and vital signs on the electronic patient record (Cerner)
- Led handovers and mentored student nurses
- Took part in discharge planning meetings

Education
BSc (Hons) Nursing (Adult) – University of Leeds (2021)
Immediate Life Support (2024)`,
    matched: [
      'patient care', 'medication administration', 'electronic patient records', 'vital signs monitoring', 'wound care',
      'IV therapy', 'handovers', 'discharge planning', 'registered nurse qualification', 'life support certificate', 'Cerner',
    ],
    missing: ['blood sampling', 'NEWS2', 'acute medicine'],
    nice: ['Cerner'],
    absent: ['Northgate', 'pension', 'parking', 'Leeds', 'annual leave'],
  },
];
