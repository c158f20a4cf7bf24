// My-letters texts the product rules do not word (renaming); the rest comes from fr.myLetters.
export const libraryTexts = {
  rename: 'Renommer',
  titleLabel: 'Titre de la lettre',
  renamed: 'Lettre renommée',
} as const;
