// A French letter of a little over 400 words in the offline writer's standard format (docs/offline-writer.md's
// sample and a postscript): the length a recruiter expects, which every layout fits on one A4 page.
export const LETTER_OF_400_WORDS = `Camille Martin
12 rue de la République, 69002 Lyon
06 12 34 56 78
camille.martin@exemple.fr

Meditrack
Service des ressources humaines

Lyon, le 22 novembre 2026

Objet : Candidature au poste de Développeur Full Stack React / Node.js

Madame, Monsieur,

C'est avec un vif intérêt que je vous adresse ma candidature pour le poste de Développeur Full Stack React / Node.js au sein de Meditrack. Mon parcours m'a conduite jusqu'au poste de Développeuse Full Stack chez Cloudia, après cinq ans d'expérience.

Votre annonce rappelle que Meditrack, fondée en 2019, compte aujourd'hui 45 collaborateurs, et c'est dans ce type d'environnement que je souhaite poursuivre mon parcours. Ce poste à Lyon correspond précisément à l'évolution que je recherche.

Ma pratique de Node.js repose sur des réalisations précises : chez Cloudia, j'ai conduit la conception d'une API REST en Node.js et PostgreSQL traitant 2 millions de requêtes par jour. Chez Cloudia, j'ai développé une pratique régulière de React et TypeScript. J'ai mis les tests automatisés, la CI/CD et GitLab au cœur de mon travail chez Cloudia. Chez Agence Pixel, j'ai conduit la migration de l'hébergement vers Docker, divisant par deux le temps de mise en production : cette expérience illustre dans les faits ma pratique de Docker. J'ajoute à cela la maîtrise de Scrum et des tests unitaires, également attendue pour ce poste. J'ai l'expérience de l'application web, des revues de code et du développement web, que votre annonce mentionne également.

Au sein de votre équipe, je pourrai participer aux choix d'architecture et aux revues de code. Je suis titulaire d'un Master Informatique (Université Claude Bernard Lyon 1), conforme au niveau demandé. Côté langues, je pratique l'anglais (courant, TOEIC 910). Je dispose en outre de compétences en JavaScript, PHP, SQL et Express. Enfin, chez Cloudia, j'ai obtenu une réduction de 35 % du temps de chargement des pages grâce au rendu côté serveur. Chez Agence Pixel, j'ai mené le développement de 15 sites e-commerce pour des clients PME avec Symfony et Vue.js, ce qui témoigne de mon attachement aux résultats.

Je serais heureuse d'échanger de vive voix avec l'équipe de votre entreprise de Lyon. Dans l'attente de votre réponse, je vous remercie de l'intérêt que vous voudrez bien porter à ma candidature au sein de votre équipe de Lyon.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Camille Martin

PS : je suis disponible dès le mois prochain pour un entretien à Lyon, et je peux vous transmettre mes références.`;
