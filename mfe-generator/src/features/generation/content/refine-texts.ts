import { fr } from '@lettra/shared-ui/strings';
import type { Refinement } from '@lettra/letter-engine';

// Refinement texts (docs/product.md 'Refining a letter'); the words my letters shares come from fr.refine.
export const refineTexts = {
  ...fr.refine,
  actions: fr.refine.actions satisfies Record<Refinement, string>,
  paragraph: fr.refine.actions.paragraph,
  paragraphLabel: (index: number) => `${fr.refine.actions.paragraph} (paragraphe ${index + 1})`,
  hint: 'Chaque retouche ajoute une nouvelle version : les autres, et vos modifications, sont conservées.',
} as const;
