import { fr } from '@lettra/shared-ui/strings';

// Texts of the result view that belong to no single feature.
export const resultTexts = {
  chooseFailed: fr.common.saveFailed,
  insightsLabel: 'Analyse de votre lettre',
} as const;
