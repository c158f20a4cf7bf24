// Labels and hints of the form. The spec names the fields (§2, §3) without wording their labels;
// button texts, step names and toasts come from `fr` in shared-ui.
export const formTexts = {
  formLabel: 'Générateur de lettre de motivation',
  resumeLabel: 'Votre CV',
  resumeHint: 'Collez le contenu de votre CV, ou importez-le depuis un fichier PDF, DOCX ou TXT.',
  postingLabel: "L'offre d'emploi",
  postingHint: "Collez le texte complet de l'annonce : missions, profil recherché, entreprise.",
  emphasisLabel: 'Points à mettre en avant (facultatif)',
  emphasisHint: 'Une réalisation, une motivation ou une compétence que la lettre doit souligner.',
  toneLegend: 'Ton de la lettre',
  toneReserved: 'Choix du ton réservé à Premium',
  premiumBadge: 'Premium',
  languageLabel: 'Langue de la lettre',
  languageNames: { french: 'français', english: 'anglais' },
  languageHint: (name: string) => `L’offre semble rédigée en ${name} : voulez-vous écrire la lettre en ${name} ?`,
  languageAccept: (name: string) => `Écrire la lettre en ${name}`,
  stepOf: (step: number, total: number) => `Étape ${step} sur ${total}`,
  characterCount: (length: string, max: string) => `${length} / ${max} caractères`,
} as const;
