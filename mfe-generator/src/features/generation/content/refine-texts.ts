import type { Refinement } from '@lettra/letter-engine';

// Refinement texts (docs/product.md 'Refining a letter').
export const refineTexts = {
  groupLabel: 'Retoucher la lettre',
  actions: {
    regenerate: 'Régénérer',
    shorter: 'Plus court',
    longer: 'Plus long',
    personal: 'Plus personnel',
  } satisfies Record<Exclude<Refinement, 'paragraph'>, string>,
  paragraph: 'Réécrire ce paragraphe',
  paragraphLabel: (index: number) => `Réécrire ce paragraphe (paragraphe ${index + 1})`,
  premiumBadge: 'Premium',
  hint: 'Chaque retouche ajoute une nouvelle version : les autres, et vos modifications, sont conservées.',
  writing: 'Rédaction de la nouvelle version...',
  failed: 'Retouche impossible',
} as const;
