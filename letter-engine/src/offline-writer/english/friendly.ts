import { paragraph, PRIORITY as P, type Paragraph } from '../sentence.ts';
import type { ToneBook } from '../tone-book.ts';
import type { WriterContext } from '../writer-context.ts';
import { aRoleAt, article, company, degreeFrom, list, position, results } from './grammar.ts';

const F = P.filler;

// Variant 1: role, candidate, future — told warmly.
function warmClassic(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 3);
  return [
    paragraph(
      [P.core, `I was really excited to come across your advert for ${position(c)}${c.company ? ` at ${c.company}` : ''}, and I knew straight away that I wanted to write to you.`],
      [P.skills, skills.length > 0 && `You're looking for someone comfortable with ${list(skills)}: that's exactly what I do ${c.current ? 'every day' : 'in my work'}.`],
      [F, "This role brings together so much of what I love about my work, and the idea of contributing to it is hugely motivating."],
      [F + 6, 'Reading through the responsibilities, I could easily picture the place I could take in your team.'],
    ),
    paragraph(
      [P.core, c.role ? `${c.current ? "Right now, I'm" : 'Until recently, I was'} ${aRoleAt(c.role, c.employer)}${c.years ? `, with ${c.years} years of experience behind me` : ''}.` : 'My experience so far has already given me plenty of real, hands-on situations to learn from.'],
      [P.achievements, c.achievements.length > 0 && `A few of the projects I'm proudest of: ${results(c.achievements.slice(0, 2))}.`],
      [P.previousJob, c.previous && `Before that, I worked as ${aRoleAt(c.previous.role, c.previous.employer)}, which taught me a lot.`],
      [P.otherSkills, c.otherSkills.length > 0 && `I also enjoy putting my skills in ${list(c.otherSkills.slice(0, 3))} to good use.`],
      [F + 2, 'What I enjoy most is seeing good work make a real difference to the people who rely on it.'],
      [F + 7, 'I particularly love the moments when a team cracks a problem together, after taking the time to understand it properly.'],
    ),
    paragraph(
      [P.degree, c.degree && `On the education side, I hold ${article(c.degree.degree)} ${degreeFrom(c.degree)}.`],
      [P.languages, c.languages.length > 0 && `And I speak ${list(c.languages)}.`],
      [P.core, `Joining ${company(c)} would be a chance to put all my energy into a team and a project I really believe in.`],
      [P.emphasis, c.emphasis.length > 0 && `I'd also love to highlight something that matters to me: ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `My everyday strengths: ${list(c.softSkills)}.`],
      [F + 1, 'I thrive in teams that move forward together, with clear goals and plenty of conversation.'],
      [F + 3, "I'm keen to commit for the long run, to learn from your team and to give back in return."],
      [F + 4, 'I know the first few weeks matter, and I plan to approach them with curiosity and care.'],
      [F + 8, 'For me, great teamwork rests on trust, listening and a shared wish to do things well.'],
      [F + 9, 'I always keep in mind that every project is a chance to learn something new.'],
    ),
    paragraph(
      [P.core, 'It would be a real pleasure to talk with you and tell you more about my background and what drives me.'],
      [F + 5, 'Thank you so much for taking the time to read my application.'],
    ),
  ];
}

// Variant 2: opens on a story — the result the candidate is happiest about.
function storyFirst(c: WriterContext): Paragraph[] {
  const [first, ...others] = c.achievements;
  const skills = c.matchedSkills.slice(0, 4);
  return [
    paragraph(
      [P.core, first ? `If I had to pick one thing from my career so far, it would probably be this: ${first}.` : `Ever since I started out${c.role ? ` as ${article(c.role)} ${c.role}` : ''}, I have loved projects where you can see the results of your work.`],
      [P.core, `That love of tangible results is exactly why I'd like to join ${company(c)} in ${position(c)}.`],
      [F + 3, 'I read your advert several times, and each time I wanted to meet you a little more.'],
    ),
    paragraph(
      [P.core, skills.length > 0 ? `In your advert, I recognised skills that are part of my daily work: ${list(skills)}.` : 'In your advert, I recognised a job I love and responsibilities I can really see myself in.'],
      [F, 'I also liked the way you describe the role: you can tell it really matters to the team.'],
      [F + 4, "It's exactly the kind of challenge I want to take on over the next few years."],
    ),
    paragraph(
      [P.core, c.role ? `${c.current ? "At the moment, I'm" : 'Recently, I worked as'} ${aRoleAt(c.role, c.employer)}${c.years ? `, with ${c.years} years of experience under my belt` : ''}.` : 'Every experience has taught me something useful for what comes next.'],
      [P.achievements, others.length > 0 && `A few other highlights: ${results(others)}.`],
      [P.previousJob, c.previous && `My time as ${aRoleAt(c.previous.role, c.previous.employer)} also taught me a great deal.`],
      [P.degree, c.degree && `My ${degreeFrom(c.degree)} gave me good foundations that I keep building on.`],
      [P.otherSkills, c.otherSkills.length > 0 && `I'm also comfortable with ${list(c.otherSkills.slice(0, 3))}.`],
      [F + 2, 'I like to understand what everyone needs before suggesting a solution.'],
      [F + 7, 'I enjoy the conversations with colleagues just as much as the quiet hours of focused work.'],
    ),
    paragraph(
      [P.core, "I'd love to bring that energy and drive to your team."],
      [P.emphasis, c.emphasis.length > 0 && `I also wanted to mention one more thing: ${list(c.emphasis)}.`],
      [P.languages, c.languages.length > 0 && `A small bonus: I speak ${list(c.languages)}.`],
      [P.softSkills, c.softSkills.length > 0 && `What defines me at work: ${list(c.softSkills)}.`],
      [F + 1, `The idea of contributing to ${company(c)} genuinely motivates me.`],
      [F + 5, "I can't wait to discover your team, your ways of working and your projects."],
      [F + 8, 'I believe in the strength of a close-knit team where everyone can count on one another.'],
      [F + 9, "I'll arrive as eager to learn as to contribute."],
    ),
    paragraph(
      [P.core, 'It would be a real joy to discuss this with you in an interview, whenever suits you.'],
      [F + 6, "In the meantime, I'm happy to answer any question about my background."],
    ),
  ];
}

// Variant 3: what draws the candidate, what they bring, what they hope to build together.
function threeReasons(c: WriterContext): Paragraph[] {
  const skills = c.matchedSkills.slice(0, 4);
  return [
    paragraph(
      [P.core, `I'm writing to put myself forward for ${position(c)}, and I would genuinely love to join ${company(c)}.`],
      [F, 'Your advert made me want to find out more, and the more I learnt, the more I recognised myself in it.'],
      [F + 6, "Here, in a few lines, is why I think we could work really well together."],
    ),
    paragraph(
      [P.core, skills.length > 0 ? `What draws me first is the heart of the role: ${list(skills)}, areas where I feel completely at home.` : 'What draws me first is the heart of the role, which matches what I want to do.'],
      [P.core, c.role && `${c.current ? 'Today' : 'Until recently'}, as ${aRoleAt(c.role, c.employer)}${c.years ? ` with ${c.years} years of experience` : ''}, I put ${c.current ? 'most' : 'much'} of my energy into exactly that.`],
      [P.previousJob, c.previous && `My time ${c.previous.employer ? `at ${c.previous.employer}` : `as ${article(c.previous.role)} ${c.previous.role}`} broadened my perspective even further.`],
      [F + 2, 'I find both real challenges and real human connections in this work, and I love that balance.'],
    ),
    paragraph(
      [P.core, c.achievements.length > 0 ? `What I can bring next is concrete results: ${results(c.achievements.slice(0, 2))}.` : 'What I can bring next is hands-on experience and a real desire to do things well.'],
      [P.degree, c.degree && `My ${c.degree.degree} also gave me a solid way of working.`],
      [P.languages, c.languages.length > 0 && `I also speak ${list(c.languages)}.`],
      [P.otherSkills, c.otherSkills.length > 0 && `I also have skills in ${list(c.otherSkills.slice(0, 3))} that I'd be glad to put to work for you.`],
      [F + 3, 'I always try to deliver work that is careful, useful and clearly explained.'],
    ),
    paragraph(
      [P.core, 'Finally, what I hope to build with you is a lasting collaboration, in which I can grow while moving forward the projects entrusted to me.'],
      [P.emphasis, c.emphasis.length > 0 && `And if I could add just one more point: ${list(c.emphasis)}.`],
      [P.softSkills, c.softSkills.length > 0 && `I'll rely on qualities that really reflect who I am: ${list(c.softSkills)}.`],
      [F + 1, 'I love the idea of joining a team where successes and setbacks are shared.'],
      [F + 4, "I'm certain we could do great things together."],
      [F + 7, "I also know it takes time to understand an organisation properly, and I'm ready to take that time."],
      [F + 8, 'For me, a supportive yet demanding environment is the best way to grow.'],
      [F + 9, 'Every new project is a chance to challenge myself and learn.'],
    ),
    paragraph(
      [P.core, "I'd be delighted to meet you and talk it through in person."],
      [F + 5, 'Thanks for reading, and I hope to speak with you soon.'],
    ),
  ];
}

/** English, friendly tone: warm and personable. */
export const ENGLISH_FRIENDLY: ToneBook = {
  variants: [warmClassic, storyFirst, threeReasons],
  extra: [
    "I love learning from the people around me, and I'm sure I'd have a lot to discover alongside your team.",
    'I always remember that behind every project there are people it needs to help.',
    'I believe a friendly atmosphere and ambitious goals go perfectly well together.',
    'I put my whole heart into what I do, and I love seeing projects move forward as a team.',
    'The idea of discovering new topics and new ways of working genuinely excites me.',
    "I enjoy sharing what I know and learning from people who see things differently.",
    'I look forward to new environments and enjoy understanding how everyone works.',
    "This role would be a wonderful next step, and I'd love to take it with your team.",
  ],
};
