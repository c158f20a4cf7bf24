import type { Refinement } from '@lettra/letter-engine';

// Refining a letter from my letters (docs/product.md 'Refining a letter').
export const refineTexts = {
  groupLabel: 'Retoucher la lettre',
  actions: {
    regenerate: 'Régénérer',
    shorter: 'Plus court',
    longer: 'Plus long',
    personal: 'Plus personnel',
    paragraph: 'Réécrire ce paragraphe',
  } satisfies Record<Refinement, string>,
  paragraphSuffix: (index: number) => `(paragraphe ${index + 1})`,
  premiumBadge: 'Premium',
  dialogDescription:
    'Lettra ne garde pas votre CV avec vos lettres : collez-le avec l’offre pour que la nouvelle version ne dise rien qu’ils ne disent.',
  resumeLabel: 'Votre CV',
  postingLabel: "L'offre d'emploi",
  writing: 'Rédaction de la nouvelle version...',
  addKeyword: 'Ajouter à la lettre',
  proposalIntro: 'Phrase proposée, ajoutée à la fin du paragraphe le plus long :',
  accept: 'Accepter',
  cancel: 'Annuler',
  refined: 'Nouvelle version enregistrée',
  failed: 'Retouche impossible',
} as const;
