// What step 1 and step 2 show of the reading, for the user to correct (docs/decisions.md). The field labels,
// 'Non trouvé', 'Ce que demande l'offre' and 'Pas dans votre CV' are the product's wording; the rest is ours
// (docs/decisions.md 'What was read, corrected before writing').
export const reviewTexts = {
  factsLegend: 'Ce que nous avons lu dans l’offre',
  factsHint: 'Corrigez ce qui est inexact : la lettre reprendra vos corrections.',
  company: 'Entreprise',
  position: 'Poste',
  place: 'Lieu',
  contract: 'Contrat',
  notFound: 'Non trouvé',
  notFoundHint: 'Non trouvé dans l’offre : indiquez-le si vous le connaissez.',
  requirementsTitle: 'Ce que demande l’offre',
  requirementsHint: 'Décochez une exigence pour que la lettre ne la mette pas en avant.',
  required: 'Indispensable',
  nice: 'Apprécié',
  noRequirement: 'Aucune exigence n’a été reconnue dans l’offre.',
  inResume: 'Dans votre CV :',
  notInResume: 'Pas dans votre CV',
  chooseFact: 'Élément du CV à mettre en avant',
  candidateName: 'Nom du candidat',
  candidateNameHint: 'Lu dans votre CV : il signe la lettre et nomme le fichier téléchargé.',
  candidateNameNotFound: 'Non trouvé dans votre CV : indiquez votre prénom et votre nom.',
} as const;
