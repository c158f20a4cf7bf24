// Version choice texts (docs/decisions.md: premium generation returns 3 versions to choose from); the
// tabs' own words come with shared-ui's LetterVersionTabs.
export const versionTexts = {
  hint: 'Choisissez la version à conserver : c’est elle qui est enregistrée dans vos lettres.',
} as const;
