import type { Article } from '../model/article.ts';
import { paragraph } from './blocks.ts';

export const lettreEtIa: Article = {
  id: 'lettre-de-motivation-et-ia',
  title: 'Lettre de motivation et IA : ce que remarquent les recruteurs',
  excerpt:
    "Les assistants d'écriture se sont invités dans les candidatures. Les recruteurs reçoivent davantage de lettres bien tournées… et très semblables. Comment utiliser l'IA sans perdre ce qui vous distingue.",
  author: 'Thomas Renaud',
  date: '2026-11-05',
  readingTime: 1,
  image: { palette: 'ink', motif: 'ai' },
  tags: ['IA', 'Recrutement', 'Personnalisation', 'Tendances'],
  category: 'Actualités',
  content: [
    paragraph(
      "Depuis que les assistants d'écriture sont à la portée de tous, rédiger une lettre de motivation correcte ne prend plus que quelques secondes. Résultat : beaucoup de recruteurs disent recevoir des lettres impeccables sur la forme, mais interchangeables, avec les mêmes tournures et les mêmes élans d'enthousiasme.",
    ),
    paragraph(
      "L'IA n'est pas un problème en soi : elle aide à structurer ses idées, à trouver le bon ton, à corriger son style. Ce qui pénalise une candidature, c'est une lettre sans contenu personnel, ou qui contient des affirmations inexactes. Une expérience inventée ou une compétence exagérée se découvre vite en entretien.",
    ),
    paragraph(
      "Pour que l'outil reste un appui, donnez-lui de la matière réelle : votre CV, l'offre complète, les points que vous voulez mettre en avant. Relisez ensuite chaque phrase : est-elle vraie, précise, et dite comme vous la diriez ? Ajoutez au moins un élément que vous seul pouvez écrire, comme une raison concrète de vouloir rejoindre cette entreprise.",
    ),
    paragraph(
      "C'est l'esprit de Lettra : partir de votre CV et de l'offre pour vous proposer une première version solide, que vous relisez et personnalisez avant de l'envoyer.",
    ),
  ],
};
