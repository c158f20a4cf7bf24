import { upperFirst } from '../phrase-kit.ts';
import { paragraph, PRIORITY as P, type Paragraph } from '../sentence.ts';
import type { ToneBook } from '../tone-book.ts';
import type { WriterContext } from '../writer-context.ts';
import { asRole, company, de, degreeText, list, ofCompany, ofRole, ordinals, position, results, roleAt, spokenLanguages, strengthCount, toCompany, withinCompany } from './grammar.ts';

const F = P.filler;

// Variant 1: the classic vous–moi–nous letter.
function classic(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 3);
  const practice = c.current ? 'je mobilise au quotidien' : "j'ai mises en œuvre ces dernières années";
  return [
    paragraph(
      [P.core, `C'est avec un vif intérêt que j'ai pris connaissance de votre offre pour ${position(c)}${c.company ? ` ${withinCompany(c)}` : ''}.`],
      [P.skills, skills.length > 1 && `Les compétences que vous recherchez (${list(skills)}) sont précisément celles que ${practice}.`],
      [P.skills, skills.length === 1 && `Vous recherchez notamment une compétence que ${c.current ? 'je mobilise au quotidien' : "j'ai mise en œuvre ces dernières années"} : ${skills[0]}.`],
      [F, 'Votre annonce a retenu toute mon attention, car elle correspond pleinement au projet professionnel que je construis.'],
      [F + 6, "Les missions que vous décrivez correspondent à ce que je souhaite accomplir dans la prochaine étape de mon parcours."],
    ),
    paragraph(
      [P.core, c.role ? `${c.years ? `Avec ${c.years} ans d'expérience, j'` : "J'"}${c.current ? 'occupe actuellement' : 'ai récemment occupé'} le poste ${ofRole(c.role, c.employer)}.` : "Mon parcours m'a permis d'acquérir une expérience concrète, que je souhaite aujourd'hui mettre à votre service."],
      [P.achievements, c.achievements.length > 0 && `Parmi mes réalisations, je citerai notamment : ${results(c.achievements.slice(0, 2))}.`],
      [P.previousJob, c.previous && `Auparavant, ${asRole(roleAt(c.previous.role, c.previous.employer))}, j'ai acquis des bases solides que je continue de mettre à profit.`],
      [P.otherSkills, c.otherSkills.length > 0 && `Mon expérience m'a également permis de développer des compétences en ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, "J'attache une grande importance à la qualité du travail rendu comme au respect des engagements pris."],
      [F + 7, "Cette expérience m'a appris à organiser mon travail avec méthode et à rendre compte de mes résultats."],
    ),
    paragraph(
      [P.degree, c.degree && `Ma formation (${degreeText(c.degree)}) complète cette expérience par des bases théoriques solides.`],
      [P.languages, c.languages.length > 0 && `Je pratique par ailleurs ${spokenLanguages(c.languages)}.`],
      [P.core, `Rejoindre ${company(c)} me permettrait de mettre cette expérience au service de vos projets et de contribuer à la réussite de vos équipes.`],
      [P.emphasis, c.emphasis.length > 0 && `Je souhaite également souligner ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `Vous pourrez compter sur les qualités que mon parcours a développées : ${list(c.softSkills)}.`],
      [F + 1, "J'ai la conviction que mon expérience constitue une base solide pour réussir dans ce poste et m'y investir durablement."],
      [F + 3, 'La perspective de rejoindre une équipe engagée et de progresser à ses côtés constitue pour moi une motivation essentielle.'],
      [F + 4, "Je m'engage à m'adapter rapidement à vos outils, à vos méthodes et à votre organisation."],
      [F + 8, "Je souhaite m'investir durablement dans une structure où je pourrai progresser tout en apportant une contribution concrète."],
      [F + 9, "Mon objectif est de vous apporter une aide efficace dès les premières semaines, en m'appuyant sur l'expérience acquise."],
    ),
    paragraph(
      [P.core, 'Je me tiens à votre entière disposition pour un entretien au cours duquel je pourrai vous exposer plus en détail mes motivations.'],
      [F + 5, "Je vous remercie par avance de l'attention que vous porterez à ma candidature."],
    ),
  ];
}

// Variant 2: opens on the strongest result, then the company's needs, the path, the future.
function resultFirst(c: WriterContext): Paragraph[] {
  const [first, ...others] = c.achievements;
  const needs = c.matchedSkills.slice(0, 4);
  const opening = first
    ? `${upperFirst(first)} : cette réalisation illustre la manière dont je conçois mon métier.`
    : `Mon parcours${c.role ? ` ${de(c.role)}` : ''} m'a permis de développer un savoir-faire concret et une réelle exigence dans mon travail.`;
  return [
    paragraph(
      [P.core, opening],
      [P.core, `C'est cette ${first ? 'exigence de résultat' : 'expérience'} que je souhaite apporter ${toCompany(c)}, en répondant à votre offre pour ${position(c)}.`],
      [F + 3, "Je souhaite en effet donner à mon parcours une nouvelle dimension, au sein d'une structure où mon travail aura un impact visible."],
    ),
    paragraph(
      [P.core, needs.length > 1 ? `Votre annonce met l'accent sur plusieurs compétences dans lesquelles j'ai déjà fait mes preuves : ${list(needs)}.` : needs.length === 1 ? `Votre annonce met l'accent sur une compétence dans laquelle j'ai déjà fait mes preuves : ${needs[0]}.` : 'Votre annonce décrit un poste exigeant, qui correspond à ce que je souhaite apporter à une équipe.'],
      [F, 'Les missions décrites rejoignent pleinement les sujets sur lesquels je souhaite m’investir dans les années à venir.'],
      [F + 4, "Votre exigence de qualité fait écho à celle que je m'impose dans chacune de mes missions."],
    ),
    paragraph(
      [P.core, c.role ? `${c.current ? `Actuellement ${roleAt(c.role, c.employer)}` : `Dernièrement, ${asRole(roleAt(c.role, c.employer))}`}, ${c.years ? `je compte ${c.years} années d'expérience dans ce domaine.` : "j'ai acquis une pratique concrète du métier."}` : "Mon expérience professionnelle m'a donné une pratique concrète du terrain."],
      [P.achievements, others.length > 0 && `J'ai également à mon actif d'autres résultats concrets : ${results(others)}.`],
      [P.previousJob, c.previous && `Mon expérience précédente ${ofRole(c.previous.role, c.previous.employer)} complète ce parcours.`],
      [P.degree, c.degree && `Sur le plan académique, je suis titulaire du diplôme suivant : ${c.degree.degree}${c.degree.school ? ` (${c.degree.school})` : ''}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `Je dispose également de compétences en ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, "J'aborde chaque mission avec méthode, en prenant le temps de comprendre les besoins avant d'agir."],
      [F + 7, "J'ai également appris à travailler en lien étroit avec des interlocuteurs variés et à tenir des délais exigeants."],
    ),
    paragraph(
      [P.core, 'Au sein de vos équipes, je m’attacherai à produire un travail fiable et à contribuer rapidement à vos objectifs.'],
      [P.emphasis, c.emphasis.length > 0 && `Je tiens en outre à attirer votre attention sur ${list(c.emphasis)}.`],
      [P.languages, c.languages.length > 0 && `Enfin, je pratique ${spokenLanguages(c.languages)}, un atout dans un environnement international.`],
      [P.softSkills, c.softSkills.length > 0 && `${upperFirst(list(c.softSkills))} : telles sont les qualités que mon parcours m'a permis de développer.`],
      [F + 1, `La perspective de contribuer aux projets ${ofCompany(c)} représente pour moi une réelle source de motivation.`],
      [F + 5, 'Je mesure pleinement les responsabilités attachées à ce poste et je souhaite les assumer avec sérieux.'],
      [F + 8, "Travailler à vos côtés serait pour moi l'occasion de m'engager pleinement dans un projet qui a du sens."],
      [F + 9, "Chaque nouvelle expérience est pour moi l'occasion d'apprendre et d'élargir mes compétences."],
    ),
    paragraph(
      [P.core, "Je souhaiterais vivement vous rencontrer afin d'échanger sur vos attentes et sur la manière dont je pourrais y répondre."],
      [F + 6, 'Je reste bien entendu disponible pour vous transmettre tout complément d’information utile.'],
    ),
  ];
}

// Variant 3: the body is built around up to three strengths, one paragraph each.
function threeStrengths(c: WriterContext): Paragraph[] {
  const strengths: Array<(opener: string) => Paragraph> = [];
  const skills = c.matchedSkills.slice(0, 4);
  if (c.role || skills.length > 0) {
    const developed = skills.length > 1 ? `m'a permis de développer les compétences que vous recherchez : ${list(skills)}.` : skills.length === 1 ? `m'a permis de développer une compétence que vous recherchez : ${skills[0]}.` : 'constitue une base directement utile pour ce poste.';
    strengths.push((opener) =>
      paragraph(
        [P.core, `${opener}, ${c.role ? `mon expérience ${ofRole(c.role, c.employer)}` : 'mon parcours'}${c.years ? `, riche de ${c.years} ans de pratique,` : ''} ${developed}`],
        [P.previousJob, c.previous && `Mon poste précédent ${ofRole(c.previous.role, c.previous.employer)} m'a apporté un regard complémentaire.`],
        [F + 2, "Cette expérience m'a appris à comprendre rapidement les attentes de mes interlocuteurs et à y répondre avec précision."],
      ),
    );
  }
  if (c.achievements.length > 0) {
    strengths.push((opener) =>
      paragraph(
        [P.core, `${opener}, des résultats mesurables : ${results(c.achievements.slice(0, 2))}.`],
        [F + 1, 'Ces résultats traduisent une approche que je compte appliquer à vos propres enjeux.'],
      ),
    );
  }
  if (c.degree || c.languages.length > 0 || c.softSkills.length > 0) {
    strengths.push((opener) =>
      paragraph(
        [P.core, c.degree ? `${opener}, ma formation (${degreeText(c.degree)}) m'a donné des bases solides, que j'ai su enrichir sur le terrain.` : `${opener}, mon parcours m'a permis de développer des qualités utiles à ce poste.`],
        [P.languages, c.languages.length > 0 && `Je pratique également ${spokenLanguages(c.languages)}.`],
        [P.softSkills, c.softSkills.length > 0 && `J'y ajoute des qualités reconnues dans mon parcours : ${list(c.softSkills)}.`],
      ),
    );
  }
  const count = strengths.length;
  const openers = ordinals(count);
  return [
    paragraph(
      [P.core, `Je vous adresse ma candidature pour ${position(c)}${c.company ? ` proposé par ${company(c)}` : ''}.`],
      [P.core, count > 0 ? `${strengthCount(count)} me ${count > 1 ? 'semblent' : 'semble'} répondre particulièrement à vos attentes.` : 'Mon parcours me semble répondre à vos attentes.'],
      [F, "Votre offre a suscité mon intérêt dès sa lecture, tant par la nature des missions que par le contexte dans lequel elles s'inscrivent."],
      [F + 6, 'Ce poste correspond pleinement à la direction que je souhaite donner à mon parcours.'],
    ),
    ...strengths.map((strength, index) => strength(openers[index] ?? 'Enfin')),
    paragraph(
      [P.core, `${count > 1 ? 'Ces atouts' : 'Cet atout'}, je souhaite ${count > 1 ? 'les' : 'le'} mettre au service ${ofCompany(c)} et de ses équipes.`],
      [P.emphasis, c.emphasis.length > 0 && `J'ajoute un point qui me paraît important : ${list(c.emphasis)}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `J'y ajoute des compétences complémentaires en ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 3, "Je souhaite désormais mettre mon expérience à profit dans un nouveau cadre, où je pourrai à la fois apporter et apprendre."],
      [F + 4, 'Je prendrai le temps de comprendre votre organisation afin de contribuer rapidement et efficacement à vos objectifs.'],
      [F + 7, "Je souhaite m'investir durablement dans une structure où je pourrai progresser tout en apportant une contribution concrète."],
      [F + 8, "Mon objectif est de vous apporter une aide efficace dès les premières semaines, en m'appuyant sur l'expérience acquise."],
      [F + 9, "J'attache enfin une grande importance à la qualité des relations de travail, fondées sur la confiance et la transparence."],
      [F + 10, "Chaque nouvelle expérience est pour moi l'occasion d'apprendre et d'élargir mes compétences."],
      [F + 11, "J'ai la conviction que ce poste me permettra de donner le meilleur de moi-même."],
    ),
    paragraph(
      [P.core, "Je reste à votre disposition pour convenir d'un entretien à la date qui vous conviendra."],
      [F + 5, "Je vous remercie de l'attention que vous voudrez bien accorder à ma candidature."],
    ),
  ];
}

/** French, formal tone: measured sentences, classic vocabulary. */
export const FRENCH_FORMAL: ToneBook = {
  variants: [classic, resultFirst, threeStrengths],
  extra: [
    "Je saurai m'adapter aux méthodes de travail de votre équipe et en adopter rapidement les outils.",
    "La rigueur et le sens des responsabilités guident chacune des missions qui me sont confiées.",
    "Je m'attache à entretenir des relations de travail de qualité, fondées sur l'écoute et le respect des engagements.",
    "Votre entreprise offre un cadre dans lequel je souhaite inscrire durablement mon évolution professionnelle.",
    "Je souhaite mettre mon énergie au service d'objectifs ambitieux, partagés avec une équipe impliquée.",
    "Je considère chaque responsabilité nouvelle comme une occasion de progresser et de gagner en expertise.",
    "Je porte une attention particulière à la qualité de la communication avec les équipes comme avec les partenaires.",
    "Mon expérience m'a appris l'importance de l'organisation, de l'anticipation et du suivi rigoureux des priorités.",
  ],
};

