import type { ExampleLettersText } from '../letter-example.ts';

export const alternance: ExampleLettersText = {
  improvements: [
    'Le rythme et la date de l’alternance indiqués dès la première phrase',
    'Une expérience de stage courte, mais chiffrée',
    'Les outils attendus dans l’offre cités : Canva, Figma, Meta Business Suite',
  ],
  before: `Madame, Monsieur,

Actuellement étudiante, je recherche une alternance en communication. Je suis créative, curieuse et j'aime les réseaux sociaux.

Votre entreprise m'intéresse beaucoup et je pense que cette alternance m'apporterait énormément. Je suis motivée pour apprendre.

Je vous prie d'agréer mes salutations distinguées.

Inès Martin`,
  after: `Madame, Monsieur,

Étudiante en Bachelor Communication digitale à Lyon, je recherche une alternance de deux ans à partir de septembre, au rythme de trois semaines en entreprise pour une semaine à l'école. Le poste de chargée de communication que vous proposez chez Maison Céleste correspond exactement à ce que je souhaite apprendre : faire grandir une marque engagée auprès d'une communauté fidèle.

Lors de mon stage de deux mois chez Brin d'Avoine, une épicerie en vrac, j'ai repris l'animation du compte Instagram : calendrier éditorial, photos des produits, stories quotidiennes et premiers partenariats avec des créatrices locales. En huit semaines, l'audience est passée de 1 800 à 3 100 abonnés, et les ateliers annoncés en ligne ont affiché complet. J'utilise au quotidien Canva, Figma et un outil de planification de publications, et j'apprends à lire les statistiques de Meta Business Suite pour ajuster les contenus.

J'apprécie votre ton simple et transparent sur la composition de vos produits. J'aimerais contribuer à vos contenus pédagogiques et au lancement de vos nouvelles gammes, tout en me formant auprès de votre équipe.

Je serais ravie d'échanger avec vous et de vous montrer quelques-unes de mes réalisations lors d'un entretien.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Inès Martin`,
};
