// Generation texts the spec does not word (progress announcements, quota); toasts come from fr.toasts.
export const generationTexts = {
  writing: 'Rédaction de votre lettre en cours...',
  writingVersion: (version: number, total: number) => `Rédaction de la version ${version} sur ${total}...`,
  repairing: 'Vérification et correction de votre lettre...',
  drafting: 'Service d’IA indisponible : rédaction d’un brouillon sans lui...',
  quotaTitle: 'Limite de lettres gratuites atteinte',
  quotaUsed: (used: number, limit: number) => `Lettres gratuites utilisées ce mois-ci : ${used} sur ${limit}.`,
} as const;
