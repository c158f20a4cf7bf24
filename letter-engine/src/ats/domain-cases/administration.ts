import type { DomainCase } from './domain-case.ts';

export const ADMINISTRATION_CASES: readonly DomainCase[] = [
  {
    name: 'assistante administrative et commerciale (FR)',
    language: 'french',
    posting: `Assistant(e) administratif(ve) et commercial(e) – CDI – Rennes
Armor Emballages, PME de 60 personnes spécialisée dans l'emballage industriel.

Missions
- Accueil physique et téléphonique, gestion du standard
- Saisie des commandes clients dans l'ERP et suivi des livraisons
- Établissement des devis et facturation
- Gestion de l'agenda de la direction et organisation des réunions
- Rédaction de courriers et de comptes rendus
- Classement et archivage des documents, gestion des fournitures

Profil
- Bac+2 assistant de gestion (BTS SAM ou GPME)
- Maîtrise du Pack Office, notamment Excel (tableaux croisés dynamiques)
- Connaissance de Sage appréciée
- Rigueur, discrétion et sens de l'organisation

Avantages : RTT, tickets restaurant, mutuelle.`,
    resume: `Julie Marchand
Assistante administrative – Rennes – 06 98 76 54 32

Expériences
Assistante administrative – Cabinet Leclerc Immobilier, Rennes (2020 – 2024)
- Accueil téléphonique et physique, prise de rendez-vous
- Saisie des données, facturation et relances clients
- Rédaction de courriers et de comptes rendus de réunion
- Classement, archivage et gestion des fournitures

Formation : BTS Support à l'action managériale (2020)
Outils : Word, Excel, Outlook`,
    matched: ['accueil téléphonique', 'saisie de données', 'facturation', "gestion d'agenda", 'correspondance', 'comptes rendus', 'classement et archivage', 'gestion des fournitures', 'BTS', 'Bac+2', 'Excel'],
    missing: ['ERP', 'devis et chiffrage', 'Pack Office', 'tableaux croisés dynamiques', 'Sage', 'rigueur'],
    nice: ['Sage'],
    absent: ['Armor', 'RTT', 'tickets', 'mutuelle', 'Rennes'],
  },
  {
    name: 'office administrator (EN)',
    language: 'english',
    posting: `Office Administrator
Fenwick & Lowe Solicitors – Cambridge – Full time

About the role
As our Office Administrator you will keep our busy office running smoothly.

Key duties
- Answering calls, greeting clients and managing the reception area
- Diary management for three partners and booking meeting rooms
- Minute taking at weekly team meetings
- Data entry and maintaining client records on our case management system
- Processing invoices and expense claims
- Ordering office supplies and liaising with suppliers

Skills and experience
- At least 2 years in an office administration role
- Advanced Microsoft Office skills, especially Word and Outlook
- Excellent attention to detail and discretion
- Experience in a legal environment is desirable`,
    resume: `Hannah Brooks
Administrator – Cambridge

Experience
Office Administrator – Greaves Accountants, Cambridge (2021 – present)
- Front desk reception and switchboard for a 30-person office
- Diary management and travel arrangements for two directors
- Took minutes at board meetings
- Data entry, filing and records management
- Ordered stationery and office supplies

Skills: Microsoft Office (Word, Excel, Outlook), typing 60 wpm`,
    matched: ['switchboard and phone reception', 'diary management', 'minute taking', 'data entry', 'office supplies', 'Pack Office', 'Word', 'Office Administrator'],
    missing: ['case management', 'invoicing', 'expense reports', 'administrative management', 'rigour'],
    nice: [],
    absent: ['Fenwick', 'Cambridge'],
  },
];
