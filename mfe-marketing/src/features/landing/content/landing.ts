// Button labels quoted in docs/product.md §2, which only this remote shows.
export const hero = {
  eyebrow: 'Lettres de motivation personnalisées par IA',
  title: 'Une lettre de motivation sur mesure, prête en quelques secondes',
  lead:
    'Collez votre CV et l’offre d’emploi : Lettra met en avant les expériences que le recruteur recherche et rédige une lettre de 300 à 400 mots, en français ou en anglais.',
  tryFree: 'Essayez gratuitement',
  seeExamples: 'Voir des exemples',
  reassurance: ['Sans carte bancaire', 'Français ou anglais', 'Trois tons au choix'],
} as const;

export const howItWorks = {
  title: 'Comment ça fonctionne',
  intro: 'Trois étapes, et votre lettre est prête à relire.',
  steps: [
    {
      title: 'Décrivez votre parcours',
      text: 'Collez votre CV, ou importez-le au format PDF, DOCX ou TXT, puis l’offre d’emploi qui vous intéresse.',
    },
    {
      title: 'L’IA fait le reste',
      text: 'Lettra repère vos compétences utiles pour le poste, reprend les mots-clés de l’offre et rédige une lettre structurée, dans le ton que vous choisissez.',
    },
    {
      title: 'Prête en quelques secondes',
      text: 'Relisez votre lettre, ajustez-la si besoin, puis copiez-la ou téléchargez-la en Word ou en PDF avec Premium.',
    },
  ],
} as const;

export const generatorSection = {
  title: 'Générez votre lettre maintenant',
  intro: 'Trois étapes : votre CV, l’offre d’emploi, puis vos options.',
  slotLabel: 'Générateur de lettre',
} as const;

export const callToAction = {
  title: 'Prêt à décrocher votre prochain entretien ?',
  text: 'Créez votre compte en une minute et générez votre première lettre dès aujourd’hui.',
  button: 'Commencer maintenant',
} as const;
