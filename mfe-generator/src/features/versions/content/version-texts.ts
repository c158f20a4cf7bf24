// Version choice texts (docs/decisions.md: premium generation returns 3 versions to choose from).
export const versionTexts = {
  listLabel: 'Versions de la lettre',
  tab: (index: number) => `Version ${index + 1}`,
  hint: 'Choisissez la version à conserver : c’est elle qui est enregistrée dans vos lettres.',
} as const;
