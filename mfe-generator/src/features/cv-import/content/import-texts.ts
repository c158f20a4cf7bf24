// CV import texts (docs/decisions.md: import from PDF, DOCX and TXT). Not in docs/product.md, which calls import 'coming later'.
export const importTexts = {
  button: 'Importer mon CV',
  inputLabel: 'Importer mon CV (PDF, DOCX ou TXT, 5 Mo maximum)',
  formats: 'PDF, DOCX ou TXT, 5 Mo maximum',
  reading: 'Lecture du fichier...',
  imported: (fileName: string) => `CV importé depuis « ${fileName} ». Vérifiez le texte avant de continuer.`,
  scannedPdf: 'Ce PDF ne contient pas de texte sélectionnable (document scanné ?). Copiez-collez le contenu de votre CV.',
  unsupported: 'Format non pris en charge : importez un fichier PDF, DOCX ou TXT.',
  tooBig: 'Fichier trop volumineux : la taille maximale est de 5 Mo.',
  emptyFile: 'Ce fichier ne contient pas de texte. Copiez-collez le contenu de votre CV.',
  unreadablePdf:
    "Impossible de lire ce PDF (fichier endommagé ou protégé par un mot de passe). Copiez-collez le contenu de votre CV.",
  unreadableDocx: 'Impossible de lire ce document Word. Copiez-collez le contenu de votre CV.',
  replaceTitle: 'Remplacer le CV collé ?',
  replaceBody: 'Le texte du CV déjà saisi sera remplacé par celui du fichier.',
  replaceConfirm: 'Remplacer',
  replaceCancel: 'Annuler',
  unreadable: 'Impossible de lire ce fichier. Copiez-collez le contenu de votre CV.',
} as const;
