import type { ExampleCardText } from './letter-example.ts';

// The cards' text. The full letters are in letters/, read by the dialog alone (example-letters.ts),
// so a page listing cards does not download them.
const developpeur: ExampleCardText = {
  id: 'developpeur',
  job: 'Développeur web full-stack',
  kind: 'CDI',
  context: 'Thomas, 3 ans d’expérience, postule chez Nexalia, éditeur d’un logiciel de planning pour le BTP.',
  beforeQuote: 'Passionné d’informatique depuis toujours, je suis dynamique, motivé…',
  afterQuote: '…réécrit en Node.js l’API de synchronisation, ce qui a réduit de 40 % les conflits de données.',
};

const infirmiere: ExampleCardText = {
  id: 'infirmiere',
  job: 'Infirmière en réanimation',
  kind: 'CDI',
  context: 'Julie, infirmière diplômée d’État depuis 2020, postule dans un centre hospitalier.',
  beforeQuote: 'Je suis sérieuse, à l’écoute des patients et j’aime mon métier.',
  afterQuote: '…les nouvelles règles de mobilisation ont fait baisser de moitié les escarres acquises dans le service.',
};

const commercial: ExampleCardText = {
  id: 'commercial',
  job: 'Commercial B2B terrain',
  kind: 'CDI',
  context: 'Karim, 4 ans de vente industrielle, postule chez Hydrotec, spécialiste du traitement de l’eau.',
  beforeQuote: 'J’ai toujours atteint mes objectifs et je suis quelqu’un de persévérant.',
  afterQuote: '…j’ai signé 38 nouveaux clients et porté le chiffre d’affaires du secteur de 1,2 à 2,1 millions d’euros.',
};

const alternance: ExampleCardText = {
  id: 'alternance',
  job: 'Chargée de communication en alternance',
  kind: 'Alternance',
  context: 'Inès, étudiante en Bachelor, cherche une alternance de deux ans chez Maison Céleste, marque de cosmétiques.',
  beforeQuote: 'Je suis créative, curieuse et j’aime les réseaux sociaux.',
  afterQuote: 'En huit semaines, l’audience est passée de 1 800 à 3 100 abonnés…',
};

const reconversion: ExampleCardText = {
  id: 'reconversion',
  job: 'UX designer junior',
  kind: 'Reconversion',
  context: 'Claire, professeure des écoles pendant dix ans, postule chez Ludéo, éditeur d’applications éducatives.',
  beforeQuote: 'Je sais que mon profil est atypique, mais j’espère que vous me donnerez ma chance.',
  afterQuote: 'Je sais ce qu’une enseignante attend d’un outil numérique un lundi matin…',
};

const stage: ExampleCardText = {
  id: 'stage',
  job: 'Stage en marketing digital',
  kind: 'Stage',
  context: 'Lucas, en Master 2 d’école de commerce, cherche un stage de fin d’études de six mois chez Voyageo.',
  beforeQuote: 'Je suis rigoureux, organisé et j’ai un bon relationnel.',
  afterQuote: '…nous avons fait baisser le coût par acquisition de 22 % en trois mois.',
};

const chefDeProjet: ExampleCardText = {
  id: 'chef-de-projet',
  job: 'Cheffe de projet digital',
  kind: 'CDI',
  context: 'Nathalie, 8 ans en gestion de projet, postule au Groupe Vellan, réseau de 85 magasins.',
  beforeQuote: 'Je suis organisée, autonome et je sais respecter les délais.',
  afterQuote: '…le taux de clients identifiés en caisse est passé de 48 à 71 % la première année.',
};

const assistanteRh: ExampleCardText = {
  id: 'assistante-rh',
  job: 'Assistante ressources humaines',
  kind: 'CDI',
  context: 'Sophie, 3 ans d’expérience en administration du personnel, postule chez Mécaplast, PME industrielle.',
  beforeQuote: 'Je suis discrète, polyvalente et j’ai le sens de l’organisation.',
  afterQuote: 'Je prépare chaque mois les éléments variables de paie… sans retard depuis mon arrivée.',
};

/** The eight before/after examples of /examples (docs/product.md §9), in display order. */
export const letterExamples: readonly ExampleCardText[] = [
  developpeur,
  infirmiere,
  commercial,
  alternance,
  reconversion,
  stage,
  chefDeProjet,
  assistanteRh,
];

/** The two examples the landing page shows (docs/product.md §9). */
export const landingExamples: readonly ExampleCardText[] = [developpeur, reconversion];

export const examplesText = {
  pageTitle: 'Exemples de lettres de motivation',
  pageIntro:
    'Huit candidatures, avant et après Lettra : mêmes candidats, mêmes offres, mais des lettres qui apportent des preuves plutôt que des adjectifs.',
  landingTitle: 'Avant, après : la différence Lettra',
  landingIntro: 'Deux candidatures réécrites à partir du même CV et de la même offre.',
  seeAll: 'Voir tous les exemples',
  before: 'Avant',
  after: 'Après',
  improvementsTitle: 'Ce qui change',
  open: 'Voir l’exemple complet',
  openLabel: (job: string) => `Voir l’exemple complet : ${job}`,
  dialogTitle: (job: string) => `Exemple : ${job}`,
} as const;
