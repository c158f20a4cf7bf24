// My-letters texts the product rules do not word (renaming); the rest comes from fr.myLetters and fr.common.
export const libraryTexts = {
  rename: 'Renommer',
  titleLabel: 'Titre de la lettre',
  renamed: 'Lettre renommée',
} as const;
