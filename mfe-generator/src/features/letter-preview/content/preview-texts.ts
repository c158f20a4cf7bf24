// Preview texts that docs/product.md §2 does not word; the panel's title comes from fr.preview, its buttons from fr.common.
export const previewTexts = {
  letterLabel: 'Lettre de motivation',
  copyFailed: { title: 'Copie impossible', description: 'Sélectionnez le texte de la lettre et copiez-le manuellement.' },
  downloadFailed: 'Téléchargement impossible',
  downloading: 'Téléchargement...',
  upsellTitle: 'Débloquez votre lettre complète',
  upsellText:
    'Avec Premium (5,99€/mois, sans engagement) : la lettre en entier, copie et téléchargement Word ou PDF, modification, 3 versions au choix et optimisation des mots-clés ATS.',
} as const;
