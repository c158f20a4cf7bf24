import type { Article } from '../model/article.ts';
import { heading, paragraph } from './blocks.ts';

export const optimiserPourLesAts: Article = {
  id: 'optimiser-candidature-logiciels-ats',
  title: 'Optimiser sa candidature pour les logiciels ATS',
  excerpt:
    "Avant d'arriver sous les yeux d'un recruteur, votre candidature passe souvent par un logiciel de suivi des candidatures. Comment ces outils fonctionnent vraiment, et comment rendre votre lettre lisible et bien classée.",
  author: 'Thomas Renaud',
  date: '2026-11-12',
  readingTime: 4,
  image: { palette: 'dusk', motif: 'ats' },
  tags: ['ATS', 'Mots-clés', 'Recrutement', 'CV'],
  category: 'Stratégies',
  content: [
    paragraph(
      "De nombreuses entreprises, en particulier les grands groupes et les cabinets de recrutement, gèrent leurs candidatures avec un ATS (Applicant Tracking System), c'est-à-dire un logiciel de suivi des candidatures. Quand vous postulez par un formulaire en ligne, votre CV et votre lettre y sont enregistrés, analysés, puis présentés au recruteur sous forme de fiche. Comprendre ce qui se passe à cette étape permet d'éviter des erreurs invisibles, mais coûteuses.",
    ),
    heading('Ce que fait vraiment un ATS'),
    paragraph(
      "Un ATS sert d'abord à organiser le recrutement : centraliser les candidatures, suivre leur avancement, planifier les entretiens. Pour cela, il extrait le texte de vos documents et le range dans des champs : identité, coordonnées, expériences, diplômes, compétences. Le recruteur peut ensuite filtrer et rechercher parmi des centaines de profils, par exemple tous les candidats qui mentionnent « SAP » ou « management d'équipe ».",
    ),
    paragraph(
      "Contrairement à une idée répandue, la plupart de ces outils ne rejettent pas automatiquement une candidature parce qu'un mot-clé manque. Le tri passe surtout par les recherches et les filtres du recruteur, et parfois par des questions éliminatoires posées dans le formulaire : permis de conduire, autorisation de travail, disponibilité. Certains logiciels calculent en revanche un score de correspondance avec l'offre, qui influe sur l'ordre dans lequel les candidatures sont consultées. Dans tous les cas, une candidature mal lue, ou qui n'emploie pas les bons termes, risque de ne jamais remonter en haut de la liste.",
    ),
    heading("Reprendre les mots-clés de l'offre"),
    paragraph(
      "Le levier le plus efficace est simple : employer les mêmes termes que l'offre. Si l'annonce parle de « gestion de projet », n'écrivez pas seulement « pilotage d'initiatives ». Si elle demande « Excel (tableaux croisés dynamiques) », citez précisément cette compétence si vous la maîtrisez. Un logiciel, comme un recruteur pressé, reconnaît mieux un mot identique qu'un synonyme.",
    ),
    paragraph(
      "Pour repérer ces mots-clés, relisez l'offre en soulignant l'intitulé du poste, les compétences techniques, les outils, les certifications et les qualités demandées. Ceux qui reviennent plusieurs fois ou figurent parmi les prérequis sont prioritaires. Reprenez-les dans votre lettre et dans votre CV, à condition qu'ils correspondent à une expérience réelle : un entretien suffit à démasquer une compétence inventée.",
    ),
    paragraph(
      "Pensez aussi aux variantes. Écrivez les sigles en entier au moins une fois, par exemple « ressources humaines (RH) » ou « gestion de la relation client (CRM) » : vous couvrez ainsi les deux formes qu'un recruteur peut taper dans sa recherche.",
    ),
    heading('Soigner la forme pour que le texte soit bien lu'),
    paragraph(
      "Un ATS lit le texte, pas la mise en page. Les documents très graphiques posent souvent problème : zones de texte flottantes, colonnes multiples, tableaux, en-têtes et pieds de page, icônes à la place des mots. Le logiciel peut mélanger l'ordre des informations ou en ignorer une partie. Pour la lettre comme pour le CV, préférez une mise en page simple, sur une colonne, avec une police courante.",
    ),
    paragraph(
      "Côté format, respectez ce que demande le formulaire. Un PDF exporté depuis un traitement de texte est en général bien lu, tout comme un fichier .docx. Évitez en revanche le PDF issu d'un scan ou d'une photo : c'est une image, et sans reconnaissance de caractères le logiciel n'y trouvera aucun texte. Nommez enfin vos fichiers clairement, par exemple « Lettre-motivation-Camille-Durand.pdf ».",
    ),
    paragraph(
      "Lorsque le formulaire propose un champ de texte pour la lettre plutôt qu'un fichier, collez-y un texte propre : retirez les puces et les caractères spéciaux, séparez les paragraphes par une ligne vide, et relisez l'aperçu avant d'envoyer.",
    ),
    heading('Écrire pour le logiciel sans oublier le recruteur'),
    paragraph(
      "Optimiser pour un ATS ne veut pas dire aligner des mots-clés. Les listes de termes sans phrases, le texte caché en blanc sur fond blanc ou la copie intégrale de l'offre sont repérés dès la première lecture humaine et décrédibilisent la candidature. L'objectif est une lettre qui contient les bons termes et qui reste agréable à lire : chaque mot-clé doit s'inscrire dans une phrase qui apporte une preuve.",
    ),
    paragraph(
      "Plutôt que « Compétences : gestion de projet, Agile, Jira », écrivez par exemple : « J'ai piloté en méthode Agile la refonte de l'application client, en suivant dans Jira les sprints d'une équipe de six développeurs. » La phrase contient les trois mots-clés, et elle dit au recruteur ce que vous avez réellement fait.",
    ),
    heading("La liste de contrôle avant d'envoyer"),
    paragraph(
      "Avant de cliquer sur « Postuler », vérifiez cinq points. Les compétences et les outils prioritaires de l'offre apparaissent-ils dans votre lettre, avec les mêmes mots ? L'intitulé exact du poste est-il cité ? Votre document contient-il du vrai texte (et non une image), sur une colonne, sans information essentielle cachée dans un élément graphique ? Les sigles sont-ils écrits au moins une fois en toutes lettres ? Enfin, la lettre se lit-elle naturellement à voix haute ?",
    ),
    paragraph(
      "Avec l'offre Premium de Lettra, l'analyse des mots-clés compare l'offre d'emploi à votre CV et à votre lettre, et signale les termes importants qui manquent. Vous restez seul juge : n'ajoutez que ceux qui correspondent vraiment à votre parcours.",
    ),
  ],
};
