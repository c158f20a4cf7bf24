// Texts of the result view that belong to no single feature.
export const resultTexts = {
  chooseFailed: 'Enregistrement impossible',
  insightsLabel: 'Analyse de votre lettre',
} as const;
