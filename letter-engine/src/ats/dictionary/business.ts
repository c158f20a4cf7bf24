import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string, implies?: string): TermEntry =>
  term('skill', label, aliases, implies === undefined ? { labelEn } : { labelEn, implies: [implies] });

/**
 * Job skills and methods, each one concept with its French and English names, so that a French
 * posting asking for 'gestion de projet' is matched by an English CV saying 'project management'.
 */
export const BUSINESS_TERMS: readonly TermEntry[] = [
  // A role ('chef de projet', 'project managers') names people, not the practice: 'queries with project managers' is none.
  skill('gestion de projet', 'gestion de projet|conduite de projet|pilotage de projet|chefferie de projet|project management', 'project management'),
  skill("management d'équipe", "management d'équipe|management des équipes|management de proximité|management d'une équipe|encadrement|encadrement d'équipe|manager une équipe|team management|team leadership|people management|managed a team|led a team|lead a team|leading a team|supervise a team|supervising a team|supervised a team", 'team management'),
  skill('méthodes agiles', 'agile|agilité|méthodes agiles|méthodologie agile|agile methodologies|agile methodology', 'agile methods'),
  skill('Scrum', 'scrum', 'Scrum', 'méthodes agiles'),
  skill('Scrum Master', 'scrum master|professional scrum master|certified scrum master', 'Scrum Master', 'Scrum'),
  skill('Kanban', 'kanban', 'Kanban', 'méthodes agiles'),
  skill('relation client', 'relation client|relations clients|service client|customer relationship|customer relations|customer service|customer success', 'customer relations'),
  skill('négociation', 'négociation|négocier|negotiation|negotiating', 'negotiation'),
  skill('prospection', 'prospection|prospection commerciale|prospecting|lead generation', 'prospecting'),
  skill('développement commercial', 'développement commercial|business development', 'business development'),
  skill('vente', 'vente|techniques de vente|selling|sales experience|sales skills|direct sales|field sales|inside sales', 'sales'),
  skill('marketing digital', 'marketing digital|webmarketing|marketing numérique|digital marketing|online marketing', 'digital marketing'),
  skill('marketing de contenu', 'marketing de contenu|content marketing|création de contenu|content creation', 'content marketing'),
  skill('réseaux sociaux', 'réseaux sociaux|social media|community management', 'social media'),
  skill('SEO', 'seo|référencement naturel|search engine optimisation|search engine optimization', 'SEO'),
  skill('SEA', '=SEA|référencement payant|paid search', 'SEA'),
  skill('CRM', 'crm', 'CRM'),
  skill('ERP', 'erp', 'ERP'),
  skill('e-commerce', 'e-commerce|ecommerce|commerce en ligne', 'e-commerce'),
  skill('B2B', 'b2b', 'B2B'),
  skill('B2C', 'b2c', 'B2C'),
  skill('SaaS', 'saas', 'SaaS'),
  skill('KPI', 'kpi|indicateurs de performance|indicateurs clés', 'KPIs'),
  skill('reporting', 'reporting|tableaux de bord|tableau de bord|dashboards|dashboarding', 'reporting'),
  skill('amélioration continue', 'amélioration continue|démarche d’amélioration continue|continuous improvement|kaizen', 'continuous improvement'),
  skill('tests A/B', 'a/b testing|a/b tests|a/b test|tests a/b|test a/b|=AB testing|split testing|split tests|multivariate testing|tests multivariés', 'A/B testing'),
  skill('analyse de données', 'analyse de données|analyse des données|data analysis|data analytics|analyse statistique|statistical analysis', 'data analysis'),
  skill('data visualisation', 'data visualisation|data visualization|dataviz', 'data visualisation'),
  skill('machine learning', 'machine learning|apprentissage automatique|deep learning|intelligence artificielle|artificial intelligence', 'machine learning'),
  skill('assurance qualité', 'assurance qualité|gestion de la qualité|démarche qualité|contrôle qualité|quality assurance|quality management|quality control', 'quality assurance'),
  skill('Lean', 'lean|lean management|lean manufacturing', 'Lean'),
  skill('Six Sigma', 'six sigma|lean six sigma', 'Six Sigma'),
  skill('RGPD', 'rgpd|gdpr', 'GDPR'),
  skill('conformité', 'conformité|compliance', 'compliance'),
  skill('cybersécurité', 'cybersécurité|sécurité informatique|cybersecurity|information security', 'cybersecurity'),
  skill('tests automatisés', 'tests automatisés|tests unitaires|tests unitaire|unit tests|unit testing|automated tests|automated testing|test automation', 'automated testing'),
  skill('architecture logicielle', 'architecture logicielle|software architecture|clean architecture', 'software architecture'),
  skill('UX design', 'ux|ux design|ui/ux|ux/ui|expérience utilisateur|user experience|ui design', 'UX design'),
  skill('product management', 'product management|gestion de produit|product discovery', 'product management'),
  skill('communication interne', 'communication interne|internal communication|internal communications', 'internal communication', 'communication'),
  skill('relations presse', 'relations presse|press relations|media relations|public relations', 'press relations'),
  skill('planification', 'planification|planning|scheduling', 'planning'),
];
