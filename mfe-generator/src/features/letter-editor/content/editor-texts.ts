import { fr } from '@lettra/shared-ui/strings';

// Editor texts that docs/product.md §2 does not word; title and placeholder come from fr.editor, buttons from fr.common.
export const editorTexts = {
  textareaLabel: 'Texte de votre lettre',
  saveFailed: fr.common.saveFailed,
  saving: 'Enregistrement...',
} as const;
