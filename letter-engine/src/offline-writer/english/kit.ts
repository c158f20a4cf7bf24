import { indexText } from '../../ats/text-index.ts';
import type { LanguageKit } from '../language-kit.ts';
import { englishClause } from './evidence-clause.ts';
import { article, list, pluralItems } from './grammar.ts';
import { englishCompanyFact, englishMission } from './posting-phrases.ts';

const CONCEPT_CLAUSES = [(x: string) => `I put ${x} into practice`, (x: string) => `I worked on ${x}`, (x: string) => `I practised ${x} day to day`];

/** The English phrase makers for the offline writer. */
export const ENGLISH_KIT: LanguageKit = {
  clause: englishClause,
  conceptClause: (concepts, turn) => (CONCEPT_CLAUSES[turn % CONCEPT_CLAUSES.length] ?? String)(list(concepts)),
  atAgain: 'in that same role',
  atCareer: ['in my career so far', 'on the job', 'day to day'],
  at: (job, showTitle) => {
    if (job === null) return 'in my career so far';
    if (job.employer !== null) return `at ${job.employer}`;
    if (!showTitle) return job.current ? 'in my current role' : 'in my previous role';
    return `as ${article(job.title)} ${job.title}`;
  },
  asset: (job, showTitle) =>
    job === null ? null : job.employer !== null ? `my experience at ${job.employer}` : showTitle ? `my experience as ${article(job.title)} ${job.title}` : 'my experience',
  companyFact: englishCompanyFact,
  mission: (line) => {
    const mission = englishMission(line);
    if (mission === null) return null;
    return mission.form === 'verb' ? mission.text : `take on ${mission.text}`;
  },
  list,
  plural: pluralItems,
  listWithArticles: list,
  degree: (degree, sameLanguage) => {
    let name = degree.degree;
    if (!sameLanguage) {
      const [match] = indexText(name).matches;
      if (match === undefined || match.entry.kind !== 'diploma') return null;
      name = match.entry.labelEn ?? match.entry.label;
    }
    // 'GCSEs', 'A-levels in PE and Biology' are several exams: no 'a'.
    const several = /^(?:GCSEs|A[- ]levels|AS[- ]levels|Highers|Scottish Highers)\b/iu.test(name);
    return `${several ? '' : `${article(name)} `}${name}${degree.school === null ? '' : ` from ${degree.school}`}`;
  },
  languages: (spoken) => {
    const text = list(spoken.map((item) => `${item.name}${item.level === null ? '' : ` (${item.level})`}`));
    return { list: text, bare: text };
  },
  licences: (licences) => list(licences.map((licence) => (/permis/i.test(licence) ? `a driving licence (${licence.replace(/^permis\s*/i, 'category ')})` : `a ${licence.replace(/^a\s+/i, '')}`))),
};
