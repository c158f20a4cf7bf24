// The toasts only this remote raises (docs/product.md §4, §5 and §8): a generation refused or failed, a
// file downloaded, a letter copied. They change with its release alone; the toasts other apps raise too stay in
// shared-ui's `fr.toasts`.
export const generatorToasts = {
  generationError: {
    title: 'Erreur de génération',
    description: 'Une erreur est survenue lors de la génération',
  },
  missingResume: { title: 'Contenu manquant', description: 'Veuillez ajouter le contenu de votre CV' },
  loginRequired: {
    title: 'Connexion requise',
    description: 'Veuillez vous connecter pour générer une lettre de motivation',
  },
  downloadedWord: { title: 'Téléchargement réussi', description: 'Votre lettre a été téléchargée au format Word' },
  downloadedPdf: { title: 'Téléchargement réussi', description: 'Votre lettre a été téléchargée au format PDF' },
    copied: { title: 'Copié!', description: 'Le texte a été copié dans le presse-papier' },
} as const;
