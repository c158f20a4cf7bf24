import { fr } from '@lettra/shared-ui/strings';

// What my letters says of a letter's versions and checks (docs/product.md 'Refining a letter'); the
// tabs' own words come with shared-ui's LetterVersionTabs.
export const versionTexts = {
  hint: 'La version choisie est celle que vous copiez, modifiez et téléchargez ; les autres restent disponibles.',
  chooseFailed: fr.common.saveFailed,
  atsTitle: fr.refine.atsTitle,
  atsScore: (score: number) => `Score de correspondance : ${score}\u00a0%`,
  missingFromLetter: 'Mots-clés de votre CV absents de la lettre',
  noneMissing: 'La lettre reprend tous les mots-clés de l’offre que votre CV justifie.',
  factCheckTitle: 'Vérification des faits',
  claimsIntro: 'À vérifier : éléments cités dans cette version et absents de votre CV.',
  noClaims: 'Tous les éléments cités dans cette version figurent dans votre CV.',
} as const;
