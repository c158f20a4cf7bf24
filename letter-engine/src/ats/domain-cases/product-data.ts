import type { DomainCase } from './domain-case.ts';

export const PRODUCT_DATA_CASES: readonly DomainCase[] = [
  {
    name: 'senior data analyst, experimentation (EN)',
    language: 'english',
    posting: `Senior Data Analyst – Spotify – Stockholm

About the team
The Experimentation team helps product squads learn faster from their users.

What you'll do
- Design, run and analyse A/B tests on new product features
- Define success metrics and guardrail metrics with product managers
- Build self-serve dashboards in Tableau and Looker
- Write production-quality SQL and Python for analyses
- Communicate findings and recommendations to senior stakeholders

Who you are
- 4+ years of experience in product analytics
- Strong statistics background: hypothesis testing, power analysis
- Experience with dbt and BigQuery is a plus`,
    resume: `Lina Berg
Data Analyst – Stockholm

Experience
Product Data Analyst – Klarna, Stockholm (2020 – present)
- Ran 40+ A/B tests on the checkout funnel; one lifted conversion by 3.2%
- Defined success metrics with product managers for the onboarding squad
- Built Looker dashboards used by 200 people
- SQL (BigQuery) and Python (pandas, statsmodels) daily

Education: MSc Statistics, Uppsala University (2019)`,
    matched: ['Data Analyst', 'A/B testing', 'success metrics', 'Looker', 'SQL', 'Python', 'reporting', 'BigQuery'],
    missing: ['Tableau', 'guardrail metrics', 'product analytics', 'hypothesis testing', 'power analysis', 'dbt'],
    nice: ['dbt'],
    absent: ['Spotify', 'Stockholm'],
  },
  {
    name: 'product analyst, tests A/B (FR)',
    language: 'french',
    posting: `Product Analyst (H/F) – Fintech lyonnaise – CDI

Payfly, fintech lyonnaise de 120 personnes, recrute un(e) Product Analyst.

Vos missions
- Concevoir et analyser les tests A/B du parcours d'inscription
- Construire les tableaux de bord de suivi des indicateurs produit
- Analyser le parcours utilisateur et identifier les points de friction
- Réaliser des analyses de cohortes et de rétention
- Présenter les résultats aux équipes produit

Profil
- Maîtrise de SQL et de Python
- Expérience en analyse de données produit
- Connaissance d'Amplitude ou Mixpanel appréciée`,
    resume: `Thomas Nguyen
Data Analyst – Lyon

Expérience
Data Analyst – Cdiscount, Bordeaux (2021 – 2024)
- Conception et analyse de tests A/B sur le tunnel de commande (+4 % de conversion)
- Tableaux de bord de suivi sur Looker Studio
- Analyses de cohortes et de rétention client en SQL
- Scripts Python pour automatiser le reporting hebdomadaire`,
    matched: ['tests A/B', 'reporting', 'analyses de cohortes', 'SQL', 'Python'],
    missing: ['Product Analyst', 'analyse de données', 'parcours utilisateur', 'points de friction', 'Amplitude', 'Mixpanel'],
    nice: ['Amplitude', 'Mixpanel'],
    absent: ['Payfly', 'CDI'],
  },
];
