// Sample data of the simulated live generation (docs/product.md §1): nothing is sent anywhere, the landing page
// only plays these steps back.

export const demoSample = {
  candidate: 'Sarah Martin',
  cvTitle: 'Développeuse front-end, 4 ans d’expérience',
  cvExcerpt:
    'Développeuse chez Kiwee (2021-2025) : refonte en React et TypeScript d’un espace client de 40 000 utilisateurs, tests automatisés, mise en conformité RGAA.',
  offerTitle: 'Développeur·se React confirmé·e',
  offerCompany: 'Atelier Nova, Lyon',
  cvSkills: ['React', 'TypeScript', 'Tests automatisés', 'Accessibilité', 'API REST', 'Git', 'Node.js', 'Figma'],
  offerKeywords: ['React', 'TypeScript', 'Tests automatisés', 'Accessibilité', 'API REST', 'Git', 'GraphQL'],
  cvFacts: ['3 expériences professionnelles', '8 compétences techniques', '1 diplôme (Master MIAGE)'],
  letterExcerpt: [
    'Madame, Monsieur,',
    'Votre offre de développeur·se React confirmé·e a retenu toute mon attention : chez Kiwee, j’ai mené en React et TypeScript la refonte d’un espace client utilisé par 40 000 personnes, en le rendant conforme au RGAA.',
    'Habituée aux tests automatisés et aux API REST, je souhaite mettre cette rigueur au service des produits d’Atelier Nova…',
  ],
} as const;

/** The four stages of the simulation, in order. */
export const demoStages = [
  { id: 'analysis', title: 'Analyse du CV' },
  { id: 'skills', title: 'Compétences identifiées' },
  { id: 'match', title: 'Correspondance avec l’offre' },
  { id: 'letter', title: 'Lettre générée' },
] as const;

export type DemoStageId = (typeof demoStages)[number]['id'];

export const demoText = {
  title: 'Voyez Lettra à l’œuvre',
  intro: 'Une génération simulée, pas à pas, avec des données d’exemple.',
  sampleNotice: 'Simulation avec des données d’exemple : aucune donnée n’est envoyée.',
  cvLabel: 'CV',
  offerLabel: 'Offre',
  replay: 'Rejouer la démonstration',
  matchLabel: 'de correspondance avec l’offre',
  matchedLabel: 'présent dans l’offre',
  status: { done: 'terminé', active: 'en cours', pending: 'en attente' },
} as const;
