import type { ExampleLettersText } from '../letter-example.ts';

export const infirmiere: ExampleLettersText = {
  improvements: [
    'Des soins et des situations concrètes plutôt que des qualités générales',
    'Une réponse point par point aux attentes de l’offre : 12 heures, tutorat',
    'Une formule d’appel adressée à la bonne personne',
  ],
  before: `Madame, Monsieur,

Infirmière diplômée d'État, je souhaite postuler dans votre établissement. J'ai travaillé dans plusieurs services et je sais m'adapter.

Je suis sérieuse, à l'écoute des patients et j'aime mon métier. Travailler dans votre hôpital serait pour moi une belle opportunité.

Dans l'attente de votre réponse, veuillez agréer mes salutations.

Julie Moreau`,
  after: `Madame la Directrice des soins,

Infirmière diplômée d'État depuis 2020, je vous propose ma candidature au poste d'infirmière en réanimation polyvalente du centre hospitalier de Saint-Aubin. Votre projet de service, centré sur la réhabilitation précoce des patients ventilés, rejoint directement l'expérience que j'ai construite ces deux dernières années.

En unité de soins continus à la clinique des Lilas, je prends en charge chaque jour des patients instables : surveillance hémodynamique, gestion des pousse-seringues électriques, soins sur voies veineuses centrales et accompagnement des familles. J'ai également participé au groupe de travail sur la prévention des escarres, dont les nouvelles règles de mobilisation ont fait baisser de moitié les escarres acquises dans le service en un an.

Vous recherchez une infirmière à l'aise avec le travail en 12 heures et le tutorat des nouveaux arrivants. J'exerce en 12 heures, de jour comme de nuit, depuis mon diplôme, et j'ai encadré cette année trois étudiants en soins infirmiers jusqu'à la validation de leur stage.

Je serais ravie de venir rencontrer votre équipe, et disponible pour une journée d'observation si vous le souhaitez.

Je vous prie d'agréer, Madame la Directrice des soins, l'expression de mes salutations respectueuses.

Julie Moreau`,
};
