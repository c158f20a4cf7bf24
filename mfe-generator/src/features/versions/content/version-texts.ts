import { fr } from '@lettra/shared-ui';

// Version choice texts (docs/decisions.md: premium generation returns 3 versions to choose from).
export const versionTexts = {
  listLabel: fr.refine.versionsLabel,
  tab: fr.refine.versionTab,
  hint: 'Choisissez la version à conserver : c’est elle qui est enregistrée dans vos lettres.',
} as const;
