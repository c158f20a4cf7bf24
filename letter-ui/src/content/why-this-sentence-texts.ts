// 'Pourquoi cette phrase ?' (docs/why-this-sentence.md): the words of this package's component, which
// the generator's result and my letters show. They change with those two remotes' releases, not with the
// platform's.
export const whyThisSentenceTexts = {
  toggle: 'Pourquoi cette phrase ?',
  hint: 'Survolez une phrase soulignée ou atteignez-la avec la touche Tab : la ligne de votre CV et celle de l’offre sur lesquelles elle repose s’affichent.',
  loading: 'Lecture de votre lettre au regard de votre CV et de l’offre…',
  failed: 'Impossible d’expliquer la lettre',
  retry: 'Réessayer',
  empty: 'Aucune phrase de cette lettre ne s’appuie sur une ligne précise de votre CV.',
  needTexts: 'Indiquez votre CV et l’offre d’emploi pour voir sur quoi repose chaque phrase.',
  letterLabel: 'Votre lettre, phrase par phrase',
  pick: 'Choisissez une phrase soulignée pour voir sa source.',
  listTitle: 'Sur quoi repose chaque phrase',
  cvLine: 'Ligne du CV',
  noCvLine: 'Aucune ligne de votre CV',
  postingLine: 'Ligne de l’offre',
  flagged: 'À vérifier',
} as const;
