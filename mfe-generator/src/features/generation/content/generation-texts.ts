// Generation texts the spec does not word (progress announcements, quota); toasts come from fr.toasts.
export const generationTexts = {
  writing: 'Rédaction de votre lettre en cours...',
  writingVersion: (version: number, total: number) => `Rédaction de la version ${version} sur ${total}...`,
  repairing: 'Vérification et correction de votre lettre...',
  drafting: 'Service d’IA indisponible : rédaction d’un brouillon sans lui...',
  interrupted: "La génération s'est interrompue. Le début de la lettre est conservé ci-dessous.",
  retry: 'Réessayer',
  quotaTitle: 'Limite de lettres gratuites atteinte',
  quotaUsed: (used: number, limit: number) => `Lettres gratuites utilisées ce mois-ci : ${used} sur ${limit}.`,
  quotaLeft: (left: number) => (left === 1 ? 'Il vous reste 1 lettre ce mois-ci' : `Il vous reste ${left} lettres ce mois-ci`),
  // The api's own refusal (QuotaExceededError), shown before the user tries.
  quotaExhausted: (limit: number) => `Vous avez utilisé vos ${limit} lettres gratuites ce mois-ci. Passez à Premium pour des lettres illimitées.`,
} as const;
