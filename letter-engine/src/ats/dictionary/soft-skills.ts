import { term, type TermEntry } from './term.ts';

const soft = (label: string, aliases: string, labelEn: string): TermEntry => term('soft', label, aliases, { labelEn });

/**
 * Soft skills as postings phrase them. They count in the ATS score; the fact check ignores them
 * (a letter naturally speaks of motivation and qualities the CV cannot prove).
 */
export const SOFT_SKILL_TERMS: readonly TermEntry[] = [
  soft('autonomie', 'autonomie|autonome|autonomous|autonomy|self-starter|independently', 'autonomy'),
  soft('rigueur', 'rigueur|rigoureux|rigoureuse|rigorous|rigour|rigor|attention to detail|sens du détail|detail-oriented', 'rigour'),
  soft("esprit d'équipe", "esprit d'équipe|travail en équipe|travail d'équipe|team player|teamwork|team spirit|collaboratif|collaborative", 'teamwork'),
  soft('communication', 'communication|aisance relationnelle|sens relationnel|communication skills|interpersonal skills', 'communication'),
  soft('leadership', 'leadership', 'leadership'),
  soft('curiosité', 'curiosité|curieux|curieuse|curious|curiosity', 'curiosity'),
  soft("capacité d'adaptation", "capacité d'adaptation|adaptabilité|flexibilité|adaptability|flexibility|adaptable", 'adaptability'),
  soft("sens de l'organisation", "sens de l'organisation|organisé|organisée|organizational skills|organisational skills|well organised|well organized", 'organisation'),
  soft('résolution de problèmes', 'résolution de problèmes|problem solving|problem-solving|résoudre des problèmes', 'problem solving'),
  soft('force de proposition', 'force de proposition|proactif|proactive|proactivité|proactivity|initiative', 'proactivity'),
  soft("esprit d'analyse", "esprit d'analyse|esprit analytique|capacité d'analyse|capacités d'analyse|sens de l'analyse|analytical skills|analytical mind|analytical", 'analytical mind'),
  soft('créativité', 'créativité|créatif|créative|creativity|creative', 'creativity'),
  soft('gestion du stress', 'gestion du stress|résistance au stress|sang-froid|calme en toutes circonstances|stress management|under pressure|calm under pressure', 'stress management'),
  soft('sens du service', 'sens du service|service orientation|customer-focused|customer focus', 'service orientation'),
  soft('pédagogie', 'pédagogie|pédagogue|teaching skills', 'teaching skills'),
  soft("sens de l'écoute", "sens de l'écoute|écoute|active listening|listening skills", 'listening skills'),
];
