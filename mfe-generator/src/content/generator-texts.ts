// The generator's words (docs/product.md 'Generator'), which only this remote shows: its steps, its
// buttons, its result's heading, the tones and languages offered. They change with its release alone.
export const generatorTexts = {
  steps: ['CV', "Offre d'emploi", 'Options'],
  back: 'Retour',
  next: 'Suivant',
  generate: 'Générer ma lettre',
  generating: 'Génération en cours...',
  ready: 'Votre lettre est prête',
  revising: 'Votre lettre est en cours de révision…',
  editInputs: 'Modifier les informations',
  tones: { formal: 'Formel', friendly: 'Amical', impactful: 'Percutant' },
  languages: { french: 'Français', english: 'Anglais' },
} as const;
