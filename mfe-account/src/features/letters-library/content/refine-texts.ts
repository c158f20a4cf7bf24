import { fr } from '@lettra/shared-ui/strings';
import type { Refinement } from '@lettra/letter-engine';

// Refining a letter from my letters (docs/product.md 'Refining a letter'); the words it shares with the
// generator come from fr.refine.
export const refineTexts = {
  ...fr.refine,
  actions: fr.refine.actions satisfies Record<Refinement, string>,
  paragraphSuffix: (index: number) => `(paragraphe ${index + 1})`,
  dialogDescription:
    'Lettra ne garde pas votre CV avec vos lettres : collez-le avec l’offre pour que la nouvelle version ne dise rien qu’ils ne disent.',
  explain: 'Voir sur quoi repose chaque phrase',
  explainDescription: 'Lettra ne garde pas votre CV avec vos lettres : collez-le avec l’offre pour voir sur quoi repose chaque phrase.',
  resumeLabel: 'Votre CV',
  postingLabel: "L'offre d'emploi",
  accept: fr.common.accept,
  cancel: fr.common.cancel,
  refined: 'Nouvelle version enregistrée',
} as const;
