// My-letters texts the product rules do not word (renaming); the rest comes from src/content/my-letters-texts.ts and fr.common.
export const libraryTexts = {
  rename: 'Renommer',
  titleLabel: 'Titre de la lettre',
  renamed: 'Lettre renommée',
} as const;
