import type { Phrase } from './phrase-picker.ts';

/** One point of the argument, ready to phrase: what the posting asks, the CV fact as a first-person clause, and where. */
export type Point = {
  /** The shared subjects, one per item, for phrasings that need each with its own preposition. */
  topics: readonly string[];
  /** The shared subjects as a bare list: 'React et TypeScript', 'gestion des stocks'. */
  topic: string;
  /** The same with French articles where they belong: 'la gestion des stocks', 'React et la gestion de projet'. */
  topicArt: string;
  /** The fact as a first-person clause starting in lower case: 'j'ai mené la refonte…', 'I built…'. */
  clause: string;
  /** Where it happened, lower case: 'chez Cloudia', 'at Tesco', 'dans mon poste d'infirmière'. */
  at: string;
  /** The concepts the clause names when it names nothing else (a fact resting in this version); null for a quoted fact. */
  concepts: readonly string[] | null;
  /** The fact carries a measured result (a figure that is not a year). */
  figure: boolean;
  /** The posting's mission this point answers, as a verb phrase ('concevoir de nouvelles fonctionnalités'); null for a requirement line. */
  need: string | null;
  /** Clause and place in the order that reads best: the place last after a short clause, first before a long one. */
  told: string;
};

/** The candidate's most recent job, for the sentence saying who writes. */
export type Identity = { title: string; employer: string | null; years: number | null; current: boolean };

/**
 * The phrasings of one tone in one language, by what each sentence does in the letter. Every
 * pool holds at least three phrasings (one per version, see phrase-picker.ts), and three more
 * for each further use in one letter: `argument` and `result` are used up to four times.
 */
export type ToneBook = {
  opening: ReadonlyArray<Phrase>;
  identity: ReadonlyArray<Phrase<Identity>>;
  /** An earlier job: its title, where, and when as the CV writes it ('Sep 2020 – Dec 2021'). */
  previousJob: ReadonlyArray<Phrase<{ title: string; employer: string | null; period: string | null }>>;
  resultHook: ReadonlyArray<Phrase<Point>>;
  companyFact: ReadonlyArray<Phrase<{ fact: string }>>;
  /** Why this post, from what the posting says of it (title, place, contract). */
  motivation: ReadonlyArray<Phrase>;
  companySubjects: ReadonlyArray<Phrase<{ subjects: string; items: readonly string[] }>>;
  argument: ReadonlyArray<Phrase<Point>>;
  /** Arguments that first restate the mission (`need`) the fact answers. */
  argumentForNeed: ReadonlyArray<Phrase<Point & { need: string }>>;
  result: ReadonlyArray<Phrase<Point>>;
  /** A skill the CV lists, in the job where it was practised: for CVs without bullets. */
  practice: ReadonlyArray<Phrase<{ skill: string; skillArt: string; at: string; plural: boolean }>>;
  years: ReadonlyArray<Phrase<{ have: number; asked: number | null }>>;
  askedSkills: ReadonlyArray<Phrase<{ list: string; bare: string; items: readonly string[]; plural: boolean }>>;
  otherSkills: ReadonlyArray<Phrase<{ list: string; bare: string; items: readonly string[] }>>;
  mission: ReadonlyArray<Phrase<{ mission: string; asset: string | null }>>;
  softSkills: ReadonlyArray<Phrase<{ items: readonly string[] }>>;
  emphasis: ReadonlyArray<Phrase<{ point: string }>>;
  /** How to reach the candidate, from the CV: a phone, an e-mail, the city. */
  contact: ReadonlyArray<Phrase<{ phone: string | null; email: string | null; city: string | null }>>;
  closing: ReadonlyArray<Phrase>;
  thanks: ReadonlyArray<Phrase>;
  /** Sentences that hold no fact: used only to reach 300 words, never two in a row. */
  stock: ReadonlyArray<Phrase>;
};

/** Sentences stating qualifications, the same in every tone of a language. */
export type FactBook = {
  /** The degree with its article and school: 'un Master Informatique (Université Lyon 1)', 'an MSc in…'. */
  education: ReadonlyArray<Phrase<{ degree: string; asked: boolean }>>;
  /** `list` with articles where the language needs them ("l'anglais"), `bare` without ("anglais"). */
  languages: ReadonlyArray<Phrase<{ list: string; bare: string }>>;
  certificates: ReadonlyArray<Phrase<{ list: string; plural: boolean }>>;
  /** Qualities the CV gives as adjectives, as written ('rapide et souriante'): said as what the candidate is. */
  qualities: ReadonlyArray<Phrase<{ list: string }>>;
  /** The posting's contexts of work the CV also names ('la saison', 'le service en terrasse'): experience, never mastery. `list` with articles where the language needs them. */
  contexts: ReadonlyArray<Phrase<{ list: string; items: readonly string[] }>>;
  /** A second group of the posting's contexts the CV names, in other words than `contexts`, one phrasing per version. */
  moreContexts: ReadonlyArray<Phrase<{ list: string; items: readonly string[] }>>;
  /** The posting's working times the CV also names ('weekends', 'le week-end et de nuit'): fit with the hours, never a past claim. */
  schedule: ReadonlyArray<Phrase<{ list: string }>>;
  /** The licences with their article: 'le permis B', 'a full UK driving licence'. */
  licences: ReadonlyArray<Phrase<{ list: string }>>;
  /**
   * A mission of the posting the CV does not back, said of the post and never of the candidate
   * ('Selon votre annonce, la personne recrutée devra …'): a thin letter's words before any stock sentence.
   */
  echo: ReadonlyArray<Phrase<{ mission: string }>>;
  /**
   * A job of a CV in the other language, told by where and when only ('J'ai aussi travaillé chez
   * Swissport (2021 – 2022).'): its title, in the other language, is never pasted.
   */
  workplace: ReadonlyArray<Phrase<{ employer: string; period: string | null; current: boolean }>>;
};
