import type { Article } from '../model/article.ts';
import { heading, paragraph } from './blocks.ts';

export const reconversionSansExperience: Article = {
  id: 'reconversion-convaincre-sans-experience-directe',
  title: 'Reconversion professionnelle : convaincre sans expérience directe',
  excerpt:
    "Changer de métier, c'est postuler sans avoir déjà occupé le poste. Comment faire de vos compétences transférables, de votre formation et de votre motivation des arguments concrets dans une lettre de reconversion crédible.",
  author: 'Inès Benali',
  date: '2026-10-28',
  readingTime: 4,
  image: { palette: 'success', motif: 'reconversion' },
  tags: ['Reconversion', 'Compétences transférables', 'Motivation', 'Formation'],
  category: 'Stratégies',
  content: [
    paragraph(
      "En reconversion, la lettre de motivation compte souvent davantage que le CV. Votre CV raconte un autre métier ; c'est la lettre qui explique le lien entre ce que vous avez fait et ce que vous voulez faire. Le recruteur se pose trois questions : pourquoi ce changement, s'agit-il d'un projet réfléchi, et cette personne sera-t-elle vite opérationnelle ? Votre lettre doit répondre aux trois, sans jamais vous excuser de votre parcours.",
    ),
    heading('Assumer le changement dès le premier paragraphe'),
    paragraph(
      "Ne cachez pas votre reconversion en espérant qu'elle passe inaperçue : le recruteur la verra en quelques secondes sur votre CV. Annoncez-la au contraire clairement, comme un choix : « Après huit ans dans la restauration, dont quatre comme responsable de salle, je me forme depuis un an au métier de gestionnaire de paie. » Une phrase suffit à poser le cadre ; le reste de la lettre servira à prouver que ce projet tient la route.",
    ),
    paragraph(
      "Expliquez brièvement ce qui motive ce choix, en restant tourné vers l'avenir. « J'ai découvert la paie en préparant les plannings et les heures de mon équipe » est un déclencheur concret et crédible. Évitez en revanche de critiquer votre ancien métier ou votre ancien employeur : le recruteur veut comprendre ce qui vous attire, pas ce que vous fuyez.",
    ),
    heading('Traduire vos compétences transférables'),
    paragraph(
      "Les compétences transférables sont celles que vous avez exercées dans votre ancien métier et qui servent directement dans le nouveau : organisation, relation client, animation d'une équipe, maîtrise d'outils, respect d'une réglementation, sang-froid dans l'urgence. Le piège est de les citer sans les traduire. Le recruteur ne fera pas le lien à votre place.",
    ),
    paragraph(
      "Pour chaque exigence importante de l'offre, cherchez une situation où vous avez mobilisé une compétence équivalente, puis décrivez-la avec le vocabulaire du nouveau métier. Une responsable de salle qui vise la paie peut écrire : « Chaque mois, je rassemblais les éléments variables de paie de douze salariés (heures supplémentaires, absences, primes) et je les transmettais au cabinet comptable : j'ai appris à produire des données fiables dans des délais stricts. » La compétence est la même ; elle est simplement formulée pour le lecteur.",
    ),
    paragraph(
      "Retenez deux ou trois compétences fortes plutôt qu'une longue liste. Une preuve solide pour chaque exigence clé vaut mieux que dix qualités générales.",
    ),
    heading('Montrer que le projet est construit'),
    paragraph(
      "Un recruteur redoute surtout la reconversion décidée sur un coup de tête. Rassurez-le avec des faits : la formation suivie ou en cours (intitulé, organisme, certification visée), un stage, des projets personnels, des rencontres avec des professionnels du métier. En France, plusieurs dispositifs accompagnent les reconversions, comme le bilan de compétences, le compte personnel de formation (CPF), la validation des acquis de l'expérience (VAE) ou le projet de transition professionnelle. Si vous en avez bénéficié, dites-le : cela montre une démarche structurée.",
    ),
    paragraph(
      "Les périodes de mise en situation en milieu professionnel, que l'on peut notamment demander par l'intermédiaire de France Travail, permettent aussi de découvrir un métier en entreprise pendant quelques jours ou quelques semaines. Une phrase comme « Une immersion de deux semaines dans un cabinet d'expertise comptable m'a confirmé mon intérêt pour ce métier » pèse plus lourd qu'un long paragraphe sur votre motivation.",
    ),
    heading('Faire de votre parcours un atout'),
    paragraph(
      "Votre parcours atypique est aussi une valeur ajoutée. Vous connaissez un secteur de l'intérieur : ses clients, ses contraintes, son vocabulaire. Une ancienne infirmière devenue développeuse comprend les soignants qui utiliseront un logiciel hospitalier ; un ancien commercial devenu chargé de recrutement sait ce que vivent les candidats contactés par téléphone. Cherchez ce que votre regard extérieur apporte à l'équipe, et écrivez-le.",
    ),
    paragraph(
      "Valorisez aussi ce que l'expérience vous a donné : maturité, autonomie, habitude des responsabilités. Un profil en reconversion a déjà fait ses preuves dans le monde du travail, ce qu'un jeune diplômé ne peut pas encore montrer.",
    ),
    heading("Conclure sur l'envie d'apprendre"),
    paragraph(
      "Terminez en montrant que vous savez ce qu'il vous reste à apprendre, et que vous êtes prêt à le faire : « Je sais que je devrai approfondir l'application des conventions collectives ; c'est précisément ce que je souhaite développer à vos côtés. » Cette lucidité rassure bien davantage qu'une assurance excessive. Proposez ensuite un entretien, simplement.",
    ),
    paragraph(
      "Relisez enfin votre lettre en vous mettant à la place d'un recruteur qui ne connaît rien à votre ancien métier : chaque phrase doit se comprendre sans connaître votre secteur d'origine. Si un terme technique de votre premier métier n'apporte rien au nouveau, remplacez-le.",
    ),
  ],
};
