import type { ResumeDegree, ResumeJob } from '../resume/resume-profile.ts';
import type { SpokenLanguage } from './plan/spoken-languages.ts';

/** What turns the plan's facts into one language's phrases, whatever the tone. */
export type LanguageKit = {
  /** A CV bullet written in the letter's language as a first-person clause (see french/evidence-clause.ts). */
  clause: (bullet: string, options: { current: boolean; turn: number }) => string | null;
  /** A first-person clause naming only concepts, for a bullet in another language: 'j'ai travaillé avec SQL et Power BI'. */
  conceptClause: (concepts: readonly string[], turn: number) => string;
  /** Where a job happened: 'chez Cloudia', 'at Tesco'; a title in another language than the letter is not shown. */
  at: (job: ResumeJob | null, showTitle: boolean) => string;
  /** The same job named again: 'dans ce poste', 'in that role'. */
  atAgain: string;
  /** Where a fact of no particular job happened, a different wording each time: 'au cours de mon parcours', 'sur le terrain'. */
  atCareer: readonly string[];
  /** What the candidate brings to a mission: 'mon expérience chez Cloudia'. */
  asset: (job: ResumeJob | null, showTitle: boolean) => string | null;
  /** A sentence of the company's presentation as a clause after 'que' / 'that'. */
  companyFact: (sentence: string, company: string | null) => string | null;
  /** A mission line as a verb phrase the candidate can promise: 'concevoir…', 'prendre en charge la gestion des stocks'. */
  mission: (line: string) => string | null;
  list: (items: readonly string[]) => string;
  /** True when the items, as a subject, take a plural verb: several items, or one plural noun ('les transmissions', 'inbound calls'). */
  plural: (items: readonly string[]) => boolean;
  listWithArticles: (items: readonly string[]) => string;
  /** The degree with its article, the school in brackets; null for a degree named in another language that has no translation. */
  degree: (degree: ResumeDegree, sameLanguage: boolean) => string | null;
  languages: (spoken: readonly SpokenLanguage[]) => { list: string; bare: string };
  licences: (licences: readonly string[]) => string;
};
