import type { Article } from '../model/article.ts';
import { paragraph } from './blocks.ts';

export const temoignageNadia: Article = {
  id: 'temoignage-de-la-vente-aux-ressources-humaines',
  title: 'De la vente aux ressources humaines : le parcours de Nadia',
  excerpt:
    "Après dix ans dans le commerce, Nadia visait un poste d'assistante RH. Ses premières candidatures restaient sans réponse. Elle raconte ce qui a changé quand elle a revu sa lettre de motivation.",
  author: 'Inès Benali',
  date: '2026-09-30',
  readingTime: 1,
  image: { palette: 'sunrise', motif: 'testimony' },
  tags: ['Reconversion', 'Ressources humaines', 'Motivation', 'Personnalisation'],
  category: 'Témoignages',
  content: [
    paragraph(
      "« Pendant trois mois, j'ai envoyé la même lettre à une trentaine d'entreprises, en changeant seulement l'intitulé du poste. Je n'ai reçu que deux réponses, négatives toutes les deux. » Après dix ans dans la vente en boutique, dont cinq comme responsable adjointe, Nadia venait de terminer une formation d'assistante ressources humaines. Diplôme en poche, elle pensait avoir fait le plus dur.",
    ),
    paragraph(
      "« Une conseillère m'a fait remarquer que ma lettre parlait surtout de mon envie de changer, et très peu de ce que je savais déjà faire. Or, en magasin, je recrutais les vendeurs saisonniers, je faisais les plannings et j'accueillais les nouveaux. C'étaient des missions RH, mais je ne les présentais pas comme ça. »",
    ),
    paragraph(
      "Nadia a alors réécrit sa lettre autour de trois exemples concrets, avec le vocabulaire des offres : recrutement, intégration, gestion des plannings. Elle a aussi pris l'habitude de consacrer le premier paragraphe à l'entreprise visée. « Cela me prenait vingt minutes de plus par candidature, mais je savais enfin pourquoi je postulais chez eux. »",
    ),
    paragraph(
      "Trois semaines plus tard, elle obtenait deux entretiens, puis un poste d'assistante RH dans une enseigne de distribution. Son conseil : « Ne cachez pas votre ancien métier. Montrez ce qu'il vous a appris. »",
    ),
  ],
};
