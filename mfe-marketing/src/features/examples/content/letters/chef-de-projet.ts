import type { ExampleLettersText } from '../letter-example.ts';

export const chefDeProjet: ExampleLettersText = {
  improvements: [
    'Un projet comparable à celui de l’entreprise, avec budget et équipe',
    'Des délais tenus prouvés plutôt qu’annoncés',
    'La conduite du changement, priorité de l’offre, illustrée par des actions',
  ],
  before: `Madame, Monsieur,

Je vous adresse ma candidature au poste de chef de projet. J'ai plusieurs années d'expérience en gestion de projet et je sais gérer une équipe.

Je suis organisée, autonome et je sais respecter les délais. J'ai l'habitude de travailler avec différents services.

Je reste à votre disposition pour tout renseignement complémentaire.

Cordialement,

Nathalie Garnier`,
  after: `Madame, Monsieur,

Le Groupe Vellan engage le déploiement d'un nouveau CRM dans ses 85 magasins. J'ai piloté un projet de cette ampleur chez Maisonia, et c'est pourquoi je vous propose ma candidature au poste de cheffe de projet digital.

De 2021 à 2024, j'ai conduit le remplacement de l'outil de fidélité de Maisonia par Salesforce, dans 60 points de vente et sur le site e-commerce. J'ai coordonné une équipe de douze personnes, entre la DSI, le marketing, un intégrateur et les directeurs régionaux, pour un budget de 1,4 million d'euros. Le projet a été livré avec trois semaines d'avance sur le planning initial, et le taux de clients identifiés en caisse est passé de 48 à 71 % la première année.

Votre offre met l'accent sur la conduite du changement ; c'est là, selon moi, que se joue la réussite d'un tel projet. J'avais organisé des formations en magasin animées par des vendeurs référents, et un point hebdomadaire de remontée des difficultés qui nous a permis de corriger rapidement ce qui freinait les équipes. Certifiée PRINCE2 et à l'aise avec les méthodes agiles, j'adapte le cadre au projet plutôt que l'inverse.

Je serais heureuse d'échanger avec vous sur les enjeux de votre déploiement lors d'un entretien.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Nathalie Garnier`,
};
