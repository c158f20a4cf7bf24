// Texts of the checks made around a letter: what the CV or posting lacks, what a letter still
// fails, and the draft written without the AI service when the model is unavailable.
export const letterCheckTexts = {
  essentialsTitle: 'Informations non trouvées',
  essentialsIntro: 'La lettre sera moins précise : complétez votre CV ou l’offre si vous le pouvez.',
  fitTitle: 'Votre CV ne correspond presque pas à cette offre',
  warningsTitle: 'Points à revoir avant d’envoyer la lettre',
  draftTitle: 'Brouillon rédigé sans le service d’IA',
  draftBody:
    'Le service d’IA est momentanément indisponible : cette lettre a été rédigée par notre rédacteur hors ligne, à partir de votre CV et de l’offre. Relisez-la et personnalisez-la avant de l’envoyer.',
  draftWriting: 'Le service d’IA ne répond pas : un brouillon est rédigé sans lui, à partir de votre CV et de l’offre.',
} as const;
