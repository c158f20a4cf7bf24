// Version choice texts (docs/decisions.md: premium generation returns 3 versions to choose from); the
// tabs' own words come with shared-ui's LetterVersionTabs, but for a refined version's name, which says
// what made it ('Version 1 … Version 8' said nothing).
export const versionTexts = {
  hint: 'Choisissez la version à conserver : c’est elle qui est enregistrée dans vos lettres.',
  refinedBy: {
    regenerate: 'Régénérée',
    shorter: 'Plus court',
    longer: 'Plus long',
    personal: 'Plus personnel',
  },
  rewrittenParagraph: (paragraph: number) => `Réécriture §${paragraph}`,
} as const;
