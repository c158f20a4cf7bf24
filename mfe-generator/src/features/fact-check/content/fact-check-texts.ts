// Fact-check texts: claims in the letter that the CV does not support.
export const factCheckTexts = {
  warning: 'À vérifier : ces éléments ne figurent pas dans votre CV',
  advice: 'Retirez-les ou ajoutez-les à votre CV avant d’envoyer la lettre, si vous les maîtrisez vraiment.',
  allSupported: 'Tous les éléments cités dans la lettre figurent dans votre CV.',
  inconclusive: 'Nous n’avons pas pu vérifier chaque élément de la lettre au regard de votre CV : relisez-la attentivement avant de l’envoyer.',
} as const;
