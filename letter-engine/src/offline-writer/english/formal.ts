import { upperFirst } from '../phrase-kit.ts';
import { paragraph, PRIORITY as P, type Paragraph } from '../sentence.ts';
import type { ToneBook } from '../tone-book.ts';
import type { WriterContext } from '../writer-context.ts';
import { aRoleAt, allStartWithVerb, article, company, degreeFrom, list, ordinals, position, results } from './grammar.ts';

const F = P.filler;

// Variant 1: opening on the role, then the candidate, then the shared future.
function classic(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 3);
  const wins = c.achievements.slice(0, 2);
  const use = c.current ? 'use every day' : 'have relied on in recent years';
  return [
    paragraph(
      [P.core, `I am writing to apply for ${position(c)}${c.company ? ` at ${c.company}` : ''}.`],
      [P.skills, skills.length > 1 && `The skills you are looking for, in particular ${list(skills)}, are precisely the ones I ${use}.`],
      [P.skills, skills.length === 1 && `You are looking for strong ${skills[0]} skills, which I ${use}.`],
      [F, 'Your advertisement caught my attention because it matches the direction I want to give my career.'],
      [F + 6, 'The responsibilities you describe are exactly those I hope to take on in the next step of my career.'],
    ),
    paragraph(
      [P.core, c.role ? `${c.years ? `With ${c.years} years of experience, I` : 'I'} ${c.current ? 'currently work' : 'recently worked'} as ${aRoleAt(c.role, c.employer)}.` : 'My experience so far has given me a practical grounding that I would now like to put at your service.'],
      [P.achievements, wins.length > 0 && (allStartWithVerb(wins) ? `In my recent roles, I ${list(wins)}.` : `My achievements include the following: ${results(wins)}.`)],
      [P.previousJob, c.previous && `Before that, I worked as ${aRoleAt(c.previous.role, c.previous.employer)}, which gave me a solid foundation I still rely on.`],
      [P.otherSkills, c.otherSkills.length > 0 && `I am also skilled in ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, 'I attach great importance to the quality of my work and to keeping my commitments.'],
      [F + 7, 'This experience has taught me to organise my work carefully and to report clearly on results.'],
    ),
    paragraph(
      [P.degree, c.degree && `My ${degreeFrom(c.degree)} complements this experience with a solid theoretical grounding.`],
      [P.languages, c.languages.length > 0 && `I also speak ${list(c.languages)}.`],
      [P.core, `Joining ${company(c)} would allow me to put this experience to work for your projects and to contribute to the success of your team.`],
      [P.emphasis, c.emphasis.length > 0 && `I would also like to highlight ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `You can count on the qualities my career has developed: ${list(c.softSkills)}.`],
      [F + 1, 'I am confident that my experience is a solid basis for succeeding in this role and committing to it for the long term.'],
      [F + 3, 'The prospect of joining a committed team and growing alongside it is a strong motivation for me.'],
      [F + 4, 'I will adapt quickly to your tools, your methods and your organisation.'],
      [F + 8, 'I wish to commit to an organisation where I can progress while making a concrete contribution.'],
      [F + 9, 'My aim is to be genuinely useful from the first weeks, building on the experience I have gained.'],
    ),
    paragraph(
      [P.core, 'I would welcome the opportunity to discuss my application with you in an interview.'],
      [F + 5, 'Thank you in advance for the attention you will give to my application.'],
    ),
  ];
}

// Variant 2: opening on the strongest result.
function resultFirst(c: WriterContext): Paragraph[] {
  const [first, ...others] = c.achievements;
  const needs = c.matchedSkills.slice(0, 4);
  const opening = first
    ? allStartWithVerb([first]) ? `I ${first}: that result says a great deal about how I approach my work.` : `${upperFirst(first)}: that result says a great deal about how I approach my work.`
    : `My experience${c.role ? ` as ${article(c.role)} ${c.role}` : ''} has given me practical know-how and high standards.`;
  return [
    paragraph(
      [P.core, opening],
      [P.core, `It is this ${first ? 'focus on results' : 'experience'} that I would like to bring to ${company(c)} in ${position(c)}.`],
      [F + 3, 'I am looking to take my career a step further, in an organisation where my work will have a visible impact.'],
    ),
    paragraph(
      [P.core, needs.length > 1 ? `Your advertisement emphasises several skills I have already put to the test: ${list(needs)}.` : needs.length === 1 ? `Your advertisement emphasises a skill I have already put to the test: ${needs[0]}.` : 'Your advertisement describes a demanding role that matches what I want to bring to a team.'],
      [F, 'The responsibilities you describe match the areas I want to invest in over the coming years.'],
      [F + 4, 'Your commitment to quality echoes the standards I set myself in every assignment.'],
    ),
    paragraph(
      [P.core, c.role ? `${c.current ? 'Currently' : 'Most recently'} ${aRoleAt(c.role, c.employer)}, ${c.years ? `I have ${c.years} years of experience in the field.` : 'I have built hands-on experience of the job.'}` : 'My professional experience has given me a practical understanding of the field.'],
      [P.achievements, others.length > 0 && (allStartWithVerb(others) ? `I also ${list(others)}.` : `Other concrete results include: ${results(others)}.`)],
      [P.previousJob, c.previous && `My previous role as ${aRoleAt(c.previous.role, c.previous.employer)} rounds out this experience.`],
      [P.degree, c.degree && `Academically, I hold the following degree: ${c.degree.degree}${c.degree.school ? ` (${c.degree.school})` : ''}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `I also have skills in ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, 'I approach every assignment methodically, taking the time to understand the needs before acting.'],
      [F + 7, 'I have also learnt to work closely with a wide range of people and to meet demanding deadlines.'],
    ),
    paragraph(
      [P.core, 'Within your team, I will focus on producing reliable work and contributing quickly to your objectives.'],
      [P.emphasis, c.emphasis.length > 0 && `I would also like to draw your attention to ${list(c.emphasis)}.`],
      [P.languages, c.languages.length > 0 && `Finally, I speak ${list(c.languages)}, an asset in an international environment.`],
      [P.softSkills, c.softSkills.length > 0 && `${upperFirst(list(c.softSkills))}: these are the qualities my career has allowed me to develop.`],
      [F + 1, `The prospect of contributing to ${company(c)} is a genuine source of motivation for me.`],
      [F + 5, 'I fully appreciate the responsibilities attached to this role and intend to take them on with care.'],
      [F + 8, 'Working with you would be an opportunity to commit fully to a project that matters.'],
      [F + 9, 'Every new experience is, for me, a chance to learn and to broaden my skills.'],
    ),
    paragraph(
      [P.core, 'I would very much like to meet you to discuss your expectations and how I could meet them.'],
      [F + 6, 'I would of course be happy to provide any further information you may need.'],
    ),
  ];
}

// Variant 3: the body is built around up to three strengths.
function threeStrengths(c: WriterContext): Paragraph[] {
  const strengths: Array<(opener: string) => Paragraph> = [];
  const skills = c.matchedSkills.slice(0, 4);
  if (c.role || skills.length > 0) {
    const gave = skills.length > 1 ? `the skills you are looking for: ${list(skills)}.` : skills.length === 1 ? `a skill you are looking for: ${skills[0]}.` : 'a foundation that is directly useful for this role.';
    strengths.push((opener) =>
      paragraph(
        [P.core, `${opener}, ${c.role ? `my experience as ${aRoleAt(c.role, c.employer)}` : 'my career'}${c.years ? `, backed by ${c.years} years of practice,` : ''} has given me ${gave}`],
        [P.previousJob, c.previous && `My previous role as ${aRoleAt(c.previous.role, c.previous.employer)} added a complementary perspective.`],
        [F + 2, "This experience has taught me to grasp people's expectations quickly and to meet them precisely."],
      ),
    );
  }
  if (c.achievements.length > 0) {
    strengths.push((opener) =>
      paragraph(
        [P.core, `${opener}, measurable results: ${results(c.achievements.slice(0, 2))}.`],
        [F + 1, 'These results reflect an approach I intend to apply to your own challenges.'],
      ),
    );
  }
  if (c.degree || c.languages.length > 0 || c.softSkills.length > 0) {
    strengths.push((opener) =>
      paragraph(
        [P.core, c.degree ? `${opener}, my ${degreeFrom(c.degree)} gave me solid foundations, which I have since built on in practice.` : `${opener}, my career has helped me develop qualities that matter in this role.`],
        [P.languages, c.languages.length > 0 && `I also speak ${list(c.languages)}.`],
        [P.softSkills, c.softSkills.length > 0 && `I add to this qualities recognised throughout my career: ${list(c.softSkills)}.`],
      ),
    );
  }
  const count = strengths.length;
  const openers = ordinals(count);
  return [
    paragraph(
      [P.core, `I am applying for ${position(c)}${c.company ? ` at ${c.company}` : ''}.`],
      [P.core, count > 1 ? `${count === 3 ? 'Three' : 'Two'} strengths make me a strong fit for your needs.` : 'One strength in particular makes me a strong fit for your needs.'],
      [F, 'Your offer caught my interest from the first reading, both for the nature of the work and for its context.'],
      [F + 6, 'This role fits the direction I want to give my career.'],
    ),
    ...strengths.map((strength, index) => strength(openers[index] ?? 'Finally')),
    paragraph(
      [P.core, `I would like to put ${count > 1 ? 'these strengths' : 'this strength'} to work for ${company(c)} and its team.`],
      [P.emphasis, c.emphasis.length > 0 && `One more point seems important to me: ${list(c.emphasis)}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `I also bring complementary skills in ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 3, 'I now wish to use my experience in a new setting, where I can both contribute and learn.'],
      [F + 4, 'I will take the time to understand your organisation so as to contribute quickly and effectively to your goals.'],
      [F + 7, 'I wish to commit for the long term to an organisation where I can grow while making a concrete contribution.'],
      [F + 8, 'My aim is to be genuinely useful from the first weeks, building on the experience I have gained.'],
      [F + 9, 'I also attach great importance to good working relationships, built on trust and transparency.'],
    ),
    paragraph(
      [P.core, 'I remain at your disposal to arrange an interview at your convenience.'],
      [F + 5, 'Thank you for the attention you will give to my application.'],
    ),
  ];
}

/** English, formal tone: polished and measured. */
export const ENGLISH_FORMAL: ToneBook = {
  variants: [classic, resultFirst, threeStrengths],
  extra: [
    'I will adapt readily to the working methods of your team and quickly master its tools.',
    'A sense of responsibility and attention to detail guide every assignment I take on.',
    'I make a point of building good working relationships, based on listening and on keeping my word.',
    'Your organisation offers the kind of setting in which I wish to build the next stage of my career.',
    'I want to put my energy into ambitious goals shared with a committed team.',
    'I see every new responsibility as an opportunity to progress and to deepen my expertise.',
    'I pay particular attention to clear communication, with colleagues as well as with partners.',
    'Experience has taught me the value of organisation, anticipation and careful follow-up of priorities.',
  ],
};
