import type { DomainCase } from './domain-case.ts';

export const FINANCE_CASES: readonly DomainCase[] = [
  {
    name: 'comptable fournisseurs (FR)',
    language: 'french',
    posting: `Comptable fournisseurs (H/F) – Groupe Maréchal – Lille
Groupe de distribution de matériel agricole (300 M€ de chiffre d'affaires, 12 filiales).

Au sein de la direction financière, vous rejoignez une équipe de 6 comptables.

Vos missions
- Saisie et contrôle des factures fournisseurs, rapprochement avec les bons de commande
- Préparation des règlements fournisseurs et des virements SEPA
- Lettrage et rapprochements bancaires
- Suivi des litiges fournisseurs et relances
- Participation aux clôtures mensuelles et annuelles
- Déclarations de TVA

Profil recherché
- BTS CG ou DCG, 3 ans d'expérience en comptabilité fournisseurs
- Maîtrise de SAP et d'Excel (RECHERCHEV, TCD)
- Rigueur et sens des priorités

Avantages : 13e mois, intéressement, télétravail 2 jours par semaine.`,
    resume: `Nicolas Petit
Comptable – Lille – nicolas.petit@example.fr

Expérience
Comptable fournisseurs – Leroy Distribution, Roubaix (2020 – 2024)
- Traitement de 800 factures fournisseurs par mois sous SAP
- Rapprochements bancaires, lettrage des comptes fournisseurs
- Préparation des virements et des règlements
- Participation aux clôtures mensuelles

Formation : DCG (2020), BTS Comptabilité et Gestion (2018)
Excel avancé (tableaux croisés dynamiques)`,
    matched: ['comptabilité fournisseurs', 'rapprochements bancaires', 'paiements', 'clôtures comptables', 'DCG', 'BTS', 'SAP', 'Excel', 'tableaux croisés dynamiques'],
    missing: ['TVA', 'rigueur'],
    nice: [],
    absent: ['Maréchal', 'intéressement', 'télétravail', 'Lille', '13e'],
  },
  {
    name: 'FP&A financial analyst (EN)',
    language: 'english',
    posting: `Financial Analyst – FP&A
Harbourline Group – London (hybrid)

Harbourline is a fast-growing SaaS company with offices in London and Dublin.

What you'll do
- Build and maintain the three-statement financial model
- Own the monthly budget vs actuals reporting and variance analysis
- Prepare rolling forecasts with business partners
- Support month-end close and balance sheet reconciliations with the accounting team
- Present insights to the leadership team

What you'll bring
- 3+ years in FP&A, audit or corporate finance
- ACA, ACCA or CIMA qualified (or finalist)
- Advanced Excel; experience with Power BI or Tableau
- SQL is a bonus`,
    resume: `Oliver Grant
Financial Analyst – London

Experience
Financial Analyst – Meridian Retail, London (2021 – present)
- Monthly management accounts, budget vs actuals and variance analysis
- Built the driver-based financial model used for the annual budget
- Quarterly reforecasts with department heads
- Month-end close support and bank reconciliations

Audit Associate – Baker Tilly, London (2018 – 2021)

Qualifications: ACCA (2021)
Tools: Excel (advanced), Power BI`,
    matched: ['financial analysis', 'variance analysis', 'forecasting', 'financial closing', 'bank reconciliation', 'audit', 'ACCA', 'Excel', 'Power BI'],
    missing: ['FP&A', 'reporting', 'M&A', 'ACA', 'CIMA', 'Tableau', 'SQL'],
    nice: ['SQL'],
    absent: ['Harbourline', 'Dublin'],
  },
];
