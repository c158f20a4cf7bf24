// ATS match texts (docs/decisions.md 'ATS keyword optimisation'); the spec only claims the feature.
export const atsTexts = {
  title: 'Correspondance ATS',
  scoreLabel: 'Score de correspondance ATS',
  score: (score: number) => `${score}\u00a0%`,
  explanation:
    "Part des mots-clés de l'offre présents dans votre CV ou votre lettre ; les compétences requises comptent double.",
  found: 'Mots-clés trouvés',
  missing: 'Mots-clés manquants',
  noneFound: 'Aucun mot-clé de l’offre trouvé pour l’instant.',
  noneMissing: "Tous les mots-clés de l'offre sont couverts.",
  noKeywords: "Aucun mot-clé identifié dans l'offre.",
  required: 'Requis',
  inResume: 'CV',
  inLetter: 'Lettre',
  whereLabel: (places: string) => `présent dans : ${places}`,
  add: 'Ajouter à la lettre',
  proposalTitle: 'Ajouter à la lettre',
  proposalIntro: 'Phrase proposée, ajoutée à la fin du paragraphe le plus long :',
  accept: 'Accepter',
  cancel: 'Annuler',
  proposalFailed: 'Ajout impossible',
  added: 'Phrase ajoutée à votre lettre',
} as const;
