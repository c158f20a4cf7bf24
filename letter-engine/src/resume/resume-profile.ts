import type { Language } from '../rules/limits.ts';

/** One job, as the CV states it; fields the CV does not give are null. */
export type ResumeJob = {
  title: string;
  employer: string | null;
  place: string | null;
  /** The dates as written ('2021 – aujourd'hui', 'mars 2019 - juin 2021'). */
  period: string | null;
  startYear: number | null;
  /** null when the job is current or the CV gives no end. */
  endYear: number | null;
  current: boolean;
  /** The job's bullets or sentences, in the CV's words, in the CV's order. */
  achievements: string[];
};

export type ResumeDegree = { degree: string; school: string | null; year: number | null };

/**
 * A spoken language and its level exactly as the CV writes it ('courant', 'B2', 'professionnel
 * (TOEIC 880)'). `language` is the name as written, in lower case ('anglais', 'english'); `code`
 * is its ISO 639 code ('en'), so a letter can name it in its own language (see languageName).
 */
export type ResumeLanguage = { language: string; code: string | null; level: string | null };

/**
 * The facts of a CV that a letter may use, read by analyzeResume (resume/analyze-resume.ts) from
 * headed, bulleted, prose and LinkedIn-style CVs. An age, a driving licence or a certificate is
 * never a job title or a skill; anything the parser is unsure of is left out rather than guessed.
 */
export type ResumeProfile = {
  /** The CV's language; null when too short or mixed to tell. */
  language: Language | null;
  name: string | null;
  /** Grammatical gender the CV shows ('infirmière', 'Je suis diplômée'), for French agreement. */
  gender: 'feminine' | 'masculine' | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  /** The title line under the name ('Infirmière diplômée d'État'), when there is one. */
  headline: string | null;
  /** Most recent first. */
  jobs: ResumeJob[];
  education: ResumeDegree[];
  /** Degrees the CV dates to end after today ('2023 – 2027   BSc (Hons) Quantity Surveying'): under way, never held. */
  degreesUnderWay: string[];
  /** 'TOEIC 880', 'CACES R489 cat. 1, 3, 5', 'AFGSU niveau 2', 'PSC1'. */
  certificates: string[];
  languages: ResumeLanguage[];
  /** 'Permis B', 'Driving licence'. */
  licences: string[];
  /** Skills and tools the CV claims, as written (skills section first, then those named in jobs). */
  skills: string[];
  /** Soft skills the CV claims ('rigueur', 'sens du service'). */
  softSkills: string[];
  /** The candidate's own first-person sentences of the profile and prose parts ('Je souhaite exercer en pédiatrie.'). */
  statements: string[];
  /** The education section's lines as written ('Stage de 10 semaines en pédiatrie, CHU de Brest'), and a prose CV's sentences about its placements. */
  trainingLines: string[];
  /** Stated ('5 ans d'expérience') or counted from the jobs' years; null when neither. */
  yearsOfExperience: number | null;
};
