import { describe, expect, it } from 'vitest';
import { readResume } from '../fixtures/read-fixture.ts';
import { analyzeResume } from './analyze-resume.ts';
import { languageName } from './resume-languages.ts';
import type { ResumeProfile } from './resume-profile.ts';

const TODAY = new Date('2024-06-15T12:00:00Z');

type Job = [title: string, employer: string | null, place: string | null, period: string | null, current: boolean];
type Expected = {
  language: ResumeProfile['language'];
  name: string | null;
  gender: ResumeProfile['gender'];
  email: string | null;
  phone: string | null;
  city: string | null;
  headline: string | null;
  jobs: Job[];
  /** An achievement of the most recent job, in the CV's words. */
  achievement: string | null;
  education: Array<[degree: string, school: string | null, year: number | null]>;
  certificates: string[];
  languages: Array<[language: string, level: string | null]>;
  licences: string[];
  /** Skills the CV lists; the dictionary may add more from the jobs. */
  skills: string[];
  softSkills: string[];
  years: number | null;
};

function view(profile: ResumeProfile): Omit<Expected, 'skills' | 'softSkills' | 'achievement'> {
  return {
    language: profile.language,
    name: profile.name,
    gender: profile.gender,
    email: profile.email,
    phone: profile.phone,
    city: profile.city,
    headline: profile.headline,
    jobs: profile.jobs.map((job) => [job.title, job.employer, job.place, job.period, job.current]),
    education: profile.education.map((degree) => [degree.degree, degree.school, degree.year]),
    certificates: profile.certificates,
    languages: profile.languages.map((language) => [language.language, language.level]),
    licences: profile.licences,
    years: profile.yearsOfExperience,
  };
}

// One row per kind of CV job seekers paste: the whole profile a letter may use.
const CVS: Array<[fixture: string, expected: Expected]> = [
  [
    // A nurse writing her CV as one paragraph of prose.
    'fr-lea-moreau-prose',
    {
      language: 'french', name: 'Léa Moreau', gender: 'feminine', email: 'lea.moreau@exemple.fr', phone: '06 11 22 33 44', city: 'Nantes', headline: null,
      jobs: [['infirmière', 'CHU de Nantes', null, 'depuis 6 ans', true], ['aide-soignante', 'clinique Jules Verne', null, 'pendant 3 ans', false]],
      achievement: "J'ai encadré 12 étudiants infirmiers et participé au déploiement du dossier patient informatisé dans 4 services",
      education: [["Diplôme d'État d'infirmier", 'IFSI de Nantes', 2017]],
      certificates: ['AFGSU niveau 2'], languages: [['anglais', 'niveau B2']], licences: [],
      skills: [], softSkills: ['rigueur', "sens de l'écoute"], years: 9,
    },
  ],
  [
    // A waiter's thin CV that opens with his age.
    'fr-jean-dupont-thin',
    {
      language: 'french', name: 'Jean Dupont', gender: 'masculine', email: 'jean.dupont@exemple.fr', phone: null, city: 'Lyon', headline: 'Serveur',
      jobs: [['Serveur', 'Brasserie du Port', 'Lyon', 'depuis 3 ans', true]],
      achievement: 'Service en salle de 80 couverts, encaissement, gestion de la caisse',
      education: [], certificates: [], languages: [], licences: ['Permis B'], skills: [], softSkills: [], years: 3,
    },
  ],
  [
    // Warehouse: CACES and SST in a certificates section, the licence inside the skills.
    'fr-karim-benali-cariste',
    {
      language: 'french', name: 'Karim Benali', gender: 'masculine', email: 'karim.benali@exemple.fr', phone: '07 12 34 56 78', city: 'Villeurbanne',
      headline: 'Préparateur de commandes',
      jobs: [['Cariste', 'Geodis', 'Saint-Priest', "2019 - aujourd'hui", true], ['Préparateur de commandes', 'Amazon', 'Lyon', '2016 - 2019', false]],
      achievement: "Préparation de 1 200 colis par jour avec un taux d'erreur inférieur à 0,5 %",
      education: [['CAP Opérateur logistique', 'Lycée Tony Garnier', 2016]],
      certificates: ['CACES R489 cat. 1, 3, 5', 'SST'], languages: [], licences: ['Permis B'],
      skills: ['Gestion des stocks', 'WMS Reflex', 'Pack Office'], softSkills: [], years: 8,
    },
  ],
  [
    // Teacher: 'Period : Role, School, City' lines and a profile stating the years.
    'fr-claire-dubois-professeure',
    {
      language: 'french', name: 'Claire Dubois', gender: 'feminine', email: 'claire.dubois@exemple.fr', phone: '06 45 67 89 01', city: 'Rennes',
      headline: 'Professeure des écoles',
      jobs: [
        ['Professeure des écoles', 'École élémentaire Jules Ferry', 'Rennes', "2018 - aujourd'hui", true],
        ['Professeure des écoles remplaçante', 'Académie de Rennes', null, '2015 - 2018', false],
      ],
      achievement: "Projet lecture : 85 % des élèves au niveau attendu en fin d'année",
      education: [['Master MEEF premier degré', 'INSPE de Bretagne', 2015], ["Licence Sciences de l'éducation", 'Université Rennes 2', 2013]],
      certificates: ['BAFA'], languages: [['anglais', 'B2'], ['espagnol', 'notions']], licences: [],
      skills: ['Pédagogie différenciée', 'ENT', 'TNI', 'gestion de classe'], softSkills: [], years: 8,
    },
  ],
  [
    // Accountant: stated years in the headline, address line, TOEIC inside the language line.
    'fr-nicolas-girard-comptable',
    {
      language: 'french', name: 'Nicolas Girard', gender: null, email: 'nicolas.girard@exemple.com', phone: '06 78 90 12 34', city: 'Toulouse',
      headline: 'Comptable général',
      jobs: [['Comptable général', 'Cabinet Fidrec', 'Toulouse', 'Janvier 2019 - Présent', true], ['Aide-comptable', 'Groupe Lacroix', 'Blagnac', 'Septembre 2016 - Décembre 2018', false]],
      achievement: "Réduction de 20 % des délais de clôture grâce à l'automatisation des rapprochements bancaires",
      education: [['DCG', 'Université Toulouse 1 Capitole', 2016], ['BTS Comptabilité et gestion', 'Lycée Ozenne', 2014]],
      certificates: ['TOEIC 880'], languages: [['anglais', 'professionnel (TOEIC 880)']], licences: [],
      skills: ['Sage 100', 'Cegid', 'Excel (TCD, RECHERCHEV)', 'liasses fiscales', 'TVA'], softSkills: [], years: 7,
    },
  ],
  [
    // HR: role and employer on one line, dates on the next, a soft-skills section.
    'fr-sophie-laurent-rh',
    {
      language: 'french', name: 'Sophie Laurent', gender: 'feminine', email: 'sophie.laurent@exemple.fr', phone: '+33 6 12 34 56 78', city: 'Lyon',
      headline: 'Chargée de recrutement',
      jobs: [['Chargée de recrutement', 'Clinéo', 'Lyon', "Mars 2021 – aujourd'hui", true], ['Assistante RH', 'Adecco', 'Villeurbanne', 'Septembre 2018 – Février 2021', false]],
      achievement: "Mise en place d'une marque employeur sur LinkedIn : +35 % de candidatures",
      education: [['Master Ressources humaines', 'IAE Lyon', 2018]],
      certificates: [], languages: [['anglais', 'courant'], ['italien', 'intermédiaire']], licences: [],
      skills: ['Sourcing', 'entretiens structurés', 'Workday', 'Teamtailor', 'droit du travail'],
      softSkills: ["sens de l'écoute", "sens de l'organisation", 'discrétion'], years: 5,
    },
  ],
  [
    // English data analyst with A/B tests, labelled languages and certifications lines.
    'en-priya-shah-data-analyst',
    {
      language: 'english', name: 'Priya Shah', gender: null, email: 'priya.shah@example.com', phone: '+44 7700 900456', city: 'Manchester',
      headline: 'Senior Data Analyst',
      jobs: [['Senior Data Analyst', 'ASOS', 'London', 'Mar 2021 – Present', true], ['Data Analyst', 'The Hut Group', 'Manchester', 'Jul 2018 – Feb 2021', false]],
      achievement: 'Designed and analysed 40+ A/B tests on checkout, lifting conversion by 3.2%',
      education: [['MSc Statistics', 'University of Manchester', 2018]],
      certificates: ['Google Analytics Individual Qualification'], languages: [['english', 'native'], ['hindi', 'fluent'], ['french', 'B1']], licences: [],
      skills: ['SQL', 'Python (pandas, statsmodels)', 'A/B testing', 'Tableau', 'Looker'], softSkills: [], years: 6,
    },
  ],
  [
    // Developer: 'Role chez Employer (City), depuis …' lines.
    'fr-thomas-nguyen-developpeur',
    {
      language: 'french', name: 'Thomas Nguyen', gender: 'masculine', email: 'thomas.nguyen@exemple.fr', phone: '06 23 45 67 89', city: 'Nantes',
      headline: 'Développeur back-end Java',
      jobs: [['Développeur Java / Spring Boot', 'Sopra Steria', 'Nantes', 'depuis mars 2020', true], ['Développeur PHP', 'WebAgency', 'Angers', '2017 - 2020', false]],
      achievement: 'Migration vers Kubernetes : temps de déploiement divisé par 4',
      education: [["Diplôme d'ingénieur en informatique", 'Polytech Nantes', 2017]],
      certificates: ['TOEIC 850'], languages: [['anglais', 'lu, écrit, parlé (TOEIC 850)']], licences: [],
      skills: ['Java', 'Spring Boot', 'Kubernetes', 'Docker', 'PostgreSQL', 'Kafka', 'Git'], softSkills: [], years: 7,
    },
  ],
  [
    // Retail: descriptions as sentences without bullets, qualities as a labelled line.
    'fr-manon-petit-vendeuse',
    {
      language: 'french', name: 'Manon Petit', gender: 'feminine', email: 'manon.petit@exemple.fr', phone: '07 98 76 54 32', city: 'Bordeaux',
      headline: 'Conseillère de vente',
      jobs: [['Conseillère de vente', 'Sephora', 'Bordeaux', '2021 - 2024', false], ['Vendeuse', 'Zara', 'Mérignac', '2019 - 2021', false]],
      achievement: 'Objectif de vente dépassé de 12 % en 2023',
      education: [['BTS MCO (Management commercial opérationnel)', 'Lycée Gustave Eiffel', 2019]],
      certificates: [], languages: [], licences: [],
      skills: ['Conseil client', 'merchandising', 'encaissement', 'Excel'], softSkills: ['souriante', 'dynamique', 'ponctuelle'], years: 5,
    },
  ],
  [
    // Construction: 'Period | Role | Employer, City', habilitations, a licences section with bare categories.
    'fr-antoine-rousseau-chantier',
    {
      language: 'french', name: 'Antoine Rousseau', gender: null, email: 'a.rousseau@exemple.fr', phone: '06 55 44 33 22', city: 'Rouen',
      headline: 'Chef de chantier gros œuvre',
      jobs: [['Chef de chantier', 'Bouygues Bâtiment', 'Rouen', "2017 – aujourd'hui", true], ['Maçon coffreur', 'Eiffage Construction', 'Le Havre', '2012 – 2017', false]],
      achievement: "Livraison d'une résidence de 64 logements avec 3 semaines d'avance",
      education: [['BTS Bâtiment', 'Lycée Les Bruyères', 2012]],
      certificates: ['CACES R482 cat. B1', 'SST', 'habilitation électrique B0 H0'], languages: [], licences: ['Permis B', 'Permis C'],
      skills: [], softSkills: [], years: 12,
    },
  ],
  [
    // LinkedIn paste (French): role, 'Employer · CDI', 'janv. 2020 - aujourd'hui · 4 ans 6 mois', place line.
    'fr-lea-moreau-linkedin',
    {
      language: 'french', name: 'Léa Moreau', gender: 'feminine', email: null, phone: null, city: 'Nantes', headline: "Infirmière diplômée d'État",
      jobs: [['Infirmière', 'CHU de Nantes', 'Nantes', "janv. 2020 - aujourd'hui", true], ['Aide-soignante', 'Clinique Jules Verne', 'Nantes', 'sept. 2016 - déc. 2019', false]],
      achievement: 'Référente AFGSU du service : 40 soignants formés en 2023',
      education: [["Diplôme d'État d'infirmier", 'IFSI de Nantes', 2017]],
      certificates: ['AFGSU niveau 2'], languages: [['anglais', 'Compétence professionnelle limitée']], licences: [],
      skills: ['Soins infirmiers', 'Urgences', 'Dossier patient informatisé'], softSkills: [], years: 7,
    },
  ],
  [
    // LinkedIn paste (English), with 'Licenses & certifications' and proficiency lines.
    'en-daniel-evans-linkedin',
    {
      language: 'english', name: 'Daniel Evans', gender: null, email: null, phone: null, city: 'Leeds', headline: 'Warehouse Team Leader',
      jobs: [['Warehouse Team Leader', 'DHL Supply Chain', 'Leeds', 'Jun 2020 - Present', true], ['Warehouse Operative', 'Amazon', 'Doncaster', 'Mar 2017 - May 2020', false]],
      achievement: 'Cut agency spend by 18% through better shift planning',
      education: [['BTEC Level 3', 'Leeds City College', 2016]],
      certificates: ['Counterbalance Forklift Licence', 'First Aid at Work'],
      languages: [['english', 'Native or bilingual proficiency'], ['polish', 'Professional working proficiency']], licences: [],
      skills: ['Warehouse Management Systems (WMS)', 'Inventory Management', 'People Management'], softSkills: [], years: 7,
    },
  ],
  [
    // Care assistant: no headings, one bullet per fact.
    'fr-fatou-diallo-aide-soignante',
    {
      language: 'french', name: 'Fatou Diallo', gender: 'feminine', email: null, phone: '06 12 12 12 12', city: 'Créteil', headline: 'Aide-soignante',
      jobs: [['Aide-soignante', 'EHPAD Les Tilleuls', 'Créteil', '2019 - 2024', false], ['Agent de service hospitalier', 'Hôpital Henri-Mondor', null, '2017 - 2019', false]],
      achievement: null,
      education: [["Diplôme d'État d'aide-soignant", 'IFAS de Créteil', 2019]],
      certificates: ['PSC1'], languages: [], licences: ['Permis B'], skills: [], softSkills: [], years: 5,
    },
  ],
  [
    // UK nurse: registration number in the headline, licence after the certificates.
    'en-grace-oconnor-nurse',
    {
      language: 'english', name: "Grace O'Connor", gender: null, email: 'grace.oconnor@example.co.uk', phone: '07700 900789', city: 'Bristol', headline: 'Registered Nurse',
      jobs: [['Staff Nurse', 'Southmead Hospital', 'Bristol', 'Sept 2019 – Present', true], ['Healthcare Assistant', 'Bristol Royal Infirmary', 'Bristol', 'Jun 2017 – Aug 2019', false]],
      achievement: 'Mentored 6 nursing students through their placements',
      education: [['BSc (Hons) Adult Nursing', 'University of the West of England', 2019]],
      certificates: ['BLS', 'ILS', 'Manual handling'], languages: [], licences: ['Full UK driving licence'], skills: [], softSkills: [], years: 5,
    },
  ],
  [
    // Cook: HACCP listed among skills is a certificate.
    'fr-mehdi-haddad-cuisinier',
    {
      language: 'french', name: 'Mehdi Haddad', gender: 'masculine', email: null, phone: '06 01 02 03 04', city: 'Marseille', headline: 'Cuisinier',
      jobs: [['Chef de partie', 'Le Petit Nice', 'Marseille', 'depuis avril 2021', true], ['Commis de cuisine', 'Brasserie Les Danaïdes', null, '2018 - 2021', false]],
      achievement: 'Responsable du poste garde-manger : 120 couverts par service',
      education: [['CAP Cuisine', 'CFA de la Chambre de métiers', 2018]],
      certificates: ['HACCP'], languages: [['anglais', 'scolaire'], ['arabe', 'courant']], licences: [],
      skills: ['Cuisine méditerranéenne', 'pâtisserie', 'gestion des stocks'], softSkills: [], years: 6,
    },
  ],
  [
    // North-American developer with an AWS certification among the skills.
    'en-alex-kim-software-engineer',
    {
      language: 'english', name: 'Alex Kim', gender: null, email: 'alex.kim@example.com', phone: null, city: 'Toronto', headline: 'Software Engineer',
      jobs: [['Software Engineer II', 'Shopify', 'Toronto', '2021 – Present', true], ['Software Developer Intern', 'Wealthsimple', 'Toronto', 'May 2020 – Aug 2020', false]],
      achievement: 'Reduced CI build time from 25 to 9 minutes',
      education: [['BASc Computer Engineering', 'University of Waterloo', 2021]],
      certificates: ['AWS Certified Developer'], languages: [], licences: [],
      skills: ['TypeScript', 'React', 'Ruby on Rails', 'GraphQL', 'PostgreSQL', 'AWS'], softSkills: [], years: 3,
    },
  ],
  [
    // Assistant: 'Role | Employer | City | Period', a Voltaire score in the IT section.
    'fr-nathalie-lefevre-assistante',
    {
      language: 'french', name: 'Nathalie Lefèvre', gender: 'feminine', email: 'nathalie.lefevre@exemple.fr', phone: '06 33 22 11 00', city: 'Lille',
      headline: 'Assistante administrative et comptable',
      jobs: [['Assistante de direction', 'Groupe Rabot Dutilleul', 'Lille', '2015 - 2024', false], ['Secrétaire médicale', 'Cabinet de radiologie du Vieux-Lille', null, '2011 - 2015', false]],
      achievement: "Gestion de l'agenda de 3 directeurs et organisation de 40 déplacements par an",
      education: [["BTS Support à l'action managériale (SAM)", 'Lycée Baggio', 2011]],
      certificates: ['Certificat Voltaire 780 points'], languages: [], licences: [],
      skills: ['Pack Office (Excel avancé)', 'SAP', 'Doctolib'], softSkills: [], years: 13,
    },
  ],
  [
    // Logistics: the employer on the line above the role.
    'fr-olivier-martin-entrepot',
    {
      language: 'french', name: 'Olivier Martin', gender: null, email: null, phone: null, city: 'Orléans', headline: "Responsable d'entrepôt",
      jobs: [["Responsable d'entrepôt", 'FM Logistic', null, "Mars 2018 - aujourd'hui", true], ["Chef d'équipe", 'ID Logistics', null, 'Janvier 2014 - Février 2018', false]],
      achievement: 'Taux de service porté de 96 % à 99,2 %',
      education: [['Licence professionnelle Logistique', "IUT d'Orléans", 2013]],
      certificates: ['CACES 3 et 5'], languages: [['anglais', 'intermédiaire']], licences: ['Permis B'],
      skills: ['Lean management', 'WMS', 'gestion des stocks', "management d'équipe"], softSkills: [], years: 10,
    },
  ],
  [
    // UK teacher: 'Role, School, City — Period' on one line.
    'en-hannah-wright-teacher',
    {
      language: 'english', name: 'Hannah Wright', gender: null, email: 'hannah.wright@example.com', phone: '07911 123456', city: 'Birmingham',
      headline: 'Secondary Maths Teacher',
      jobs: [['Head of Year 9 and Maths Teacher', 'Park View Academy', 'Birmingham', 'Sept 2019 – Present', true], ['Maths Teacher', 'Holte School', 'Birmingham', 'Sept 2016 – Jul 2019', false]],
      achievement: 'Raised GCSE maths pass rate (grade 4+) from 61% to 74% in three years',
      education: [['PGCE Secondary Mathematics', 'University of Birmingham', 2016], ['BSc Mathematics', 'University of Leicester', 2015]],
      certificates: [], languages: [['english', 'native'], ['spanish', 'conversational']], licences: [], skills: [], softSkills: [], years: 8,
    },
  ],
  [
    // Student: a few labelled sentences, a degree being prepared, student jobs.
    'fr-lucas-bernard-etudiant',
    {
      language: 'french', name: 'Lucas Bernard', gender: 'masculine', email: 'lucas.bernard@exemple.fr', phone: '06 98 98 98 98', city: 'Grenoble', headline: null,
      jobs: [['assistant contrôleur de gestion', 'Schneider Electric', 'Grenoble', '2023', false], ['équipier polyvalent', "McDonald's", null, '2021 - 2023', false]],
      achievement: null,
      // The BUT ends in 2025, after the day the CV is read: it is not held yet.
      education: [['Bac STMG', null, 2022]],
      certificates: [], languages: [['anglais', 'B2']], licences: [], skills: ['Excel (TCD)', 'Power BI', 'SAP (notions)'], softSkills: [], years: 2,
    },
  ],
  [
    // An English CV written as prose, with a past job and a degree in sentences.
    'en-tom-baker-prose',
    {
      language: 'english', name: 'Tom Baker', gender: null, email: null, phone: null, city: 'Leeds', headline: null,
      jobs: [['registered nurse', "St James's Hospital", 'Leeds', null, true], ['healthcare assistant', 'Leeds General Infirmary', null, 'from 2016 to 2019', false]],
      // ', where I work on the cardiology ward': what the job's own sentence says was done there.
      achievement: 'I work on the cardiology ward',
      education: [['BSc in Adult Nursing', 'University of Leeds', 2019]],
      certificates: [], languages: [['spanish', 'fluent']], licences: ['Full UK driving licence'], skills: [], softSkills: [], years: 5,
    },
  ],
  [
    // Prose in the first person: 'I am <name>, a <role>', 'At <employer> (dates) I…', 'I worked at <employer> as a <role> (dates), where I…', 'a BA'.
    'en-priya-shah-prose',
    {
      language: 'english', name: 'Priya Shah', gender: null, email: 'priya.shah@outlook.com', phone: '07700 900123', city: 'Manchester', headline: null,
      jobs: [['customer success specialist', 'Brightdesk', 'Manchester', '2022 - present', true], ['support agent', 'Telvio', null, '2020 - 2022', false]],
      achievement: 'I reduced churn from 9% to 5% in 18 months by running quarterly business reviews',
      education: [['BA in Business Management', 'University of Leeds', null]],
      certificates: [], languages: [['english', null], ['gujarati', null], ['spanish', 'conversational']], licences: [], skills: ['Salesforce', 'Gainsight', 'Zendesk', 'Excel'], softSkills: [], years: 4,
    },
  ],
  [
    // Bank adviser: numeric dates before the role, 'Depuis 2023 : Role chez Employer (City)'.
    'fr-sandrine-roux-banque',
    {
      language: 'french', name: 'Sandrine Roux', gender: 'feminine', email: 'sandrine.roux@exemple.fr', phone: null, city: null, headline: 'Chargée de clientèle',
      jobs: [
        ['Conseillère bancaire', 'BNP Paribas', 'Strasbourg', 'Depuis 2023', true],
        ['Chargée de clientèle', 'Crédit Mutuel', 'Strasbourg', '03/2019 - 06/2023', false],
        ['Conseillère accueil', 'La Poste', 'Colmar', '09/2016 - 02/2019', false],
      ],
      achievement: null, education: [], certificates: [], languages: [], licences: [], skills: [], softSkills: [], years: 7,
    },
  ],
  [
    // LinkedIn paste with its noise: relations count, 'voir plus', endorsements, '+3 compétences'.
    'fr-marc-leroy-linkedin',
    {
      language: 'french', name: 'Marc Leroy', gender: 'masculine', email: null, phone: null, city: 'Paris', headline: 'Développeur Full Stack',
      jobs: [['Développeur Full Stack', 'Doctolib', 'Paris', 'sept. 2021 - aujourd’hui', true], ['Développeur web', null, null, 'janv. 2019 - août 2021', false]],
      achievement: 'Développement du module de téléconsultation utilisé par 12 000 praticiens',
      education: [['Master Informatique', 'EPITECH', 2019]],
      certificates: [], languages: [['anglais', 'Capacité professionnelle complète'], ['français', 'Bilingue ou langue natale']], licences: [],
      skills: ['React', 'Node.js'], softSkills: [], years: 5,
    },
  ],
  [
    // A two-line English CV.
    'en-sam-carter-thin',
    {
      language: null, name: 'Sam Carter', gender: null, email: null, phone: '07700 900111', city: 'London', headline: 'waiter',
      jobs: [['Waiter', 'The Ivy', null, '2021 - present', true]],
      achievement: 'Serving 120 covers a night',
      education: [], certificates: ['Food Hygiene Level 2'], languages: [], licences: [], skills: [], softSkills: [], years: 3,
    },
  ],
  [
    // A form-like CV: 'NOM :', 'Prénom :', 'Adresse :' fields, dates glued to the role.
    'fr-julie-martin-formulaire',
    {
      language: 'french', name: 'Julie Martin', gender: 'feminine', email: 'julie.martin@exemple.fr', phone: '06 01 01 01 01', city: 'Nantes', headline: null,
      jobs: [['Auxiliaire de puériculture', 'Crèche Les Petits Loups', 'Nantes', '2020-2024', false], ['Assistante maternelle agréée', null, null, '2018-2020', false]],
      achievement: 'Accueil de 20 enfants de 3 mois à 3 ans',
      education: [['CAP Accompagnant éducatif petite enfance', null, 2018], ["Diplôme d'État d'auxiliaire de puériculture (DEAP)", null, 2020]],
      certificates: [], languages: [], licences: ['Permis B'], skills: [], softSkills: [], years: 6,
    },
  ],
  [
    // HR prose: the role in one sentence, the employer in the next ('j'ai rejoint Lactalis à Laval'), years in words.
    'fr-karima-rh-prose',
    {
      language: 'french', name: 'Karima Benhaddou', gender: 'feminine', email: 'karima.benhaddou@exemple.fr', phone: '07 11 22 33 44', city: 'Angers', headline: null,
      jobs: [['chargée de ressources humaines', 'Lactalis', 'Laval', 'depuis cinq ans', true]],
      achievement: "J'ai piloté la campagne d'entretiens annuels 2024 (taux de réalisation passé de 58 % à 96 %)",
      education: [['master GRH', 'IGR-IAE de Rennes', 2019]],
      certificates: [], languages: [], licences: [], skills: [], softSkills: [], years: 5,
    },
  ],
  [
    // Cashier, thin: an age, summer jobs, and a licence still being prepared, which is not one.
    'fr-ines-caissiere-thin',
    {
      language: 'french', name: 'Inès Morel', gender: 'feminine', email: null, phone: '06 58 00 11 22', city: 'Roubaix', headline: null,
      jobs: [['Employée polyvalente', 'Auchan Roubaix', null, '2023', false]],
      // The duties after the colon are what was done there; the line after is no part of the job.
      achievement: 'caisse, mise en rayon, inventaires',
      education: [['Bac pro Métiers du commerce et de la vente', null, 2024]],
      certificates: [], languages: [], licences: [], skills: ['mise en rayon'], softSkills: [], years: null,
    },
  ],
  [
    // Site manager, prose: 'Je suis David Ferreira', 'J'ai commencé comme…', 'je suis devenu…', 'Depuis 2019, je suis…'.
    'fr-david-ferreira-prose',
    {
      language: 'french', name: 'David Ferreira', gender: 'masculine', email: null, phone: '06 74 00 91 02', city: 'Toulouse', headline: null,
      jobs: [
        ['chef de chantier', 'Fabre Construction', 'Toulouse', 'Depuis 2019', true],
        ['maçon', 'Garcia Bâtiment', null, null, false],
        ["chef d'équipe", null, null, '2014', false],
      ],
      achievement: "J'ai mené la construction d'un collège de 600 élèves à Blagnac",
      education: [['CAP maçon', null, null]],
      certificates: ['CACES R482 catégorie A'], languages: [], licences: ['Permis B'], skills: [], softSkills: [], years: 20,
    },
  ],
  [
    // Office administrator, English prose: 'Since 2022 I have worked at…', 'Before that I spent two years as…'.
    'en-hannah-price-prose',
    {
      language: 'english', name: 'Hannah Price', gender: null, email: 'hannah.price@outlook.com', phone: '07833 600 408', city: 'Bristol', headline: null,
      jobs: [['office administrator', 'Clarke & Lowe Surveyors', 'Bristol', 'Since 2022', true], ['receptionist', 'Southmead Physiotherapy Clinic', null, 'two years', false]],
      achievement: 'Since 2022 I have worked at Clarke & Lowe Surveyors in Bristol, where I run the front desk and manage the diaries of three partners',
      education: [], certificates: ['AAT Level 2 Certificate in Bookkeeping'], languages: [], licences: [], skills: [], softSkills: [], years: 4,
    },
  ],
  [
    // Waiter, thin: the headline is the role of the stays listed under it.
    'fr-paul-girard-serveur-saisons',
    {
      language: 'french', name: 'Paul Girard', gender: 'masculine', email: 'paul.girard21@gmail.com', phone: '06 33 18 00 41', city: null, headline: 'Serveur',
      jobs: [['Serveur', 'Café de la Plage', 'Quiberon', '2 saisons', false], ['Serveur', 'Brasserie Le Carnot', 'Dijon', '1 an', false]],
      achievement: null, education: [], certificates: ['TOEIC 860'], languages: [['anglais', 'professionnel (TOEIC 860)']], licences: ['Permis B'],
      skills: ['service en salle', 'encaissement'], softSkills: [], years: 1,
    },
  ],
  [
    // The layouts the offline writer was first built on.
    'fr-camille-martin',
    {
      language: 'french', name: 'Camille Martin', gender: 'feminine', email: 'camille.martin@exemple.fr', phone: '06 12 34 56 78', city: 'Lyon', headline: 'Développeuse Full Stack',
      jobs: [['Développeuse Full Stack', 'Cloudia', 'Lyon', "Mars 2021 – aujourd'hui", true], ['Développeuse Web', 'Agence Pixel', 'Villeurbanne', 'Septembre 2018 – Février 2021', false]],
      achievement: 'Réduction de 35 % du temps de chargement des pages grâce au rendu côté serveur',
      education: [['Master Informatique', 'Université Claude Bernard Lyon 1', 2018], ['Licence Informatique', 'Université Claude Bernard Lyon 1', 2016]],
      certificates: ['TOEIC 910'], languages: [['anglais', 'courant (TOEIC 910)'], ['espagnol', 'notions']], licences: [],
      skills: ['JavaScript', 'TypeScript', 'React', 'Docker', 'Scrum', 'revues de code'], softSkills: [], years: 5,
    },
  ],
  [
    'fr-julien-moreau',
    {
      language: 'french', name: 'Julien Moreau', gender: null, email: 'julien.moreau@exemple.com', phone: '07 45 12 89 30', city: 'Villeurbanne', headline: 'Chef de projet supply chain',
      jobs: [["Responsable d'exploitation", 'Geodis', 'Saint-Quentin-Fallavier', "2020 - aujourd'hui", true], ['Chef de projet logistique junior', 'Kuehne+Nagel', 'Lyon', '2016 - 2020', false]],
      achievement: "Amélioration de la productivité de 18 % grâce à une démarche Lean",
      education: [['Master Management de la supply chain', 'IAE Lyon', 2016], ['Licence Économie-Gestion', 'Université Lyon 2', 2014]],
      certificates: [], languages: [['anglais', 'professionnel']], licences: [],
      skills: ['Gestion de projet', 'Lean', 'SAP', 'Pack Office', 'Power BI'], softSkills: [], years: 8,
    },
  ],
  [
    'fr-sarah-benali',
    {
      language: 'french', name: 'Sarah Benali', gender: 'feminine', email: 'sarah.benali@exemple.fr', phone: '06 98 76 54 32', city: 'Paris', headline: 'Chargée de marketing digital',
      jobs: [["Chargée d'acquisition digitale", 'Maison Boréal', 'Paris', 'depuis janvier 2022', true], ['Assistante marketing', 'Lumio', 'Paris', '2020 - 2021', false]],
      achievement: 'Refonte du plan de référencement naturel (SEO) : trafic organique multiplié par 2',
      education: [['Master Marketing digital', 'IAE Paris-Sorbonne', 2020]],
      certificates: [], languages: [['anglais', 'courant']], licences: [],
      skills: ['Google Ads', 'Meta Ads', 'Google Analytics', 'SEO', 'Shopify', 'Canva'], softSkills: [], years: 3,
    },
  ],
  [
    'fr-thomas-petit',
    {
      language: 'french', name: 'Thomas Petit', gender: 'masculine', email: null, phone: null, city: 'Nantes', headline: 'vendeur en boutique de prêt-à-porter',
      jobs: [['vendeur en boutique de prêt-à-porter', null, 'Nantes', 'depuis 3 ans', true]],
      achievement: null, education: [], certificates: [], languages: [], licences: [],
      skills: ['Relation client', 'gestion des stocks', 'Excel'], softSkills: [], years: 3,
    },
  ],
  [
    'en-emily-clarke',
    {
      language: 'english', name: 'Emily Clarke', gender: null, email: 'emily.clarke@example.com', phone: '+353 87 123 4567', city: 'Dublin', headline: 'Data Analyst',
      jobs: [['Data Analyst', 'Tesco Ireland', 'Dublin', 'Jan 2022 – Present', true], ['Junior Analyst', 'Kantar', 'Dublin', 'Sep 2020 – Dec 2021', false]],
      achievement: 'Built 20+ Power BI dashboards used weekly by 150 store managers',
      education: [['MSc in Business Analytics', 'University College Dublin', 2020], ['BSc in Economics', 'Trinity College Dublin', 2019]],
      certificates: [], languages: [['english', 'native'], ['french', 'intermediate']], licences: [],
      skills: ['SQL', 'Python (pandas)', 'Power BI', 'Excel'], softSkills: [], years: 3,
    },
  ],
  [
    'en-daniel-okafor',
    {
      language: 'english', name: 'Daniel Okafor', gender: null, email: 'daniel.okafor@example.com', phone: '+44 7700 900123', city: 'London', headline: 'Backend Engineer',
      jobs: [['Backend Engineer', 'Monzo', 'London', 'March 2020 – Present', true], ['Software Developer', 'Sage', 'Newcastle', 'July 2017 – February 2020', false]],
      achievement: 'Led the migration of 12 services from a monolith to Kubernetes, cutting deployment time by 70%',
      education: [['BEng in Computer Science', 'University of Manchester', 2017]],
      certificates: [], languages: [], licences: [],
      skills: ['Go', 'Python', 'PostgreSQL', 'Docker', 'Kubernetes'], softSkills: [], years: 6,
    },
  ],
];

describe('analyzeResume', () => {
  it.each(CVS)('reads %s', (fixture, expected) => {
    const profile = analyzeResume(readResume(fixture), { today: TODAY });
    const { skills, softSkills, achievement, ...fields } = expected;
    expect(view(profile)).toEqual(fields);
    expect(profile.skills).toEqual(expect.arrayContaining(skills));
    expect(profile.softSkills).toEqual(expect.arrayContaining(softSkills));
    if (achievement === null) expect(profile.jobs[0]?.achievements ?? []).toEqual([]);
    else expect(profile.jobs[0]?.achievements).toContain(achievement);
  });

  it.each(CVS)('never turns an age, a licence, a certificate or a language of %s into a job or a skill', (fixture) => {
    const profile = analyzeResume(readResume(fixture), { today: TODAY });
    const credentials = [...profile.certificates, ...profile.licences].map((item) => item.toLowerCase());
    const claims = [...profile.jobs.map((job) => job.title), ...profile.skills].map((item) => item.toLowerCase());
    const absurd = claims.filter(
      (claim) =>
        /\b\d+ (?:ans|years?)\b|\bpermis\b|\blicen[cs]e\b|\btoeic\b|\bcaces\b|\bafgsu\b/.test(claim) ||
        credentials.some((credential) => claim.includes(credential)) ||
        profile.languages.some((language) => claim === language.language || (language.level !== null && claim === language.level.toLowerCase())),
    );
    expect(absurd).toEqual([]);
  });

  it('counts a current job to today, and short without today', () => {
    const cv = readResume('fr-karim-benali-cariste');
    expect(analyzeResume(cv, { today: new Date('2030-01-10T00:00:00Z') }).yearsOfExperience).toBe(14);
    // Without a clock the current job ends at the latest year the CV names: 2016–2019 only.
    expect(analyzeResume(cv).yearsOfExperience).toBe(3);
  });

  it('reads an age as neither a role nor years of experience', () => {
    for (const cv of ['Jean Dupont, 24 ans.', "Jean Dupont. J'ai 24 ans et je suis serveur.", 'Paul Martin\n24 ans\nCommis de cuisine chez Le Bistrot, 2022 - 2023']) {
      const profile = analyzeResume(cv);
      expect(profile.jobs.map((job) => job.title).join(' ')).not.toMatch(/24/);
      expect(profile.yearsOfExperience).not.toBe(24);
    }
    expect(analyzeResume("Jean Dupont. J'ai 24 ans et je suis serveur.").jobs.map((job) => job.title)).toEqual(['serveur']);
  });

  it('reads a LinkedIn employer with several roles under it', () => {
    const cv = [
      'Experience',
      'Decathlon',
      '6 ans 3 mois',
      'Responsable de rayon',
      'CDI',
      "janv. 2021 - aujourd'hui · 3 ans 6 mois",
      'Lyon, Auvergne-Rhône-Alpes, France',
      "Pilotage d'un rayon de 2 M€ de chiffre d'affaires et d'une équipe de 6 vendeurs.",
      'Vendeur',
      'CDI',
      'avr. 2018 - déc. 2020 · 2 ans 9 mois',
      'Employé polyvalent',
      'Carrefour · CDD',
      'juil. 2017 - mars 2018 · 9 mois',
    ].join('\n');
    const profile = analyzeResume(cv, { today: TODAY });
    expect(profile.jobs.map((job) => [job.title, job.employer, job.place, job.period])).toEqual([
      ['Responsable de rayon', 'Decathlon', 'Lyon', "janv. 2021 - aujourd'hui"],
      ['Vendeur', 'Decathlon', null, 'avr. 2018 - déc. 2020'],
      ['Employé polyvalent', 'Carrefour', null, 'juil. 2017 - mars 2018'],
    ]);
    expect(profile.yearsOfExperience).toBe(6);
  });

  it('lists the jobs of a CV written oldest first newest first', () => {
    const cv = 'Expérience\n2012 - 2015 : Commis de cuisine, Le Bistrot, Lyon\n2015 - 2019 : Cuisinier, La Mère Brazier, Lyon\n2019 - 2023 : Chef de partie, Paul Bocuse, Collonges';
    expect(analyzeResume(cv).jobs.map((job) => job.title)).toEqual(['Chef de partie', 'Cuisinier', 'Commis de cuisine']);
  });

  it('reads inclusive writing as one word, and its gender as unknown', () => {
    const cv = 'Alex Durand\nChargé·e de recrutement\nLyon · alex.durand@exemple.fr\nExpérience\nChargé·e de recrutement · Clinéo · Lyon · 2021 - 2024\nCompétences\nSourcing · Entretiens structurés';
    const profile = analyzeResume(cv);
    expect([profile.headline, profile.gender, profile.city]).toEqual(['Chargé·e de recrutement', null, 'Lyon']);
    expect(profile.jobs.map((job) => [job.title, job.employer, job.place])).toEqual([['Chargé·e de recrutement', 'Clinéo', 'Lyon']]);
    expect(profile.skills).toEqual(['Sourcing', 'Entretiens structurés']);
  });

  it('names the skills of a short English CV in English', () => {
    const profile = analyzeResume('Chloe Whitaker - cashier\nCashier at Boots, 2024 - present. Led a team of 4 on weekends.');
    expect(profile.language).toBeNull();
    expect(profile.skills).toContain('team management');
    expect(profile.skills).not.toContain("management d'équipe");
  });

  it('leaves the gender unknown when the CV does not show it', () => {
    expect(analyzeResume('Camille Durand\nComptable\nExpérience\nComptable — Cabinet Alto, 2018 - 2024').gender).toBeNull();
    expect(analyzeResume('Mme Camille Durand\nComptable').gender).toBe('feminine');
    expect(analyzeResume('Camille Durand\nJe suis diplômée en comptabilité et rigoureuse.').gender).toBe('feminine');
  });

  it('reads the address of a form-like CV without its label', () => {
    expect(analyzeResume(readResume('fr-julie-martin-formulaire')).address).toBe('8 rue Victor Hugo, 44000 Nantes');
  });

  it('leaves out what it cannot read instead of guessing', () => {
    const profile = analyzeResume('Expérience variée dans plusieurs secteurs, curieux et motivé, disponible rapidement.');
    expect([profile.name, profile.jobs, profile.education, profile.city, profile.certificates, profile.licences]).toEqual([null, [], [], null, [], []]);
    expect(analyzeResume('')).toMatchObject({ name: null, jobs: [], skills: [], yearsOfExperience: null, language: null, gender: null });
  });

  it('names a language in the letter’s language', () => {
    const [english] = analyzeResume('Languages\nEnglish (native)').languages;
    expect(english?.code).toBe('en');
    expect(languageName(english?.code ?? '', 'french')).toBe('anglais');
    expect(languageName('es', 'english')).toBe('Spanish');
    expect(languageName('xx', 'english')).toBeNull();
  });
});

describe('two headings joined', () => {
  it("of one section open it ('LOGICIELS ET OUTILS')", () => {
    const resume = analyzeResume(['Nadia Ferrand', 'EXPÉRIENCE', 'Gestionnaire de paie — Cabinet Orsini, Paris', '2019 – 2024', '- Paie de 300 salariés', '', 'LOGICIELS ET OUTILS', 'Silae, Sage Paie, Outlook'].join('\n'));
    expect(resume.skills).toEqual(expect.arrayContaining(['Silae', 'Outlook']));
  });

  it("are the lexicon's to place when their sections differ ('EDUCATION & CERTIFICATIONS')", () => {
    const resume = analyzeResume(['Callum Price', 'EMPLOYMENT', 'IT Technician — Kirkgate Computers, Leeds', 'Sept 2019 - Feb 2022', '• Laptop repairs', '', 'EDUCATION & CERTIFICATIONS', 'CompTIA A+ (2021)', 'GCSEs incl. maths and English (2018)'].join('\n'));
    expect(resume.jobs.map((job) => job.title)).toEqual(['IT Technician']);
  });
});

describe('a heading and its field', () => {
  // A refrigeration technician's CV: two experience sections named by their field, and a training section with its habilitations.
  it('opens the heading’s section', () => {
    const resume = analyzeResume(
      [
        'Mickaël Chabert',
        'Technicien frigoriste',
        'FORMATION ET HABILITATIONS',
        '2025 Titre professionnel Technicien d’intervention en froid commercial et climatisation – AFPA Valence',
        'EXPÉRIENCE EN FROID ET CLIMATISATION',
        'Depuis oct. 2025 Technicien frigoriste intérimaire – Frigo Services',
        '• Installation de pompes à chaleur air/air',
        'EXPÉRIENCE EN GRANDE DISTRIBUTION',
        '2016 – 2024 Chef de rayon frais – Super U Valence Sud',
        '• Suivi des températures des vitrines',
      ].join('\n'),
      { today: new Date('2026-11-22') },
    );
    expect(resume.jobs.map((job) => job.title)).toEqual(['Technicien frigoriste intérimaire', 'Chef de rayon frais']);
    expect(resume.education.map((degree) => degree.year)).toEqual([2025]);
  });
});

describe('a town and a work mode', () => {
  // A buyer's consulting job and a product manager's: 'Belfort / remote', 'Paris / télétravail' are where, not who.
  it('are a place, never the employer', () => {
    const resume = analyzeResume(['Ciarán Doyle', 'EXPERIENCE', 'Procurement consultant (freelance) – Belfort / remote   Sep 2025 – present', '• Sourcing of machined parts'].join('\n'));
    expect(resume.jobs.map((job) => [job.title, job.employer, job.place])).toEqual([['Procurement consultant', null, 'Belfort / remote']]);
  });
});

describe('a diploma the CV says was not obtained, and a college named after its town', () => {
  it('holds no diploma marked not obtained', () => {
    const resume = analyzeResume(['KEVIN MORIN', 'FORMATIONS', '2021\tCACES R489 catégories 3 et 5', "2019\tBac pro Pilote de ligne de production - Lycée Pierre et Marie Curie, Château-Gontier (non obtenu)"].join('\n'));
    expect(resume.education.map((degree) => degree.degree)).toEqual([]);
  });

  it("reads a diploma dated by 'en' in a labelled line without the 'en' ('CAP Cuisine en 1992')", () => {
    const resume = analyzeResume('Sylvie Guillou\nFormations : Sauveteur secouriste du travail (SST) en 2023. CAP Cuisine en 1992.');
    expect(resume.education).toEqual([{ degree: 'CAP Cuisine', school: null, year: 1992 }]);
  });

  it("names the college with its town and dates the diploma by the year after it ('Bridgwater College 2016')", () => {
    const resume = analyzeResume("LIAM O'CONNOR – Bricklayer – Bridgwater\nNVQ Level 2 Trowel Occupations (Bricklaying), Bridgwater College 2016. CSCS Blue card (skilled worker), exp. 03/2027.");
    expect(resume.education).toEqual([{ degree: 'NVQ Level 2 Trowel Occupations', school: 'Bridgwater College', year: 2016 }]);
  });
});

describe("a dated line that names only the candidate's status", () => {
  it("is a job in the headline's trade, its status kept", () => {
    const resume = analyzeResume(
      'Gareth Price – Painter & Decorator – Issigeac, Dordogne (24) – +33 6 71 42 88 30\nCity & Guilds NVQ Level 2 Painting & Decorating (2008).\n2019–present: self-employed (micro-entrepreneur), holiday homes and gîtes around Issigeac, mostly for British owners. 2008–2019: decorator then chargehand, Hartley & Sons Decorators, Cardiff (social housing, hotel refurbs).',
    );
    expect(resume.jobs.map((job) => [job.title, job.startYear, job.current])).toEqual([
      ['self-employed Painter & Decorator', 2019, true],
      ['decorator then chargehand', 2008, false],
    ]);
  });
});

describe('a volunteering section', () => {
  it('reads its roles beside the paid ones, each marked unpaid in its title, in the CV’s language', () => {
    const english = analyzeResume([
      'Priya Shah',
      'EXPERIENCE',
      'Receptionist – Riverside Surgery',
      'March 2018 – present',
      '- Booked appointments and handled patient queries',
      'VOLUNTEERING',
      'Befriender – Age UK Leeds',
      '2023 – present',
      '- Weekly visits to two isolated older people',
    ].join('\n'));
    expect(english.jobs.map((job) => [job.title, job.employer])).toEqual([
      ['Volunteer Befriender', 'Age UK Leeds'],
      ['Receptionist', 'Riverside Surgery'],
    ]);
    const french = analyzeResume([
      'Léa Martin',
      'EXPÉRIENCE PROFESSIONNELLE',
      'Aide-soignante – EHPAD Les Tilleuls',
      'Depuis 2019',
      '- Soins d’hygiène et de confort',
      'BÉNÉVOLAT',
      'Secouriste – Croix-Rouge française',
      'Depuis 2021',
      '- Postes de secours lors de manifestations sportives',
    ].join('\n'));
    expect(french.jobs.map((job) => job.title)).toContain('Secouriste bénévole');
  });

  it('keeps a title that already says it is unpaid', () => {
    const profile = analyzeResume(['Sam Reid', 'EXPERIENCE', 'Barista – Café Nero', '2022 – present', '- Coffee and tills', 'VOLUNTEERING', 'Volunteer Coach – Leith Juniors FC', '2021 – present'].join('\n'));
    expect(profile.jobs.map((job) => job.title)).toContain('Volunteer Coach');
  });
});
