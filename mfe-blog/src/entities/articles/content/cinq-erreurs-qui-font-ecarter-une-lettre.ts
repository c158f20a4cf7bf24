import type { Article } from '../model/article.ts';
import { paragraph } from './blocks.ts';

export const cinqErreurs: Article = {
  id: 'cinq-erreurs-qui-font-ecarter-une-lettre',
  title: 'Cinq erreurs qui font écarter une lettre de motivation',
  excerpt:
    'Lettre générique, fautes, paraphrase du CV… Les erreurs que les recruteurs relèvent le plus souvent, et comment les corriger en quelques minutes.',
  author: 'Sophie Lambert',
  date: '2026-10-14',
  readingTime: 1,
  image: { palette: 'accent', motif: 'proofreading' },
  tags: ['Erreurs', 'Relecture', 'Rédaction', 'Personnalisation'],
  category: 'Conseils',
  content: [
    paragraph(
      "Une lettre de motivation est souvent lue en moins d'une minute. Dans ce laps de temps, quelques erreurs suffisent à faire passer une candidature au second plan, même quand le profil correspond au poste.",
    ),
    paragraph(
      "La première est la lettre générique : un texte qui pourrait être envoyé à n'importe quelle entreprise ne convainc aucune d'entre elles. Citez le poste, l'entreprise et au moins un élément précis de l'offre. La deuxième est la paraphrase du CV : la lettre doit choisir et expliquer, pas énumérer.",
    ),
    paragraph(
      "Troisième erreur, les fautes, surtout dans le nom de l'entreprise ou de votre interlocuteur : relisez à voix haute, puis faites relire par quelqu'un d'autre. Quatrième erreur, les qualités sans preuve : « dynamique » et « rigoureux » n'ont de poids que s'ils sont illustrés par un exemple. Cinquième erreur enfin, la lettre trop longue : au-delà d'une page, le message principal se perd.",
    ),
    paragraph(
      "Un bon réflexe avant d'envoyer : vérifiez que chaque phrase répond à la question du recruteur, « pourquoi cette personne, pour ce poste ? ». Si ce n'est pas le cas, supprimez-la.",
    ),
  ],
};
