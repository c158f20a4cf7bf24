import { paragraph, PRIORITY as P, type Paragraph } from '../sentence.ts';
import type { ToneBook } from '../tone-book.ts';
import type { WriterContext } from '../writer-context.ts';
import { asRole, company, de, degreeText, list, skillList, ofCompany, ofRole, position, results, roleAt, spokenLanguages } from './grammar.ts';

const F = P.filler;

// Variant 1: vous–moi–nous, told warmly.
function warmClassic(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 3);
  return [
    paragraph(
      [P.core, `J'ai découvert avec beaucoup d'enthousiasme votre annonce pour ${position(c)}${c.company ? ` chez ${company(c)}` : ''}, et j'ai tout de suite eu envie de vous écrire.`],
      [P.skills, skills.length > 0 && `Vous cherchez quelqu'un à l'aise avec ${skillList(skills)} : c'est exactement ce que je pratique ${c.current ? 'chaque jour' : 'dans mon parcours'}.`],
      [F, "Ce poste réunit beaucoup de ce que j'aime dans mon métier, et l'idée d'y contribuer me motive énormément."],
      [F + 6, "En lisant la description des missions, j'ai très vite imaginé la place que je pourrais prendre dans votre équipe."],
    ),
    paragraph(
      [P.core, c.role ? `${c.current ? "Aujourd'hui, je suis" : "Jusqu'à récemment, j'étais"} ${roleAt(c.role, c.employer)}${c.years ? `, avec ${c.years} ans d'expérience dans le métier` : ''}.` : "Mon parcours m'a déjà donné l'occasion de me confronter à des situations concrètes et variées."],
      [P.achievements, c.achievements.length > 0 && `Parmi les projets qui m'ont le plus apporté : ${results(c.achievements.slice(0, 2))}.`],
      [P.previousJob, c.previous && `Avant cela, j'ai travaillé ${asRole(roleAt(c.previous.role, c.previous.employer))}, une expérience qui m'a beaucoup appris.`],
      [P.otherSkills, c.otherSkills.length > 0 && `J'ai aussi plaisir à mettre à profit mes compétences en ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, "Ce que j'apprécie le plus, c'est de voir un travail bien fait servir concrètement les personnes qui l'utilisent."],
      [F + 7, "J'aime particulièrement les moments où l'on résout un problème ensemble, en prenant le temps de bien le comprendre."],
    ),
    paragraph(
      [P.degree, c.degree && `Côté formation, mon parcours passe par ${c.degree.degree}${c.degree.school ? ` (${c.degree.school})` : ''}.`],
      [P.languages, c.languages.length > 0 && `Et côté langues, je parle ${spokenLanguages(c.languages)}.`],
      [P.core, `Rejoindre ${company(c)}, ce serait pour moi l'occasion de mettre toute mon énergie au service d'une équipe et d'un projet qui me parlent.`],
      [P.emphasis, c.emphasis.length > 0 && `J'aimerais aussi mettre en avant un point qui me tient à cœur : ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `Mes points forts au quotidien : ${list(c.softSkills)}.`],
      [F + 1, "J'aime les environnements où l'on avance ensemble, avec des objectifs clairs et beaucoup d'échanges."],
      [F + 3, "J'ai envie de m'engager sur la durée, d'apprendre de vos équipes et de leur apporter à mon tour."],
      [F + 4, 'Je sais que les premières semaines sont décisives, et je compte les aborder avec curiosité et sérieux.'],
      [F + 8, "Pour moi, un bon travail d'équipe repose sur la confiance, l'écoute et l'envie de bien faire."],
      [F + 9, "Je garde toujours en tête que chaque mission est une occasion d'apprendre quelque chose de nouveau."],
    ),
    paragraph(
      [P.core, "Ce serait un vrai plaisir d'échanger avec vous pour vous en dire plus sur mon parcours et sur mes envies."],
      [F + 5, 'Merci beaucoup pour le temps que vous consacrerez à ma candidature.'],
    ),
  ];
}

// Variant 2: opens on a story — the result the candidate is happiest about.
function storyFirst(c: WriterContext): Paragraph[] {
  const [first, ...others] = c.achievements;
  const skills = c.matchedSkills.slice(0, 4);
  return [
    paragraph(
      [P.core, first ? `S'il ne fallait retenir qu'une chose de mon parcours, ce serait sans doute celle-ci : ${first}.` : `Depuis le début de mon parcours${c.role ? ` ${de(c.role)}` : ''}, j'aime les projets où l'on voit concrètement le résultat de son travail.`],
      [P.core, `C'est ce goût du concret qui me donne envie de rejoindre ${company(c)} pour ${position(c)}.`],
      [F + 3, "J'ai lu votre annonce plusieurs fois, et chaque lecture a renforcé mon envie de vous rencontrer."],
    ),
    paragraph(
      [P.core, skills.length > 0 ? `Dans votre annonce, j'ai retrouvé des compétences qui font partie de mon quotidien : ${list(skills)}.` : "Dans votre annonce, j'ai retrouvé un métier que j'aime et des missions dans lesquelles je me reconnais."],
      [F, "J'ai aussi été sensible à la manière dont vous présentez le poste : on sent qu'il compte vraiment pour l'équipe."],
      [F + 4, "C'est exactement le type de défi que j'ai envie de relever dans les prochaines années."],
    ),
    paragraph(
      [P.core, c.role ? `${c.current ? `En ce moment, je suis ${roleAt(c.role, c.employer)}` : `Récemment, j'ai occupé le poste ${ofRole(c.role, c.employer)}`}${c.years ? `, et j'ai ${c.years} ans d'expérience derrière moi` : ''}.` : "Chaque expérience m'a appris quelque chose d'utile pour la suite."],
      [P.achievements, others.length > 0 && `J'en garde d'autres beaux souvenirs : ${results(others)}.`],
      [P.previousJob, c.previous && `Mon expérience ${ofRole(c.previous.role, c.previous.employer)} m'a aussi beaucoup appris.`],
      [P.degree, c.degree && `Ma formation (${degreeText(c.degree)}) m'a donné de bonnes bases, que je continue d'enrichir.`],
      [P.otherSkills, c.otherSkills.length > 0 && `Je me sens aussi à l'aise avec ${skillList(c.otherSkills.slice(0, 3))}.`],
      [F + 2, "J'aime comprendre les besoins de chacun avant de proposer une solution."],
      [F + 7, "J'apprécie tout autant les échanges avec les collègues que les moments de concentration sur un sujet de fond."],
    ),
    paragraph(
      [P.core, `À vos côtés, j'aimerais apporter cette énergie et cette envie d'avancer ensemble.`],
      [P.emphasis, c.emphasis.length > 0 && `Je voulais aussi attirer votre attention sur un point : ${list(c.emphasis)}.`],
      [P.languages, c.languages.length > 0 && `Petit plus : je parle ${spokenLanguages(c.languages)}.`],
      [P.softSkills, c.softSkills.length > 0 && `Ce qui me caractérise au travail : ${list(c.softSkills)}.`],
      [F + 1, `L'idée de contribuer aux projets ${ofCompany(c)} me motive vraiment.`],
      [F + 5, "J'ai hâte de découvrir vos équipes, vos méthodes et vos projets."],
      [F + 8, "Je crois beaucoup à la force d'une équipe soudée, où chacun peut compter sur les autres."],
      [F + 9, "J'arriverai avec l'envie d'apprendre autant que celle de contribuer."],
    ),
    paragraph(
      [P.core, "Ce serait une vraie joie d'en discuter avec vous lors d'un entretien, quand cela vous conviendra."],
      [F + 6, "D'ici là, je reste joignable pour toute question sur mon parcours."],
    ),
  ];
}

// Variant 3: what draws the candidate, what they bring, what they hope to build together.
function threeReasons(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 4);
  return [
    paragraph(
      [P.core, `Je vous écris pour vous proposer ma candidature au poste ${c.position ? de(c.position) : 'que vous proposez'}, avec une vraie envie de rejoindre ${company(c)}.`],
      [F, "Votre annonce m'a donné envie d'en savoir plus, et plus j'en apprenais, plus je m'y reconnaissais."],
      [F + 6, 'Je vous explique en quelques lignes pourquoi je pense que nous pourrions bien travailler ensemble.'],
    ),
    paragraph(
      [P.core, skills.length > 0 ? `Ce qui m'attire d'abord, c'est le cœur du poste : ${list(skills)}, des sujets sur lesquels je me sens pleinement à ma place.` : "Ce qui m'attire d'abord, c'est le cœur du poste, qui correspond à ce que j'ai envie de faire."],
      [P.core, c.role && `${c.current ? "Aujourd'hui" : 'Jusqu’à récemment'}, ${asRole(roleAt(c.role, c.employer))}${c.years ? ` et avec ${c.years} ans d'expérience` : ''}, j'y consacre ${c.current ? "l'essentiel de" : 'une grande partie de'} mon énergie.`],
      [P.previousJob, c.previous && `Mon passage ${c.previous.employer ? `chez ${c.previous.employer}` : `par le poste ${de(c.previous.role)}`} m'a permis d'élargir encore mon regard.`],
      [F + 2, "J'y trouve à la fois des défis concrets et des échanges humains, et c'est cet équilibre qui me plaît."],
    ),
    paragraph(
      [P.core, c.achievements.length > 0 ? `Ce que je peux vous apporter, ensuite, ce sont des résultats concrets : ${results(c.achievements.slice(0, 2))}.` : "Ce que je peux vous apporter, ensuite, c'est une expérience de terrain et une vraie envie de bien faire."],
      [P.degree, c.degree && `Ma formation (${degreeText(c.degree)}) m'a aussi donné une méthode de travail solide.`],
      [P.languages, c.languages.length > 0 && `Je parle par ailleurs ${spokenLanguages(c.languages)}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `J'ai également des compétences en ${list(c.otherSkills.slice(0, 3))}, que j'aurai plaisir à mettre à votre service.`],
      [F + 3, "Je m'efforce toujours de livrer un travail soigné, utile et bien expliqué."],
    ),
    paragraph(
      [P.core, `Enfin, ce que j'espère construire avec vous, c'est une collaboration durable, dans laquelle je pourrai grandir tout en faisant avancer les projets qui me seront confiés.`],
      [P.emphasis, c.emphasis.length > 0 && `Et si je ne devais souligner qu'un point de plus : ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `Je compte pour cela sur des qualités qui me ressemblent : ${list(c.softSkills)}.`],
      [F + 1, "J'aime l'idée de m'investir dans une équipe où l'on partage les réussites comme les difficultés."],
      [F + 4, "J'ai la certitude que nous pourrions faire de belles choses ensemble."],
      [F + 7, "Je sais aussi qu'il faut du temps pour bien comprendre une organisation, et je compte le prendre."],
      [F + 8, 'Travailler dans un cadre bienveillant et exigeant est, pour moi, la meilleure façon de progresser.'],
      [F + 9, "Chaque nouveau projet est l'occasion de me remettre en question et d'apprendre."],
    ),
    paragraph(
      [P.core, "J'aurais beaucoup de plaisir à vous rencontrer pour en parler de vive voix."],
      [F + 5, 'Merci pour votre lecture, et à très bientôt, je l’espère.'],
    ),
  ];
}

/** French, friendly tone: warm and personal, still polite (vouvoiement). */
export const FRENCH_FRIENDLY: ToneBook = {
  variants: [warmClassic, storyFirst, threeReasons],
  extra: [
    "J'aime apprendre au contact des autres, et j'ai la certitude d'avoir beaucoup à découvrir à vos côtés.",
    "Je garde toujours à l'esprit que derrière chaque projet, il y a des personnes à qui il doit être utile.",
    "Je crois qu'une bonne ambiance d'équipe et des objectifs exigeants vont très bien ensemble.",
    "Je m'engage toujours pleinement dans ce que je fais, et j'aime voir les projets avancer grâce au collectif.",
    "L'idée de découvrir de nouveaux sujets et de nouvelles façons de travailler me réjouit sincèrement.",
    "J'aime partager ce que je sais et apprendre de ceux qui ont un autre regard que le mien.",
    "J'aborde avec plaisir de nouveaux environnements, et je prends plaisir à comprendre comment chacun travaille.",
    "Ce poste serait pour moi une belle étape, et j'ai très envie de la vivre avec votre équipe.",
  ],
};

