import type { FactBook } from '../tone-book.ts';
import { position } from './grammar.ts';

const when = (period: string | null): string => (period === null ? '' : ` (${period})`);

/** English sentences stating degrees, languages, certificates and licences, shared by the three tones. */
export const ENGLISH_FACTS: FactBook = {
  education: [
    (_, d) => `I hold ${d.degree}${d.asked ? ', in line with the qualification you ask for' : ''}.`,
    (_, d) => `My education, ${d.degree}, ${d.asked ? 'matches the level the role requires' : 'underpins this practical experience'}.`,
    (_, d) => `I earned ${d.degree}${d.asked ? ', which meets your degree requirement' : ''}.`,
    (_, d) => `On the academic side, I hold ${d.degree}.`,
  ],
  languages: [
    (_, l) => `I speak ${l.list}.`,
    (_, l) => `In terms of languages, I also work in ${l.list}.`,
    // 'Beyond English' cannot open a list holding English: a CV written in French lists it among the others.
    (_, l) => (/\bEnglish\b/.test(l.list) ? `As for languages, I speak ${l.list}.` : `Beyond English, I speak ${l.list}.`),
  ],
  certificates: [
    (_, l) => `My credentials include ${l.list}.`,
    (_, l) => `I can also show ${l.list} on my CV.`,
    (_, l) => `My certifications include ${l.list}.`,
  ],
  qualities: [
    (_, q) => `People often describe me as ${q.list}.`,
    (_, q) => `I am ${q.list}, and it shows in my everyday work.`,
    (_, q) => `By nature I am ${q.list}.`,
  ],
  contexts: [
    (_, x) => `Your advertisement also mentions ${x.list}, ${x.items.length > 1 ? 'which are' : 'which is'} part of my experience.`,
    (_, x) => `I have hands-on experience of ${x.list}, which your advertisement also mentions.`,
    (_, x) => `${x.list.charAt(0).toUpperCase()}${x.list.slice(1)} ${x.items.length > 1 ? 'are' : 'is'} familiar ground for me.`,
    (_, x) => `I know ${x.list} from my own work.`,
  ],
  workplace: [
    (_, w) => (w.current ? `I currently work at ${w.employer}${when(w.period)}.` : `I also worked at ${w.employer}${when(w.period)}.`),
    (_, w) => (w.current ? `Today I work at ${w.employer}${when(w.period)}.` : `My experience also includes ${w.employer}${when(w.period)}.`),
    (_, w) => (w.current ? `My current workplace is ${w.employer}${when(w.period)}.` : `Before that, I worked at ${w.employer}${when(w.period)}.`),
  ],
  moreContexts: [
    (_, x) => `My day-to-day work has also covered ${x.list}, as your advertisement asks.`,
    (_, x) => `${x.list.charAt(0).toUpperCase()}${x.list.slice(1)}: ${x.items.length > 1 ? 'these are' : 'this is'} also part of what I have done on the job.`,
    (_, x) => `Your advertisement also names ${x.list}, which I know from my own work as well.`,
  ],
  // Said of this post by its title: the same hours stated alone would read alike in every candidate's letter.
  schedule: [
    (c, w) => `Working ${w.list}, as ${position(c)} requires, is no problem for me.`,
    (c, w) => `The hours of ${position(c)} include ${w.list}, and that suits me.`,
    (c, w) => `I am available to work ${w.list}, as ${position(c)} asks.`,
  ],
  echo: [
    (_, e) => `According to your advertisement, the person you hire will also ${e.mission}.`,
    (_, e) => `As you describe it, the role also asks its holder to ${e.mission}.`,
    (_, e) => `Your advertisement adds that the post involves being ready to ${e.mission}.`,
  ],
  licences: [
    (_, l) => `I hold ${l.list}.`,
    (_, l) => `I also hold ${l.list}, useful for travel between sites.`,
    (_, l) => `For mobility, I hold ${l.list}.`,
  ],
};
