import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * Office and secretarial work: reception, diaries, mail, filing, data entry and office software,
 * in French and English.
 */
export const ADMINISTRATION_TERMS: readonly TermEntry[] = [
  skill('gestion administrative', 'gestion administrative|suivi administratif|tâches administratives|travaux administratifs|office management|office administration|administrative tasks|administrative duties', 'administrative management'),
  skill('secrétariat', 'secrétariat médical|secrétariat de direction|secrétariat juridique|travaux de secrétariat|tâches de secrétariat|missions de secrétariat|assistanat|assistanat de direction|secretarial|secretarial work|administrative support|admin support|executive assistance', 'administrative support'),
  skill('accueil téléphonique', "accueil téléphonique|accueil physique et téléphonique|standard téléphonique|tenue du standard|gestion du standard|filtrage des appels|prise de messages|switchboard|answering calls|answering the phone|telephone reception|handling calls|call handling|front desk reception", 'switchboard and phone reception'),
  skill("gestion d'agenda", "gestion d'agenda|gestion des agendas|gestion de l'agenda|tenue d'agenda|tenue des agendas|prise de rendez-vous|prise des rendez-vous|planification des rendez-vous|organisation de réunions|organisation des réunions|diary management|calendar management|managing diaries|scheduling meetings|appointment booking|booking appointments|appointment scheduling", 'diary management'),
  skill('correspondance', "rédaction de courriers|rédaction des courriers|rédiger des courriers|gestion du courrier|traitement du courrier|tri du courrier|courrier entrant|correspondance commerciale|mail handling|correspondence|business correspondence|letter writing", 'correspondence'),
  skill('comptes rendus', 'comptes rendus|compte rendu|compte-rendu|comptes-rendus|procès-verbaux|procès-verbal|prise de notes|minute taking|taking minutes|took minutes|take minutes|meeting minutes|board minutes|minutes of board meetings|note taking', 'minute taking'),
  skill('classement et archivage', "classement et archivage|classement des documents|classement des dossiers|archivage|gestion documentaire|gestion électronique des documents|=GED|filing|archiving|document management|records management|record keeping|record-keeping", 'filing and records management'),
  skill('saisie de données', 'saisie de données|saisie des données|saisie informatique|saisie comptable|saisie des commandes|saisie de factures|saisie des factures|data entry|data input', 'data entry'),
  skill('bureautique', "bureautique|outils bureautiques|outil bureautique|maîtrise de l'outil informatique|office software|office tools|computer literacy|it literacy|it literate|computer literate|computer skills", 'office software'),
  skill('tableaux croisés dynamiques', 'tableaux croisés dynamiques|tableau croisé dynamique|tableaux croisés|tcd|pivot tables|pivot table|=VLOOKUP|recherchev', 'pivot tables'),
  skill('dactylographie', 'dactylographie|frappe rapide|prise de notes rapide|typing|touch typing|audio typing|typing speed', 'typing'),
  skill('organisation de déplacements', 'organisation des déplacements|organisation de déplacements|réservation de voyages|réservation des déplacements|gestion des déplacements|travel arrangements|travel booking|booking travel|travel management|organising travel', 'travel arrangements'),
  skill('gestion des fournitures', 'gestion des fournitures|commande de fournitures|commandes de fournitures|suivi des fournitures|office supplies|ordering supplies|stationery orders', 'office supplies'),
  skill('marchés publics', "marchés publics|commande publique|appels d'offres|réponse aux appels d'offres|dossiers d'appel d'offres|public procurement|tenders|tendering|bid management|bid writing", 'public procurement'),
  skill('gestion des contrats', 'gestion des contrats|suivi des contrats|rédaction de contrats|administration des contrats|contract management|contract administration|contracts management', 'contract management'),
  skill('relation usagers', "accueil des usagers|relation usagers|relations avec les usagers|orientation des usagers|service public|public service|dealing with the public|members of the public", 'public-facing service'),
  skill('gestion des dossiers', 'gestion des dossiers|suivi des dossiers|instruction des dossiers|traitement des dossiers|constitution des dossiers|case management|case handling|caseload management|processing applications|file management', 'case management'),
  skill('événements internes', "organisation d'événements|organisation des événements|organisation de séminaires|événements internes|event organisation|event organization|event planning|organising events", 'event organisation'),
];
