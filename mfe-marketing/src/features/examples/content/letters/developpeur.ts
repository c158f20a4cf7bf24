import type { ExampleLettersText } from '../letter-example.ts';

export const developpeur: ExampleLettersText = {
  improvements: [
    'Des réalisations chiffrées à la place de qualités affirmées',
    'Les mots-clés de l’offre repris : React, Node.js, tests automatisés',
    'Une accroche qui montre que le candidat connaît le produit',
  ],
  before: `Madame, Monsieur,

Je me permets de vous adresser ma candidature pour le poste de développeur web. Passionné d'informatique depuis toujours, je suis dynamique, motivé et j'aime travailler en équipe.

J'ai de l'expérience en développement web et je maîtrise plusieurs langages. Je pense que votre entreprise correspond à mes attentes et que je pourrais vous apporter beaucoup.

Je reste à votre disposition pour un entretien.

Cordialement,

Thomas Leroy`,
  after: `Madame, Monsieur,

Votre offre de développeur full-stack React / Node.js a retenu toute mon attention : Nexalia simplifie la planification des chantiers pour des équipes qui travaillent loin d'un bureau, et c'est précisément le type de produit sur lequel j'aime m'investir.

Depuis trois ans chez Datapilot, je développe une application de suivi d'interventions utilisée chaque jour par 2 000 techniciens. J'y ai conçu en React et TypeScript le module de planification hors ligne, et réécrit en Node.js l'API de synchronisation, ce qui a réduit de 40 % les conflits de données remontés au support. Vous mentionnez des tests automatisés et des livraisons fréquentes : j'ai mis en place notre chaîne d'intégration continue (Jest, Playwright, GitHub Actions), qui nous permet aujourd'hui de livrer deux fois par semaine.

Au-delà du code, j'aime travailler au contact des utilisateurs. J'ai accompagné nos chefs de produit sur le terrain pour observer les techniciens en situation, et plusieurs de nos évolutions sont nées de ces visites. Cette attention à l'usage réel me semble essentielle pour un outil comme le vôtre.

Je serais heureux de vous présenter ces réalisations plus en détail et d'échanger sur les prochains chantiers techniques de Nexalia lors d'un entretien.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Thomas Leroy`,
};
