// A CV and a posting that look like real ones, for the generation and analysis tests.

export const RESUME = `Camille Martin
Développeuse Full Stack
12 rue des Lilas, 69003 Lyon · camille.martin@exemple.fr · 06 12 34 56 78

EXPÉRIENCE
2022 – 2026 : Développeuse Full Stack, Studio Nord, Lyon
- Applications web en TypeScript, React et Node.js, tests automatisés
- Réduction de 40 % du temps de chargement de l'application principale
2020 – 2022 : Développeuse front-end, Agence Pixel, Lyon
- Interfaces accessibles, Git, méthode Scrum

FORMATION
2020 : Master Informatique, Université Lyon 1

COMPÉTENCES
TypeScript, React, Node.js, PostgreSQL, Docker, Git, anglais courant`;

export const POSTING = `Atelier Numérique recrute un(e) Développeur Full Stack (H/F)

Atelier Numérique conçoit des applications web pour des PME lyonnaises.

Missions :
- Développer de nouvelles fonctionnalités en TypeScript, React et Node.js
- Concevoir les API et les schémas PostgreSQL

Profil recherché :
- 3 ans d'expérience en développement web
- Maîtrise de TypeScript, React et Node.js
- Docker et Kubernetes appréciés
- Anglais courant`;

/** A valid generation request (tone formal: free users may send it). */
export const REQUEST = { resume: RESUME, jobPosting: POSTING, tone: 'formal', language: 'french' } as const;

export const EN_RESUME = `Daniel Okafor
Data Analyst
London · daniel.okafor@example.com · +44 7700 900123

EXPERIENCE
2021 – 2026: Data Analyst, Brightline Retail, London
- Built sales dashboards in Power BI and Tableau used by 40 store managers
- Automated weekly reporting in Python and SQL, saving 6 hours a week
2019 – 2021: Junior Analyst, Northfield Insurance, Leeds
- Cleaned and modelled claims data in Excel and SQL

EDUCATION
2019: BSc Mathematics, University of Leeds

SKILLS
SQL, Python, Power BI, Tableau, Excel, statistics, stakeholder management`;

export const EN_POSTING = `Harbor Analytics is hiring a Data Analyst

About us: Harbor Analytics helps retailers understand their customers.

Responsibilities:
- Build dashboards and reports for commercial teams
- Analyse sales and customer data with SQL and Python

Requirements:
- 3+ years of experience as a data analyst
- Strong SQL and Python; Power BI or Tableau
- Experience with dbt is a plus`;
