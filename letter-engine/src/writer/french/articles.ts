// The French definite article of each dictionary concept, so a list can follow 'avec' or
// 'demandez': 'la gestion de projet, la logistique et les KPI'. Tools are proper names and take
// none ('React', 'Power BI').
export const ARTICLES: Readonly<Record<string, 'le' | 'la' | 'les'>> = {
  'gestion de projet': 'la', "management d'équipe": 'le', 'méthodes agiles': 'les', 'relation client': 'la',
  négociation: 'la', prospection: 'la', 'développement commercial': 'le', vente: 'la', 'marketing digital': 'le',
  'marketing de contenu': 'le', 'réseaux sociaux': 'les', SEO: 'le', SEA: 'le', CRM: 'le', ERP: 'le', 'e-commerce': 'le',
  B2B: 'le', B2C: 'le', SaaS: 'le', KPI: 'les', reporting: 'le', 'analyse de données': 'la', 'data visualisation': 'la',
  'machine learning': 'le', comptabilité: 'la', 'contrôle de gestion': 'le', 'analyse financière': 'la',
  'gestion budgétaire': 'la', fiscalité: 'la', trésorerie: 'la', 'clôtures comptables': 'les', paie: 'la', audit: 'le',
  recrutement: 'le', formation: 'la', logistique: 'la', 'supply chain': 'la', achats: 'les', 'gestion des stocks': 'la',
  'assurance qualité': 'la', Lean: 'le', RGPD: 'le', conformité: 'la', cybersécurité: 'la', 'tests automatisés': 'les',
  'architecture logicielle': 'la', 'UX design': 'le', 'product management': 'le', 'communication interne': 'la',
  'relations presse': 'les', 'gestion administrative': 'la', planification: 'la', microservices: 'les', 'CI/CD': 'la',
  'API REST': 'les', autonomie: 'la', rigueur: 'la', "esprit d'équipe": 'le', communication: 'la', leadership: 'le',
  curiosité: 'la', "capacité d'adaptation": 'la', "sens de l'organisation": 'le', 'résolution de problèmes': 'la',
  'force de proposition': 'la', "esprit d'analyse": 'le', créativité: 'la', 'gestion du stress': 'la',
  'sens du service': 'le', pédagogie: 'la', "sens de l'écoute": 'le', 'food cost': 'le', 'chiffre d\'affaires': 'le',
};

