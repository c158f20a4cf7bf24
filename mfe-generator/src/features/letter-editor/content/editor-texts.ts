// Editor texts that docs/product.md §2 does not word; title, placeholder and buttons come from fr.editor.
export const editorTexts = {
  textareaLabel: 'Texte de votre lettre',
  saveFailed: 'Enregistrement impossible',
  saving: 'Enregistrement...',
} as const;
