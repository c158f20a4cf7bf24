import { upperFirst } from '../phrase-kit.ts';
import { paragraph, PRIORITY as P, type Paragraph } from '../sentence.ts';
import type { ToneBook } from '../tone-book.ts';
import type { WriterContext } from '../writer-context.ts';
import { aRoleAt, article, company, companys, list, position, results, roleAt } from './grammar.ts';

const F = P.filler;

function degreeText(c: WriterContext): string | null {
  if (c.degree === null) return null;
  return c.degree.school === null ? c.degree.degree : `${c.degree.degree}, ${c.degree.school}`;
}

// Variant 1: role, candidate, future in short, direct sentences.
function direct(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 4);
  const degree = degreeText(c);
  return [
    paragraph(
      [P.core, `${upperFirst(company(c))} needs ${c.position ? `${article(c.position)} ${c.position}` : 'new talent'}.`],
      [P.core, c.role && `I am ${aRoleAt(c.role, c.employer)}${c.years ? ` with ${c.years} years of experience` : ''}.`],
      [P.skills, skills.length > 0 && `Your needs: ${list(skills)}. My daily work: exactly the same.`],
      [F, 'Your offer is clear, concrete and ambitious. It deserves an answer to match.'],
      [F + 6, 'I am answering your advert because this role is exactly what I do well and what I want to do next.'],
    ),
    paragraph(
      [P.core, c.achievements.length > 0 ? `My results speak for themselves: ${results(c.achievements.slice(0, 2))}.` : 'My track record is built on concrete work, delivered to the end.'],
      [P.achievements, c.achievements[2] !== undefined && `Another example: ${c.achievements[2]}.`],
      [P.previousJob, c.previous && `Before that: ${roleAt(c.previous.role, c.previous.employer)}. Another school of high standards.`],
      [P.otherSkills, c.otherSkills.length > 0 && `Other relevant skills: ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, 'My method: understand fast, prioritise, deliver, then measure the impact.'],
      [F + 7, "I don't count ideas. I count results."],
      [F + 10, 'I deliver solutions that work, and I make sure the people who need them actually use them.'],
    ),
    paragraph(
      [P.degree, degree && `Education: ${degree}.`],
      [P.languages, c.languages.length > 0 && `Languages: ${list(c.languages)}.`],
      [P.core, `What I offer ${company(c)}: the same energy, focused on your goals, from the first weeks.`],
      [P.emphasis, c.emphasis.length > 0 && `Also worth noting: ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `My strengths: ${list(c.softSkills)}.`],
      [F + 1, 'My goal is simple: be useful quickly, then for the long term.'],
      [F + 3, 'I work well against tight deadlines without sacrificing quality.'],
      [F + 4, 'Every assignment is a commitment to me, not just a task.'],
      [F + 8, 'I settle in fast, I listen, then I act.'],
      [F + 9, 'I like challenges that force me to grow.'],
      [F + 11, 'You will be working with someone demanding, first of all of themselves.'],
    ),
    paragraph(
      [P.core, "Let's talk in an interview: I am available now."],
      [F + 5, 'Thank you for your attention.'],
      [F + 12, 'A few minutes of conversation will show you how motivated I am.'],
    ),
  ];
}

// Variant 2: figures first, then the fit, then the commitment.
function figuresFirst(c: WriterContext): Paragraph[] {
  const [first, second, third] = c.achievements;
  const skills = c.matchedSkills.slice(0, 4);
  const degree = degreeText(c);
  return [
    paragraph(
      [P.core, first ? `${upperFirst(first)}.` : c.role ? `${upperFirst(roleAt(c.role, c.employer))}.` : 'Real experience, tangible results.'],
      [P.core, `That is what I want to bring to ${company(c)} in ${position(c)}.`],
      [F + 3, 'No vague promises: facts.'],
      [F + 10, 'These figures are not a finish line: they are a starting point.'],
    ),
    paragraph(
      [P.core, c.role ? `My ${c.current ? 'current' : 'most recent'} role: ${roleAt(c.role, c.employer)}${c.years ? `, ${c.years} years of experience` : ''}.` : 'My background: varied assignments, always focused on results.'],
      [P.achievements, second !== undefined && `Another result: ${second}.`],
      [P.achievements, third !== undefined && `And another: ${third}.`],
      [P.previousJob, c.previous && `Previous role: ${roleAt(c.previous.role, c.previous.employer)}.`],
      [F, 'I measure what I do, and I do what I measure.'],
      [F + 7, 'My reflex: look for the improvement that really counts.'],
      [F + 11, 'In every role, I have tried to leave things better than I found them.'],
    ),
    paragraph(
      [P.core, skills.length > 1 ? `You ask for ${list(skills)}. I deliver them.` : skills.length === 1 ? `You ask for ${skills[0]}. I deliver it.` : 'You need someone who can deliver from day one. I can.'],
      [P.degree, degree && `My foundation: ${degree}.`],
      [P.languages, c.languages.length > 0 && `I speak ${list(c.languages)}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `On top of that: ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, 'Ambitious targets and tight deadlines do not scare me.'],
      [F + 12, 'I work by a simple rule: clear goals, firm priorities, visible results.'],
    ),
    paragraph(
      [P.core, 'My commitment: move your projects forward, measure progress, report back.'],
      [P.emphasis, c.emphasis.length > 0 && `One point to stress: ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `What you can count on: ${list(c.softSkills)}.`],
      [F + 1, `${upperFirst(companys(c))} projects deserve total commitment. That is what I offer.`],
      [F + 4, 'I want a role where my work has a visible impact.'],
      [F + 8, 'I adapt fast and I never give up.'],
      [F + 9, 'Every week has to count.'],
      [F + 13, 'Your team is looking for impact: that is exactly what I bring.'],
    ),
    paragraph(
      [P.core, "Let's meet: twenty minutes will be enough to convince you."],
      [F + 5, 'Thank you for your time.'],
    ),
  ];
}

// Variant 3: three numbered reasons to meet.
function threeReasonsToMeet(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 4);
  const degree = degreeText(c);
  return [
    paragraph(
      [P.core, `Application for ${position(c)}${c.company ? ` at ${c.company}` : ''}. Three reasons to meet me.`],
      [F, 'I will get straight to the point.'],
      [F + 11, 'Your time is precious, so this letter sticks to what matters.'],
    ),
    paragraph(
      [P.core, `One: ${skills.length > 0 ? `I master what you ask for, namely ${list(skills)}` : 'my experience matches the core of the role'}${c.role ? `, as ${aRoleAt(c.role, c.employer)}` : ''}.`],
      [P.previousJob, c.previous && `Before that: ${roleAt(c.previous.role, c.previous.employer)}.`],
      [F + 2, 'I can be useful from the first weeks.'],
    ),
    paragraph(
      [P.core, c.achievements.length > 0 ? `Two: I get results. ${upperFirst(results(c.achievements.slice(0, 2)))}.` : 'Two: I commit fully to every assignment.'],
      [F + 3, 'Facts, not intentions.'],
      [F + 12, 'I prefer showing to promising: judge for yourself.'],
    ),
    paragraph(
      [P.core, `Three: ${degree ? `I have solid foundations (${degree})` : 'I am eager to learn and to grow'}.`],
      [P.languages, c.languages.length > 0 && `I speak ${list(c.languages)}.`],
      [P.achievements, c.achievements[2] !== undefined && `Further proof: ${c.achievements[2]}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `On top of that, skills in ${list(c.otherSkills.slice(0, 3))}.`],
      [P.softSkills, c.softSkills.length > 0 && `And qualities that matter: ${list(c.softSkills)}.`],
      [F + 4, 'I learn fast, because I choose to.'],
    ),
    paragraph(
      [P.core, `My promise: full commitment to ${companys(c)} projects.`],
      [P.emphasis, c.emphasis.length > 0 && `Also note: ${list(c.emphasis)}.`],
      [F + 1, 'I want to contribute, to learn and to save your team time.'],
      [F + 6, 'You are looking for efficiency. I am offering it.'],
      [F + 7, 'My approach: listen, decide, execute.'],
      [F + 8, 'I like teams that move fast and move well.'],
      [F + 9, 'Every project is a chance to prove what I can do.'],
      [F + 10, 'Trust is earned through action, and I know it.'],
      [F + 13, 'I am not looking for just another job: I am looking for a role I can truly commit to.'],
      [F + 14, 'These three reasons come down to one idea: I want to make a difference in your team.'],
    ),
    paragraph(
      [P.core, 'I am available for an interview at your convenience.'],
      [F + 5, 'Thank you for your attention.'],
    ),
  ];
}

/** English, impactful tone: short sentences, figures first, action verbs. */
export const ENGLISH_IMPACTFUL: ToneBook = {
  variants: [direct, figuresFirst, threeReasonsToMeet],
  extra: [
    'I set clear goals, I meet them, and I report on my results without detours.',
    'I do not just execute: I always look for ways to do better, faster and more simply.',
    'My commitment is total from day one, with one priority: measurable impact.',
    'I get to grips with new subjects quickly and become a reliable point of contact.',
    'Tight deadlines and high stakes motivate me rather than stress me.',
    'I want to join a team that aims high and gives itself the means to succeed.',
    'Every assignment I take on will be seen through, with high standards and transparency.',
    'What I promise, I deliver: that is the basis of the trust I want to build with you.',
  ],
};
