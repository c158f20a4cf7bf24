import type { ExampleLettersText } from '../letter-example.ts';

export const reconversion: ExampleLettersText = {
  improvements: [
    'La reconversion présentée comme un atout, sans s’en excuser',
    'Un projet de formation détaillé comme une vraie expérience',
    'Les compétences transférables reliées aux besoins de l’entreprise',
  ],
  before: `Madame, Monsieur,

Après dix ans dans l'enseignement, j'ai décidé de changer de voie et de me reconvertir dans l'UX design. Même si je n'ai pas beaucoup d'expérience dans ce domaine, je suis très motivée.

J'ai suivi une formation et je pense avoir les bases nécessaires. Je sais que mon profil est atypique, mais j'espère que vous me donnerez ma chance.

Cordialement,

Claire Dubois`,
  after: `Madame, Monsieur,

Pendant dix ans, j'ai conçu des activités pour des élèves de 6 à 10 ans, observé ce qui les bloquait et ajusté mes supports jusqu'à ce qu'ils fonctionnent. C'est cette démarche centrée sur l'utilisateur que je souhaite aujourd'hui mettre au service de Ludéo, en tant qu'UX designer junior.

Pour préparer ma reconversion, j'ai suivi une formation de neuf mois en UX/UI design, validée par un titre RNCP de niveau 6. Mon projet de fin de formation portait justement sur une application de lecture pour les enfants de CP : douze entretiens avec des parents et des enseignants, des tests en classe sur trois prototypes Figma successifs, et un parcours d'inscription ramené de sept à trois écrans. Le cas complet est présenté dans mon portfolio.

Votre offre mentionne l'animation d'ateliers avec des enseignants et la conception pour un jeune public. Ce sont deux situations que je connais de l'intérieur : je sais ce qu'une enseignante attend d'un outil numérique un lundi matin, et comment un enfant de sept ans réagit devant une consigne ambiguë.

Je serais heureuse de vous présenter mon portfolio et d'échanger sur vos prochains projets lors d'un entretien.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Claire Dubois`,
};
