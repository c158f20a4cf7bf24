/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPosting } from '../fixtures/read-fixture.ts';
import { analyzePosting } from './analyze-posting.ts';

function readLayout(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');
}

// For a list: how many items, and the first one ([0, null] for an empty list).
type ListExpectation = readonly [number, string | null];

type Expectation = {
  fixture: string;
  language: 'french' | 'english';
  company: string | null;
  position: string | null;
  location: string | null;
  contract: string | null;
  /** How the first sentence of the company's description starts. */
  description: string | null;
  missions: ListExpectation;
  required: ListExpectation;
  niceToHave: ListExpectation;
};

// One posting per layout job seekers paste (job boards, 'X recrute', 'Chez X', 'About X', prose…),
// across trades, in French and English. The counts prove each line landed in the right list.
const LAYOUTS: readonly Expectation[] = [
  // education; 'About X' heading, 'The successful candidate will have'
  {
    fixture: 'en-about-school-teacher',
    language: 'english',
    company: 'Oakfield Academy',
    position: 'Teacher of Mathematics',
    location: 'Manchester',
    contract: 'Permanent',
    description: 'Oakfield Academy is an 11–18 school of 1',
    missions: [3, 'Teach mathematics to Key Stage 3 and 4 classes, and A level if experienced.'],
    required: [3, 'Qualified Teacher Status (QTS).'],
    niceToHave: [1, 'Experience of teaching A level would be an advantage.'],
  },
  // logistics; 'X operates… We are hiring a…', closing details line
  {
    fixture: 'en-atlas-warehouse-team-leader',
    language: 'english',
    company: 'Atlas Logistics',
    position: 'Warehouse Team Leader',
    location: 'Leeds',
    contract: 'Permanent',
    description: 'Atlas Logistics operates a 40,000 m² dis',
    missions: [4, 'Plan the shift, allocate staff to picking, packing and loading.'],
    required: [4, '2+ years of team leading experience in a warehouse or distribution centre.'],
    niceToHave: [2, 'Lean or Six Sigma yellow belt.'],
  },
  // hospitality; 'Title (m/w/d) – Company – City'
  {
    fixture: 'en-chef-de-partie-berlin',
    language: 'english',
    company: 'Hotel Adlon Kempinski',
    position: 'Chef de Partie',
    location: 'Berlin',
    contract: 'Permanent',
    description: 'Hotel Adlon Kempinski is a legendary lux',
    missions: [4, 'Run your section independently during service.'],
    required: [3, 'Completed culinary training.'],
    niceToHave: [1, 'Experience in a Michelin-starred kitchen is a plus.'],
  },
  // HR; LinkedIn 'Company · City, Region, Country (On-site)'
  {
    fixture: 'en-hr-business-partner',
    language: 'english',
    company: 'Ocado Group',
    position: 'HR Business Partner',
    location: 'Hatfield',
    contract: 'Full-time',
    description: 'Ocado Group is a technology company that',
    missions: [4, 'You will partner with the leaders of our engineering and operations teams (800 people).'],
    required: [3, 'CIPD Level 7 qualification.'],
    niceToHave: [1, 'Experience in a tech or logistics company preferred.'],
  },
  // retail; Indeed: company and postcode lines under the title
  {
    fixture: 'en-indeed-store-manager',
    language: 'english',
    company: 'Lush',
    position: 'Store Manager',
    location: 'Bristol',
    contract: 'Permanent',
    description: 'Lush is a cosmetics retailer famous for ',
    missions: [4, 'As Store Manager, you will lead a team of 20 in our Broadmead shop.'],
    required: [2, '2 years of retail management experience.'],
    niceToHave: [1, 'Knowledge of cosmetics is a plus.'],
  },
  // health; 'X is hiring a…', essential and desirable criteria
  {
    fixture: 'en-is-hiring-nurse',
    language: 'english',
    company: 'St Mary\'s Community Hospital',
    position: 'Registered Nurse (Band 5)',
    location: 'Bristol',
    contract: 'Permanent',
    description: 'Our 28-bed ward cares for older patients',
    missions: [4, 'Assess, plan and deliver person-centred care for a group of patients.'],
    required: [3, 'NMC registration as an Adult Nurse.'],
    niceToHave: [2, 'Experience in elderly care or rehabilitation.'],
  },
  // tech; 'Join X as a…', 'Location:' label
  {
    fixture: 'en-join-as-software-engineer',
    language: 'english',
    company: 'Monzo',
    position: 'Backend Engineer',
    location: 'London',
    contract: null,
    description: 'Monzo is a bank that lives on your phone',
    missions: [3, 'Design, build and run Go services handling millions of payments a day.'],
    required: [2, 'Experience building backend systems in Go, Java or similar.'],
    niceToHave: [1, 'Experience in financial services would be nice but is not required.'],
  },
  // customer success; LinkedIn 'About the job'
  {
    fixture: 'en-linkedin-customer-success',
    language: 'english',
    company: 'Qonto',
    position: 'Customer Success Manager',
    location: 'Paris',
    contract: 'Full-time',
    description: 'Qonto is the leading business finance so',
    missions: [4, 'As a Customer Success Manager, you will own a portfolio of 150 mid-market accounts.'],
    required: [3, '3+ years in customer success or account management in SaaS.'],
    niceToHave: [1, 'Knowledge of accounting or banking is a bonus.'],
  },
  // construction; 'Title | Company | City'
  {
    fixture: 'en-site-manager-construction',
    language: 'english',
    company: 'Kier Construction',
    position: 'Site Manager',
    location: 'Leeds',
    contract: null,
    description: 'Kier Construction builds schools, hospit',
    missions: [4, 'Manage day-to-day operations on a £12m school project.'],
    required: [3, 'SMSTS and a CSCS Black Card.'],
    niceToHave: [1, 'An HNC in construction is desirable.'],
  },
  // data; 'Title – Company – City'
  {
    fixture: 'en-spotify-data-analyst',
    language: 'english',
    company: 'Spotify',
    position: 'Senior Data Analyst',
    location: 'Stockholm',
    contract: null,
    description: 'Spotify is the world\'s most popular audi',
    missions: [4, 'Design and analyse A/B tests on the Home and Search experiences.'],
    required: [4, '5+ years of experience in product analytics or data science.'],
    niceToHave: [1, 'Experience with dbt or Airflow is a plus.'],
  },
  // marketing; 'We are hiring: …', 'At X, we…', a plus after ';'
  {
    fixture: 'en-we-are-hiring-content-marketer',
    language: 'english',
    company: 'Lumio Health',
    position: 'Content Marketing Manager',
    location: null,
    contract: 'Full-time',
    description: 'At Lumio Health, we build an app that he',
    missions: [4, 'Own our blog and newsletter strategy and grow organic traffic.'],
    required: [3, '4+ years in content marketing, ideally in health or consumer apps.'],
    niceToHave: [1, 'French is a plus.'],
  },
  // finance; APEC: company in capitals, 'Ville - 69', 'Entreprise' section
  {
    fixture: 'fr-apec-controleur-gestion',
    language: 'french',
    company: 'Transports Dupuis',
    position: 'Contrôleur de gestion',
    location: 'Villeurbanne',
    contract: 'CDI',
    description: 'Transporteur régional de 600 salariés, T',
    missions: [5, 'Rattaché(e) au Directeur administratif et financier, vous pilotez le contrôle de gestion de nos 9 agences.'],
    required: [2, 'Diplômé(e) d\'une école de commerce ou d\'un master en contrôle de gestion, vous justifiez de 3 ans d\'expérience sur un poste similaire.'],
    niceToHave: [1, 'Une connaissance du secteur du transport serait appréciée.'],
  },
  // finance; 'Le cabinet X recherche'
  {
    fixture: 'fr-cabinet-comptable',
    language: 'french',
    company: 'Audexa',
    position: 'Collaborateur(trice) comptable',
    location: 'Toulouse',
    contract: 'CDI',
    description: 'Audexa est un cabinet d\'expertise compta',
    missions: [3, 'Tenir la comptabilité d\'un portefeuille de 60 dossiers.'],
    required: [3, 'DCG ou DSCG en cours.'],
    niceToHave: [1, 'La connaissance de Pennylane serait un plus.'],
  },
  // logistics; 'H/F/X', 'Intérim – 4 mois', 'X, leader du…, recherche'
  {
    fixture: 'fr-cariste-interim',
    language: 'french',
    company: 'Logivia',
    position: 'Cariste CACES 3',
    location: 'Saint-Priest',
    contract: 'Intérim',
    description: 'Logivia, leader du transport frigorifiqu',
    missions: [3, 'Charger et décharger les camions au chariot élévateur.'],
    required: [2, 'CACES R489 catégorie 3 en cours de validité.'],
    niceToHave: [1, 'Le CACES catégorie 5 est un plus.'],
  },
  // hospitality; 'Chez X, nous…', 'CDD de 6 mois' in the title line
  {
    fixture: 'fr-chez-x-cuisinier',
    language: 'french',
    company: 'Les Saisons d\'Annecy',
    position: 'Cuisinier / Cuisinière',
    location: 'Annecy',
    contract: 'CDD de 6 mois',
    description: 'Chez Les Saisons d\'Annecy, nous cuisinon',
    missions: [4, 'Préparer les entrées et les plats selon les fiches techniques.'],
    required: [3, 'CAP cuisine ou expérience équivalente.'],
    niceToHave: [0, null],
  },
  // HR; 'Title (H/F) – CDI – City' then 'X, réseau de…'
  {
    fixture: 'fr-clineo-talent-acquisition',
    language: 'french',
    company: 'Clinéo',
    position: 'Talent Acquisition Manager',
    location: 'Lyon',
    contract: 'CDI',
    description: 'Clinéo, réseau de 14 cliniques privées e',
    missions: [4, 'Piloter le recrutement des infirmiers, aides-soignants et médecins pour 6 établissements.'],
    required: [4, 'Bac+5 en ressources humaines ou école de commerce.'],
    niceToHave: [1, 'La connaissance du secteur hospitalier serait un plus.'],
  },
  // education; "L'École X recrute un(e)…"
  {
    fixture: 'fr-ecole-professeur',
    language: 'french',
    company: 'École Montessori Les Lucioles',
    position: 'Professeur(e) des écoles',
    location: 'Bordeaux',
    contract: 'CDI',
    description: 'Notre école bilingue accueille 140 élève',
    missions: [4, 'Enseigner en français à une classe de 22 élèves.'],
    required: [2, 'Master MEEF ou CRPE.'],
    niceToHave: [1, 'Une expérience en pédagogie Montessori est un atout.'],
  },
  // care; '(F/H)', 'Company – City (68)', 'CDD de 3 mois'
  {
    fixture: 'fr-ehpad-aide-soignante',
    language: 'french',
    company: 'EHPAD Les Tilleuls',
    position: 'Aide-soignant(e) de nuit',
    location: 'Colmar',
    contract: 'CDD de 3 mois',
    description: 'Les Tilleuls, établissement de 84 réside',
    missions: [4, 'Assurer les soins d\'hygiène et de confort des résidents.'],
    required: [2, 'Diplôme d\'État d\'aide-soignant (DEAS) obligatoire.'],
    niceToHave: [1, 'Expérience auprès des personnes âgées appréciée.'],
  },
  // fintech; 'X, fintech lyonnaise de 120 personnes, recrute…'
  {
    fixture: 'fr-fintalk-product-owner',
    language: 'french',
    company: 'Fintalk',
    position: 'Product Owner',
    location: 'Lyon',
    contract: 'CDI',
    description: 'Fintalk, fintech lyonnaise de 120 person',
    missions: [3, 'Recueillir les besoins des commerçants et des équipes commerciales.'],
    required: [3, 'Une première expérience de 3 ans comme Product Owner ou Product Manager.'],
    niceToHave: [1, 'Une expérience en fintech est un atout.'],
  },
  // health; France Travail layout
  {
    fixture: 'fr-france-travail-infirmier',
    language: 'french',
    company: 'Groupe Hospitalier Mutualiste',
    position: 'Infirmier / Infirmière en soins généraux',
    location: 'Grenoble',
    contract: 'CDI',
    description: 'Établissement de santé privé d\'intérêt c',
    missions: [1, 'Vous assurez les soins pré et post-opératoires, la surveillance des patients et la traçabilité dans le dossier patient informatisé.'],
    required: [3, 'Bac+3, Bac+4 ou équivalents infirmier - Exigé'],
    niceToHave: [0, null],
  },
  // hospitality; Indeed: company and 'Ville (13)' lines, trailing labels
  {
    fixture: 'fr-indeed-serveur',
    language: 'french',
    company: 'Le Bistrot du Port',
    position: 'Serveur / Serveuse',
    location: 'Marseille',
    contract: 'CDI',
    description: 'Le Bistrot du Port, restaurant de 80 cou',
    missions: [4, 'Accueillir et installer les clients.'],
    required: [2, 'Première expérience en restauration exigée.'],
    niceToHave: [1, 'Anglais de base apprécié.'],
  },
  // admin and health; labelled fields
  {
    fixture: 'fr-labels-secretaire-medicale',
    language: 'french',
    company: 'Centre médical Pasteur',
    position: 'Secrétaire médical(e)',
    location: 'Montpellier',
    contract: 'CDD de 12 mois',
    description: 'Le Centre médical Pasteur réunit 15 méde',
    missions: [3, 'Accueillir les patients et gérer les rendez-vous sur Doctolib.'],
    required: [3, 'Diplôme de secrétaire médicale.'],
    niceToHave: [0, null],
  },
  // marketing; LinkedIn in French, "À propos de l'offre d'emploi"
  {
    fixture: 'fr-linkedin-chargee-marketing',
    language: 'french',
    company: 'Ovni Bikes',
    position: 'Chargé(e) de marketing',
    location: 'Nantes',
    contract: 'Temps plein',
    description: 'Ovni Bikes conçoit des vélos électriques',
    missions: [3, 'Piloter les campagnes d\'acquisition sur Meta, Google et TikTok.'],
    required: [3, '3 ans d\'expérience en marketing digital B2C.'],
    niceToHave: [1, 'Une passion pour le vélo est appréciée.'],
  },
  // tech; prose with no section heading
  {
    fixture: 'fr-prose-developpeur',
    language: 'french',
    company: 'Cooplib',
    position: 'Développeuse / Développeur PHP Symfony',
    location: 'Grenoble',
    contract: 'CDI',
    description: 'Rejoignez l\'équipe de Cooplib, coopérat',
    missions: [2, 'Vous développerez de nouvelles fonctionnalités sur notre application de gestion de prêt en PHP Symfony et PostgreSQL.'],
    required: [2, 'Vous avez au moins 2 ans d\'expérience en développement PHP.'],
    niceToHave: [1, 'Idéalement, vous connaissez Docker.'],
  },
  // administration; 'X recrute un(e)… en CDI à Ville'
  {
    fixture: 'fr-recrute-assistante-administrative',
    language: 'french',
    company: 'Maison Garnier Immobilier',
    position: 'Assistant(e) administratif(ve)',
    location: 'Rennes',
    contract: 'CDI',
    description: 'Agence indépendante depuis 1995, Maison ',
    missions: [4, 'Accueil physique et téléphonique des clients et des locataires.'],
    required: [2, 'Bac+2 assistant(e) de gestion ou équivalent.'],
    niceToHave: [1, 'Une première expérience dans l\'immobilier serait un plus.'],
  },
  // construction; 'Rejoignez X en tant que…'
  {
    fixture: 'fr-rejoignez-conducteur-travaux',
    language: 'french',
    company: 'Bâtir Ouest',
    position: 'Conducteur de travaux',
    location: 'Nantes',
    contract: 'CDI',
    description: 'Bâtir Ouest est une entreprise générale ',
    missions: [4, 'Préparer les chantiers : planning, budget, commandes et choix des sous-traitants.'],
    required: [4, 'Bac+2/3 en génie civil ou bâtiment.'],
    niceToHave: [0, null],
  },
  // retail; Welcome to the Jungle: company first, 'Qui sont-ils ?'
  {
    fixture: 'fr-wttj-conseillere-vente',
    language: 'french',
    company: 'Sézane',
    position: 'Conseiller / Conseillère de vente',
    location: 'Bordeaux',
    contract: 'CDI',
    description: 'Sézane est une marque de mode française ',
    missions: [4, 'Au sein de notre boutique de Bordeaux, vous faites vivre l\'expérience Sézane à chaque client.'],
    required: [2, 'Une première expérience réussie dans la vente de prêt-à-porter.'],
    niceToHave: [1, 'Idéalement, une expérience dans une marque premium.'],
  },
];

function listOf(items: readonly string[]): ListExpectation {
  return [items.length, items[0] ?? null];
}

describe('analyzePosting', () => {
  it.each(LAYOUTS)('reads $fixture', ({ fixture, ...expected }) => {
    const profile = analyzePosting(readLayout(fixture));
    expect({
      language: profile.language,
      company: profile.company,
      position: profile.position,
      location: profile.location,
      contract: profile.contract,
      description: profile.companyDescription[0]?.slice(0, expected.description?.length) ?? null,
      missions: listOf(profile.missions),
      required: listOf(profile.required),
      niceToHave: listOf(profile.niceToHave),
    }).toEqual(expected);
  });

  // Openings of real postings, one wording per row: [text, company, position, location, contract].
  it.each([
    ["Doctolib · Paris\nProduct Designer\nCDI\n\nÀ propos\nDoctolib facilite l'accès aux soins.", 'Doctolib', 'Product Designer', 'Paris', 'CDI'],
    ['Offre n°123 - Agent de service hospitalier (H/F)\nHôpital Nord Franche-Comté\n90 - BELFORT', 'Hôpital Nord Franche-Comté', 'Agent de service hospitalier', 'Belfort', null],
    ['Poste : Vendeur H/F\nEnseigne : Intersport\nLieu : Annecy', 'Intersport', 'Vendeur', 'Annecy', null],
    ['Nous recrutons un(e) Barman / Barmaid pour notre restaurant Le Comptoir à Lyon.', 'Le Comptoir', 'Barman / Barmaid', 'Lyon', null],
    ['Deliveroo\nOperations Associate\nLondon, England, United Kingdom\nFull-time', 'Deliveroo', 'Operations Associate', 'London', 'Full-time'],
    ['Agent de propreté H/F\nONET\n69007 Lyon\nCDI - Temps partiel', 'ONET', 'Agent de propreté', 'Lyon', 'CDI'],
    ['Stage - Assistant(e) marketing (6 mois) - Bordeaux\nLa société Vinolia, négociant en vins, recherche un stagiaire.', 'Vinolia', 'Assistant(e) marketing', 'Bordeaux', 'Stage de 6 mois'],
    ['Urgent ! Boulangerie Maison Pichon recherche un vendeur en boulangerie H/F, CDD 3 mois, à Nantes.', 'Boulangerie Maison Pichon', 'Vendeur en boulangerie', 'Nantes', 'CDD de 3 mois'],
    ['Chauffeur livreur PL H/F - Transports Martin - Rouen (76) - CDI', 'Transports Martin', 'Chauffeur livreur PL', 'Rouen', 'CDI'],
    ['Senior Product Manager @ Alan (Paris or remote)', 'Alan', 'Senior Product Manager', 'Paris', null],
    ["We're hiring! Join the team at Cleo as a Senior iOS Engineer.", 'Cleo', 'Senior iOS Engineer', null, null],
    ['JOB DESCRIPTION\nThe Ritz London is looking for a Night Porter.', 'The Ritz', 'Night Porter', null, null],
    ['Rejoignez la Brasserie du Théâtre !\n\nCommis de cuisine (H/F) – CDD – Reims', 'Brasserie du Théâtre', 'Commis de cuisine', 'Reims', 'CDD'],
    ['Healthcare Assistant - Nights\nOakwood Care Home\nYork YO1\n\nFull job description\nOakwood is a 40-bed nursing home.', 'Oakwood Care Home', 'Healthcare Assistant', 'York', null],
    ['Paralegal – Commercial Property Team\nLeeds · Permanent\n\nOur client, a law firm, is looking for a Paralegal.', null, 'Paralegal', 'Leeds', 'Permanent'],
    ['Technicien de maintenance\nGroupe Fabre · Castres, Occitanie, France · il y a 3 jours · Plus de 100 candidats\nSur site · Temps plein', 'Groupe Fabre', 'Technicien de maintenance', 'Castres', 'Temps plein'],
    ['Collège privé Sainte-Marie de Lorient, établissement sous contrat de 600 élèves, recrute un(e) surveillant(e).', 'Collège privé Sainte-Marie de Lorient', 'Surveillant(e)', 'Lorient', null],
    ['Préparateur de commandes H/F\nRéf. 123\nLOGIFRAIS\nCDI\n69 - Corbas\nMétier : Logistique', 'LOGIFRAIS', 'Préparateur de commandes', 'Corbas', 'CDI'],
    ['Le Relais des Halles recrute un serveur / une serveuse (H/F) à Dijon.', 'Le Relais des Halles', 'Serveur / Serveuse', 'Dijon', null],
    ["WE ARE HIRING\n\nFade & Co. Barbers – Northern Quarter, Manchester\n\nWe're looking for an experienced BARBER to join our busy team of 5.", 'Fade & Co. Barbers', 'Barber', 'Manchester', null],
    ['Careers at Brightwater Dental\n\nAbout us\nBrightwater Dental is an independent practice in Clifton, Bristol.\n\nCurrent vacancies\n\nDental Receptionist\nFull-time', 'Brightwater Dental', 'Dental Receptionist', 'Bristol', 'Full-time'],
    ["Rejoignez la MAM Les Petits Pas à Saint-Jean-de-Braye ! 🧸\n\nNotre maison d'assistantes maternelles accueille 12 enfants.", 'MAM Les Petits Pas', null, null, null],
    ['Medical Laboratory Assistant – Blood Sciences\nWessex Valley Hospitals NHS Foundation Trust\n\nClosing date: 08 December 2026', 'Wessex Valley Hospitals NHS Foundation Trust', 'Medical Laboratory Assistant', null, null],
    ['Night Shift Replenishment Colleague – Temp to Perm\nBrightstaff Recruitment – Milton Keynes branch\nLocation: Milton Keynes (MK9)', 'Brightstaff Recruitment', 'Night Shift Replenishment Colleague', 'Milton Keynes', null],
    ["SERRURIER DÉPANNEUR H/F\nRéf. 1127-SRD-4481 | Proxim'Intérim – Agence de Nantes Est\nType de contrat : CDD\nLieu : Nantes (44)", "Proxim'Intérim", 'Serrurier dépanneur', 'Nantes', 'CDD'],
    ['Assistant juridique H/F\nRéf. Apec : 176548213W\nCabinet Delorme Vasseur Avocats\nLyon 02 - 69\nCDI', 'Cabinet Delorme Vasseur Avocats', 'Assistant juridique', 'Lyon', 'CDI'],
    ["Amicale Laïque de Couëron\n\n📢 ON RECRUTE !! 📢\n\nNotre accueil périscolaire cherche un·e animateur·rice périscolaire pour la rentrée de janvier.", 'Amicale Laïque de Couëron', 'Animateur·rice périscolaire', null, null],
  ])('reads the opening %j', (text, company, position, location, contract) => {
    const profile = analyzePosting(text);
    expect([profile.company, profile.position, profile.location, profile.contract]).toEqual([company, position, location, contract]);
  });

  it('reads a LinkedIn header whose heading another heading follows at once as the header, not a mission', () => {
    const posting = analyzePosting(
      'About the job\nWarehouse Team Leader\nAtlas Logistics · Northampton, England, United Kingdom (On-site)\n\nAbout us\nAtlas Logistics operates a 40,000 m² distribution centre.',
    );
    expect(posting.position).toBe('Warehouse Team Leader');
    expect(posting.company).toBe('Atlas Logistics');
    expect(posting.missions).toEqual([]);
  });

  it('sorts a plus out of a requirement line, and leaves a plus about a detail in place', () => {
    const logistics = analyzePosting(readPosting('fr-chef-de-projet-logistique'));
    expect(logistics.required).toContain('Vous maîtrisez un WMS et le Pack Office');
    expect(logistics.niceToHave).toEqual(['la connaissance de SAP est un plus.']);
    const analyst = analyzePosting(readPosting('en-data-analyst'));
    expect(analyst.required[0]).toMatch(/^A degree in statistics.*\(Master's degree preferred\)\.$/);
    expect(analyst.niceToHave).toEqual(['Experience with dbt or Snowflake.', 'Fluent French or German is a plus.']);
  });

  // Headings as people paste them: emoji, markdown, capitals, a colon with the first item after it.
  it.each([
    ['🎯 Vos missions :\n- Prospecter\n**Profil recherché**\n- Permis B', ['Prospecter'], ['Permis B']],
    ['VOS MISSIONS\nPréparer les commandes.\nPROFIL RECHERCHÉ\nCACES 1 exigé.', ['Préparer les commandes.'], ['CACES 1 exigé.']],
    ['Vos missions : accueillir les clients.\nProfil : BTS MUC.', ['accueillir les clients.'], ['BTS MUC.']],
    ["## What you'll do\n* Ship features\n## Requirements\n* TypeScript", ['Ship features'], ['TypeScript']],
  ])('reads the sections of %j', (text, missions, required) => {
    const profile = analyzePosting(text);
    expect([profile.missions, profile.required]).toEqual([missions, required]);
  });

  it.each([
    ['Comptable (H/F)', 'Comptable'],
    ['Comptable (F/H) - CDI', 'Comptable'],
    ['Cariste H/F/X', 'Cariste'],
    ['Koch (m/w/d) – Berlin', 'Koch'],
    ['Software Engineer (M/F/D)', 'Software Engineer'],
    ['Infirmier(ère) H/F', 'Infirmier(ère)'],
    ['Chargé·e de recrutement (H/F) – CDI – Lyon', 'Chargé·e de recrutement'],
    ['Développeur·se Python · Lyon', 'Développeur·se Python'],
  ])('drops the gender marker of %j', (text, position) => {
    expect(analyzePosting(text).position).toBe(position);
  });

  it('reads the employer from the posting’s closing words when its header names only the part of the job', () => {
    const posting = analyzePosting(
      [
        'Warehouse Operative – Goods In & Returns',
        'Full-time, Monday to Friday',
        '',
        'What you’ll do',
        '• Unload deliveries and check them against orders',
        '',
        'Pennock & Hale has supplied builders’ merchants across Yorkshire since 1968. Apply on our website.',
      ].join('\n'),
    );
    expect(posting.company).toBe('Pennock & Hale');
  });

  it('reads a name with a word in lower case that says what it is, and takes no profile for one', () => {
    const school = analyzePosting("Agent d'accueil (H/F)\n\nLe Groupe scolaire Sainte-Anne est un établissement privé de 900 élèves.\n");
    expect(school.company).toBe('Groupe scolaire Sainte-Anne');
    expect(analyzePosting("Agent d'accueil (H/F)\n\nLe candidat idéal est un expert de l'accueil.\n").company).toBeNull();
  });

  it('reads a PDF’s title cut over two lines', () => {
    const posting = analyzePosting(['FICHE DE POSTE', '', 'Chargé(e) de gestion / Assistant(e)', 'de direction (H/F)', '', 'Lieu : Brest (29)'].join('\n'));
    expect(posting.position).toBe('Chargé(e) de gestion / Assistant(e) de direction');
    expect(posting.company).toBeNull();
  });

  it('tells the language of the posting, and says nothing on a few words', () => {
    expect(analyzePosting(readLayout('fr-indeed-serveur')).language).toBe('french');
    expect(analyzePosting(readLayout('en-indeed-store-manager')).language).toBe('english');
    expect(analyzePosting('Data Analyst – Spotify').language).toBeNull();
  });

  it('leaves every field empty for a text that is not a posting', () => {
    expect(analyzePosting('Merci de nous envoyer votre CV.')).toEqual({
      language: null,
      company: null,
      position: null,
      location: null,
      contract: null,
      companyDescription: [],
      missions: [],
      required: [],
      niceToHave: [],
      forUnnamedClient: false,
    });
  });
});

describe("an agency's unnamed client", () => {
  it("is read from the agency's 'delighted to be working with a…'", () => {
    const posting = 'Legal Secretary – Private Client\nHarbour Legal Recruitment are delighted to be working with a well-established, top 200 law firm in Manchester to recruit an experienced Legal Secretary.';
    expect(analyzePosting(posting).forUnnamedClient).toBe(true);
  });
});

describe("a company card's size band", () => {
  it("is no employer's name ('Entreprise' then '10 à 19 salariés', France Travail)", () => {
    const posting = 'Tailleur de pierre (H/F)\n71 - Mâcon\n\nDescriptif du poste\nVous taillerez des pierres pour la restauration de monuments.\n\nEntreprise\n10 à 19 salariés\n\nPostuler';
    expect(analyzePosting(posting).company).toBeNull();
  });
});

describe("a public body's name under the post's title", () => {
  it('is the employer, whatever job word it holds, and the title above it the post', () => {
    const posting = ['GOV.UK    Civil Service Jobs', '< Back to search results', '', 'Vehicle Inspector', 'Driver and Vehicle Standards Agency', '', 'Reference number: 512003', 'Location: Bristol', '', 'Job summary', 'You will inspect heavy goods vehicles at our test stations.'].join('\n');
    const profile = analyzePosting(posting);
    expect([profile.company, profile.position]).toEqual(['Driver and Vehicle Standards Agency', 'Vehicle Inspector']);
  });
});
