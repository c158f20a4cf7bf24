import { upperFirst } from '../phrase-kit.ts';
import { paragraph, PRIORITY as P, type Paragraph } from '../sentence.ts';
import type { ToneBook } from '../tone-book.ts';
import type { WriterContext } from '../writer-context.ts';
import { company, degreeText, list, skillList, ofCompany, position, results, roleAt, spokenLanguages } from './grammar.ts';

const F = P.filler;

// Variant 1: vous–moi–nous in short, direct sentences.
function direct(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 4);
  return [
    paragraph(
      [P.core, `${upperFirst(company(c))} recherche ${c.position ? `un profil pour ${position(c)}` : 'un nouveau talent'}.`],
      [P.core, c.role && `Je suis ${roleAt(c.role, c.employer)}${c.years ? `, avec ${c.years} ans d'expérience` : ''}.`],
      [P.skills, skills.length > 0 && `Vos besoins : ${list(skills)}. Mon quotidien : exactement les mêmes sujets.`],
      [F, 'Votre offre est claire, concrète et ambitieuse. Elle appelle une réponse du même ordre.'],
      [F + 6, 'Je réponds à votre annonce parce que ce poste correspond exactement à ce que je sais faire et à ce que je veux faire.'],
    ),
    paragraph(
      [P.core, c.achievements.length > 0 ? `Mes résultats parlent pour moi : ${results(c.achievements.slice(0, 2))}.` : 'Mon parcours est fait de missions concrètes, menées jusqu’au bout.'],
      [P.achievements, c.achievements[2] !== undefined && `Autre exemple : ${c.achievements[2]}.`],
      [P.previousJob, c.previous && `Avant cela : ${roleAt(c.previous.role, c.previous.employer)}. Une autre école d'exigence.`],
      [P.otherSkills, c.otherSkills.length > 0 && `Autres compétences utiles au poste : ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, "Ma méthode : comprendre vite, prioriser, livrer, puis mesurer l'impact."],
      [F + 7, 'Je ne compte pas les idées. Je compte les résultats.'],
      [F + 10, "Je livre des solutions qui fonctionnent, et je m'assure qu'elles sont adoptées par ceux qui les utilisent."],
    ),
    paragraph(
      [P.degree, c.degree && `Formation : ${degreeText(c.degree)}.`],
      [P.languages, c.languages.length > 0 && `Langues : ${list(c.languages)}.`],
      [P.core, `Ce que je propose ${toCompanyName(c)} : la même énergie, au service de vos objectifs, dès les premières semaines.`],
      [P.emphasis, c.emphasis.length > 0 && `À retenir également : ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `Mes forces : ${list(c.softSkills)}.`],
      [F + 1, 'Mon objectif est simple : être utile rapidement, puis durablement.'],
      [F + 3, 'Je sais travailler sous contrainte de temps sans sacrifier la qualité.'],
      [F + 4, 'Chaque mission est pour moi un engagement, pas une simple tâche.'],
      [F + 8, "Je m'intègre vite, j'écoute, puis j'agis."],
      [F + 9, "J'aime les défis qui obligent à progresser."],
      [F + 11, "Vous aurez en face de vous une personne exigeante, d'abord envers elle-même."],
      [F + 12, 'Mon ambition : prendre rapidement des responsabilités et faire grandir les projets qui me seront confiés.'],
    ),
    paragraph(
      [P.core, 'Parlons-en lors d’un entretien : je suis disponible dès maintenant.'],
      [F + 5, 'Je vous remercie pour votre attention.'],
      [F + 13, 'Un échange de quelques minutes vous permettra de juger de ma motivation.'],
    ),
  ];
}

// 'à Meditrack' for the 'Ce que je propose à …' sentence, contracted for 'le Groupe …'.
function toCompanyName(c: WriterContext): string {
  const name = company(c);
  return /^le\s/i.test(name) ? `au ${name.slice(3)}` : `à ${name}`;
}

// Variant 2: figures first, then the fit, then the commitment.
function figuresFirst(c: WriterContext): Paragraph[] {
  const [first, second, third] = c.achievements;
  const skills = c.matchedSkills.slice(0, 4);
  return [
    paragraph(
      [P.core, first ? `${upperFirst(first)}.` : c.role ? `${upperFirst(roleAt(c.role, c.employer))}.` : 'Une expérience concrète, des résultats tangibles.'],
      [P.core, `Voilà ce que je veux apporter ${toCompanyName(c)}, pour ${position(c)}.`],
      [F + 3, 'Pas de promesses vagues : des faits.'],
      [F + 10, 'Ces chiffres ne sont pas un aboutissement : ce sont des points de départ.'],
    ),
    paragraph(
      [P.core, c.role ? `Mon poste actuel${c.current ? '' : ' le plus récent'} : ${roleAt(c.role, c.employer)}${c.years ? `, ${c.years} ans d'expérience` : ''}.` : 'Mon parcours : des missions variées, toujours orientées résultats.'],
      [P.achievements, second !== undefined && `Autre résultat : ${second}.`],
      [P.achievements, third !== undefined && `Et encore : ${third}.`],
      [P.previousJob, c.previous && `Expérience précédente : ${roleAt(c.previous.role, c.previous.employer)}.`],
      [F, 'Je mesure ce que je fais, et je fais ce que je mesure.'],
      [F + 7, "Mon réflexe : chercher l'amélioration qui compte vraiment."],
      [F + 11, "Dans chaque poste, j'ai cherché à laisser les choses en meilleur état que je ne les avais trouvées."],
    ),
    paragraph(
      [P.core, skills.length > 1 ? `Vous demandez ${skillList(skills)}. Je les pratique.` : skills.length === 1 ? `Vous demandez ${skillList(skills)} : c'est mon quotidien.` : 'Vous cherchez un profil opérationnel. Le mien l’est.'],
      [P.degree, c.degree && `Mon socle : ${degreeText(c.degree)}.`],
      [P.languages, c.languages.length > 0 && `Je parle ${spokenLanguages(c.languages)}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `En plus : ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, 'Je suis à l’aise avec les objectifs ambitieux et les délais serrés.'],
      [F + 12, 'Je travaille avec une règle simple : des objectifs clairs, des priorités assumées, des résultats visibles.'],
    ),
    paragraph(
      [P.core, 'Mon engagement : faire avancer vos projets, mesurer les progrès, rendre des comptes.'],
      [P.emphasis, c.emphasis.length > 0 && `Un point à souligner : ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `Ce sur quoi vous pourrez compter : ${list(c.softSkills)}.`],
      [F + 1, `Les projets ${ofCompany(c)} méritent une implication totale. C'est ce que je propose.`],
      [F + 4, 'Je veux un poste où mon travail a un impact visible.'],
      [F + 8, 'Je m’adapte vite et je ne lâche rien.'],
      [F + 9, 'Chaque semaine doit compter.'],
      [F + 13, "Votre équipe cherche de l'impact : c'est précisément ce que je viens vous proposer."],
    ),
    paragraph(
      [P.core, 'Rencontrons-nous : vingt minutes suffiront pour vous en convaincre.'],
      [F + 5, 'Merci pour votre temps.'],
    ),
  ];
}

// Variant 3: three reasons to meet, numbered.
function threeReasonsToMeet(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 4);
  return [
    paragraph(
      [P.core, `Candidature pour ${position(c)}${c.company ? ` chez ${company(c)}` : ''}. Trois raisons de me rencontrer.`],
      [F, 'Je vais droit au but.'],
      [F + 11, "Votre temps est précieux : cette lettre va donc à l'essentiel."],
    ),
    paragraph(
      [P.core, `Un : ${skills.length > 0 ? `je maîtrise ce que vous demandez, à savoir ${skillList(skills)}` : 'mon expérience correspond au cœur du poste'}${c.role ? `, en tant que ${roleAt(c.role, c.employer)}` : ''}.`],
      [P.previousJob, c.previous && `Auparavant : ${roleAt(c.previous.role, c.previous.employer)}.`],
      [F + 2, 'Je peux être utile dès les premières semaines.'],
    ),
    paragraph(
      [P.core, c.achievements.length > 0 ? `Deux : j'obtiens des résultats. ${upperFirst(results(c.achievements.slice(0, 2)))}.` : "Deux : je m'engage pleinement dans chaque mission confiée."],
      [F + 3, 'Ce sont des faits, pas des intentions.'],
      [F + 12, 'Je préfère montrer que promettre : jugez sur pièces.'],
    ),
    paragraph(
      [P.core, `Trois : ${c.degree ? `j'ai des bases solides (${degreeText(c.degree)})` : "j'ai l'envie d'apprendre et de progresser"}.`],
      [P.languages, c.languages.length > 0 && `Je parle ${spokenLanguages(c.languages)}.`],
      [P.achievements, c.achievements[2] !== undefined && `Autre preuve : ${c.achievements[2]}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `À cela s'ajoutent des compétences en ${list(c.otherSkills.slice(0, 3))}.`],
      [P.softSkills, c.softSkills.length > 0 && `Et des qualités qui comptent : ${list(c.softSkills)}.`],
      [F + 4, 'Je progresse vite, parce que je le décide.'],
    ),
    paragraph(
      [P.core, `Ma promesse : m'investir pleinement dans les projets ${ofCompany(c)}.`],
      [P.emphasis, c.emphasis.length > 0 && `À noter aussi : ${list(c.emphasis)}.`],
      [F + 1, 'Je veux contribuer, apprendre et faire gagner du temps à vos équipes.'],
      [F + 6, 'Vous cherchez de l’efficacité. Je vous en propose.'],
      [F + 7, 'Mon approche : écouter, décider, exécuter.'],
      [F + 8, 'J’aime les équipes qui avancent vite et bien.'],
      [F + 9, 'Chaque projet est une occasion de prouver ce que je vaux.'],
      [F + 10, 'Je sais que la confiance se gagne par les actes.'],
      [F + 13, 'Je ne cherche pas un poste de plus : je cherche un poste où m’engager vraiment.'],
      [F + 14, 'Ces trois raisons se résument en une idée : je veux faire la différence chez vous.'],
    ),
    paragraph(
      [P.core, 'Je suis disponible pour un entretien à votre convenance.'],
      [F + 5, 'Merci de votre attention.'],
    ),
  ];
}

/** French, impactful tone: short sentences, figures first, action verbs. */
export const FRENCH_IMPACTFUL: ToneBook = {
  variants: [direct, figuresFirst, threeReasonsToMeet],
  extra: [
    "Je fixe des objectifs clairs, je les tiens, et je rends compte de mes résultats sans détour.",
    "Je ne me contente pas d'exécuter : je cherche toujours comment faire mieux, plus vite et plus simplement.",
    "Mon engagement est total dès le premier jour, avec une priorité : produire un impact mesurable.",
    "Je sais m'approprier rapidement un sujet nouveau et en devenir un interlocuteur fiable.",
    "Les délais serrés et les enjeux élevés sont pour moi une source de motivation, pas de stress.",
    "Je veux rejoindre une équipe qui vise haut et qui se donne les moyens de réussir.",
    "Chaque mission confiée sera menée jusqu'au bout, avec exigence et transparence.",
    "Ce que je promets, je le tiens : c'est la base de la confiance que je veux construire avec vous.",
  ],
};
