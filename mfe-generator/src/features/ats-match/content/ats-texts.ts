import { fr } from '@lettra/shared-ui/strings';

// ATS match texts (docs/decisions.md 'ATS keyword optimisation'); the spec only claims the feature.
export const atsTexts = {
  title: fr.refine.atsTitle,
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
  add: fr.refine.addKeyword,
  proposalTitle: fr.refine.addKeyword,
  proposalIntro: fr.refine.proposalIntro,
  accept: fr.common.accept,
  cancel: fr.common.cancel,
  proposalFailed: 'Ajout impossible',
  added: 'Phrase ajoutée à votre lettre',
} as const;
