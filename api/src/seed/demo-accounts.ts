// The two demo accounts created on first start, with the spec's five sample letters split between
// them (docs/decisions.md: letters belong to two demo accounts). Their e-mails and passwords are public
// on purpose: anyone trying Lettra signs in with them. Turn the seed off with SEED_DEMO=false.

export interface DemoLetter {
  title: string;
  company: string;
  position: string;
  tone: 'formal' | 'friendly' | 'impactful';
  favorite: boolean;
  /** ISO instant of creation; the list shows it as dd/mm/yyyy. */
  createdAt: string;
  content: string;
}

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  /** A premium account is subscribed (status 'active', period ending a month after the seed). */
  premium: boolean;
  letters: DemoLetter[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Camille Martin',
    email: 'camille.martin@lettra.demo',
    password: 'Demo-Premium-2026',
    premium: true,
    letters: [
      {
        title: 'Développeuse Full Stack – Atelier Numérique',
        company: 'Atelier Numérique',
        position: 'Développeuse Full Stack',
        tone: 'formal',
        favorite: true,
        createdAt: '2026-01-14T09:12:00.000Z',
        content: `Camille Martin
12 rue des Tanneurs, 69002 Lyon
camille.martin@lettra.demo

Lyon, le 14 janvier 2026

Objet : candidature au poste de Développeuse Full Stack

Madame, Monsieur,

Votre offre de Développeuse Full Stack a retenu toute mon attention : l’Atelier Numérique conçoit des services publics en ligne utilisés chaque jour par des milliers de personnes, et c’est précisément le type de produit auquel je souhaite consacrer mon énergie.

Depuis quatre ans, je développe des applications web en TypeScript, avec React côté interface et Node.js côté serveur. Chez Orféo, j’ai mené la refonte d’un portail de réservation : découpage en modules, tests automatisés, passage à PostgreSQL. Le temps de chargement a été divisé par trois et les tickets de support liés aux réservations ont baissé de 40 %. J’y ai aussi appris à travailler au plus près des utilisateurs, en participant aux entretiens et aux tests d’accessibilité.

En dehors de mes missions, je contribue à une bibliothèque open source de composants accessibles et j’anime chaque mois un atelier d’initiation au code pour des personnes en reconversion. Ces expériences m’ont appris à expliquer simplement des notions complexes, à écrire une documentation claire et à accueillir les remarques avec curiosité plutôt qu’avec méfiance.

Votre exigence en matière d’accessibilité (RGAA) et de qualité de code rejoint la mienne. J’apprécie les revues de code bienveillantes, les déploiements fréquents et les décisions documentées ; je serais heureuse d’apporter cette rigueur à votre équipe tout en continuant à apprendre à vos côtés.

Je serais ravie de vous présenter plus en détail mon parcours lors d’un entretien, à la date qui vous conviendra.

Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.

Camille Martin`,
      },
      {
        title: 'Cheffe de projet digital – Maison Verdier',
        company: 'Maison Verdier',
        position: 'Cheffe de projet digital',
        tone: 'friendly',
        favorite: false,
        createdAt: '2026-02-09T14:30:00.000Z',
        content: `Camille Martin
12 rue des Tanneurs, 69002 Lyon
camille.martin@lettra.demo

Lyon, le 9 février 2026

Objet : candidature au poste de Cheffe de projet digital

Bonjour,

C’est avec un grand enthousiasme que je vous adresse ma candidature : Maison Verdier fait partie de ces marques que l’on recommande autour de soi, et accompagner sa croissance en ligne serait pour moi un très beau défi.

Développeuse de formation, je suis depuis deux ans l’interlocutrice privilégiée entre les équipes techniques et les équipes métier chez Orféo. Je rédige les spécifications, j’anime les ateliers, je priorise le backlog avec les commerciaux et je veille à ce que chaque mise en production tienne ses promesses. Le dernier projet que j’ai coordonné, une boutique en ligne pour un réseau de fleuristes, a été livré dans les délais et a dépassé de 25 % son objectif de ventes du premier trimestre.

J’ai également l’habitude de suivre les indicateurs qui comptent : taux de conversion, panier moyen, satisfaction client. Chaque semaine, je partage un tableau de bord simple avec les équipes et la direction, afin que chacun sache où en est le projet et pourquoi certaines fonctionnalités passent avant d’autres. Cette transparence a beaucoup apaisé les arbitrages.

Ce qui me plaît dans votre annonce, c’est la place donnée à l’écoute des clients : enquêtes, tests, retours du service client. J’aime partir des vrais usages pour décider, et je sais expliquer un choix technique sans jargon.

J’aurais grand plaisir à échanger avec vous sur vos projets pour 2026 et sur la manière dont je pourrais y contribuer.

Bien cordialement,

Camille Martin`,
      },
      {
        title: 'Product Owner – Banque Horizon',
        company: 'Banque Horizon',
        position: 'Product Owner',
        tone: 'impactful',
        favorite: false,
        createdAt: '2026-03-02T08:45:00.000Z',
        content: `Camille Martin
12 rue des Tanneurs, 69002 Lyon
camille.martin@lettra.demo

Lyon, le 2 mars 2026

Objet : candidature au poste de Product Owner – application mobile

Madame, Monsieur,

Rendre la banque au quotidien plus simple : c’est l’ambition de votre application mobile, et c’est exactement ce que j’ai envie de construire avec vous.

En deux ans de pilotage produit chez Orféo, j’ai fait passer l’application de réservation de 18 000 à 65 000 utilisateurs actifs mensuels. Ma méthode : des objectifs mesurables, des hypothèses testées vite, et une équipe qui comprend pourquoi elle construit chaque fonctionnalité. J’ai notamment lancé le paiement fractionné en six semaines, de l’étude des besoins à la mise en production, avec un taux d’adoption de 30 % dès le premier mois.

Je crois aussi beaucoup à la proximité avec les clients : j’ai mis en place des entretiens mensuels avec une dizaine d’utilisateurs et un programme de bêta-testeurs de deux cents personnes. Les idées les plus rentables de l’année sont venues de ces échanges, bien plus que des réunions internes.

Mon passé de développeuse me permet de dialoguer d’égal à égal avec les équipes techniques, d’estimer les risques et de couper là où il le faut pour livrer l’essentiel. Les contraintes réglementaires du secteur bancaire ne m’effraient pas : elles font partie du produit, au même titre que l’expérience utilisateur.

Je suis convaincue de pouvoir accélérer la feuille de route de votre application dès mon arrivée. Parlons-en lors d’un entretien.

Je vous prie d’agréer, Madame, Monsieur, mes salutations les meilleures.

Camille Martin`,
      },
    ],
  },
  {
    name: 'Lucas Bernard',
    email: 'lucas.bernard@lettra.demo',
    password: 'Demo-Gratuit-2026',
    premium: false,
    letters: [
      {
        title: 'Chargé de communication – Agence Lumen',
        company: 'Agence Lumen',
        position: 'Chargé de communication',
        tone: 'friendly',
        favorite: true,
        createdAt: '2026-02-20T10:05:00.000Z',
        content: `Lucas Bernard
8 avenue Jean-Jaurès, 44000 Nantes
lucas.bernard@lettra.demo

Nantes, le 20 février 2026

Objet : candidature au poste de Chargé de communication

Bonjour,

Les campagnes de l’Agence Lumen pour les acteurs culturels de la région m’accompagnent depuis mes études : elles prouvent qu’une communication sincère et créative peut faire venir un nouveau public au théâtre comme au musée. Rejoindre votre équipe serait pour moi une évidence.

Titulaire d’un master en communication des organisations, j’ai passé dix-huit mois au service communication du festival « Les Nuits d’Erdre ». J’y ai géré les réseaux sociaux (+45 % d’abonnés en une saison), rédigé les communiqués de presse et coordonné la réalisation des affiches avec deux graphistes indépendants. J’ai aussi organisé une conférence de presse qui a réuni une vingtaine de journalistes.

Lors de l’édition 2025 du festival, j’ai également piloté la création d’une série de portraits vidéo des bénévoles, diffusée sur Instagram et LinkedIn. Ce format simple, tourné au téléphone et monté en une journée, a généré plus de 120 000 vues et attiré de nombreuses candidatures de bénévoles pour l’année suivante. Cette expérience m’a convaincu qu’une idée juste compte davantage qu’un gros budget.

J’aime écrire, raconter des histoires et trouver le ton juste pour chaque public. Je suis à l’aise avec les outils de création (Canva, suite Adobe) comme avec l’analyse des statistiques, qui permettent d’ajuster une campagne en cours de route.

Je serais très heureux de vous rencontrer pour vous présenter quelques-unes de mes réalisations.

Bien cordialement,

Lucas Bernard`,
      },
      {
        title: 'Commercial B2B – Solaris Énergie',
        company: 'Solaris Énergie',
        position: 'Commercial B2B',
        tone: 'formal',
        favorite: false,
        createdAt: '2026-03-11T16:20:00.000Z',
        content: `Lucas Bernard
8 avenue Jean-Jaurès, 44000 Nantes
lucas.bernard@lettra.demo

Nantes, le 11 mars 2026

Objet : candidature au poste de Commercial B2B

Madame, Monsieur,

La transition énergétique des entreprises est un marché en pleine croissance, et Solaris Énergie y occupe une place de choix grâce à ses installations photovoltaïques sur mesure. C’est avec conviction que je vous propose ma candidature au poste de Commercial B2B.

Au cours de mes deux années chez Ouest Bureautique, j’ai développé un portefeuille de 70 clients professionnels, PME et collectivités. J’ai dépassé mes objectifs annuels de 15 %, en m’appuyant sur une prospection régulière, une écoute attentive des besoins et un suivi rigoureux dans le CRM. J’ai également mené des négociations complexes avec des acheteurs publics, ce qui m’a appris la patience et la précision.

Je connais bien le cycle de vente long des projets d’investissement : identification des décideurs, étude des besoins, visite sur site, proposition chiffrée, puis accompagnement jusqu’à la signature. J’ai l’habitude de travailler main dans la main avec les équipes techniques pour présenter des offres fiables, et je veille à tenir chaque engagement pris auprès d’un client.

Sensible aux enjeux environnementaux, je souhaite désormais mettre mon énergie au service de solutions qui ont du sens. Ma capacité à vulgariser une offre technique et à bâtir une relation de confiance dans la durée serait, je crois, un atout pour votre équipe commerciale.

Je me tiens à votre disposition pour un entretien afin de vous exposer plus en détail mes motivations.

Je vous prie d’agréer, Madame, Monsieur, l’expression de mes sincères salutations.

Lucas Bernard`,
      },
    ],
  },
];
