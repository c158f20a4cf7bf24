import type { Tone } from '../rules/limits.ts';
import type { EvidenceFact, JobFact, LetterFacts, LetterMove } from './letter-facts.ts';

/** Who writes and how: the tone, which version, and the seed that picks among a block's phrasings. */
export type Style = { tone: Tone; variant: 0 | 1 | 2; seed: number };

/**
 * One language's sentences, one per kind of fact. Each takes typed values and returns a sentence, or
 * null when a value it needs is missing: a sentence is never written with an empty slot. Every
 * sentence carries a fact of this candidate or this posting (a name, a date, a CV line), so no two
 * candidates' letters share one.
 */
export type Voice = {
  opening(facts: LetterFacts, style: Style): string;
  /** Opens the letter on a result (the second version): the result, then why it is told. */
  resultOpening(facts: LetterFacts, fact: EvidenceFact, style: Style): string[] | null;
  identity(facts: LetterFacts, job: JobFact, style: Style): string | null;
  /**
   * The opening sentence with the CV's years of experience joined to it, when no job can introduce the candidate (a CV
   * in the other language): alone, 'I have eight years of experience.' would be any candidate's sentence.
   */
  withExperience(facts: LetterFacts, opening: string): string | null;
  careerChange(facts: LetterFacts): string | null;
  /**
   * The sentence with where the candidate lives, the post's town, joined to it ('…since 2022; I live in Leeds, where the
   * role is based.'); null when it cannot take one more clause.
   */
  local(place: string, sentence: string): string | null;
  /** The move to the post's town the CV states ('Je m'installe à Tours en janvier 2027.', 'I have lived in York since September 2026.'). */
  move(move: LetterMove, style: Style): string;
  /** A CV bullet told in the first person; `first` when it is the first fact told of its job. */
  evidence(fact: EvidenceFact, first: boolean, turn: number, style: Style): string | null;
  /**
   * A fact's sentence led by its job's title, for a job with no employer told after another job ('Lorsque j'étais grutier
   * intérimaire, j'ai…'); null when the sentence cannot take it (it does not open on the candidate) or the job has no title
   * that reads as one. The candidate's own sentence stands as written.
   */
  titled(fact: EvidenceFact, sentence: string): string | null;
  /** The posting's must-haves named, each group with the job where the CV shows them. */
  concepts(job: JobFact, labels: readonly string[], style: Style): string | null;
  /**
   * What a job of a CV in the other language involved, by the dictionary's names of its tools ('SQL') and of the
   * skills its duties show ('l'audit de nuit' for 'night audits'); `turn` counts the jobs told so, each in another
   * phrasing.
   */
  practised(job: JobFact, tools: readonly string[], skills: readonly string[], turn: number, style: Style): string | null;
  earlier(jobs: readonly JobFact[], style: Style): string | null;
  /** A sentence of the candidate's own, quoted whole. */
  quote(sentence: string): string;
  /** A training placement line told as done ('J'ai effectué un stage de 10 semaines en pédiatrie.'). */
  placement(line: string, style: Style): string | null;
  /** What the posting asks that the CV holds: tools, credentials, diploma, languages (one or two sentences). */
  qualifications(facts: LetterFacts, style: Style): string[];
  /** The last paragraph: thanks for this application, when the candidate can start, how to reach them. */
  closing(facts: LetterFacts, style: Style): string[];
  /**
   * The frame a CV line of duties is quoted in as it stands, without articles ('my work includes…', 'mes missions
   * comprenaient : …'): said twice of one job, it reads as a form filled in (the panel: 'My work includes' four times
   * in one letter, 'Mes missions comprenaient' twice in another).
   */
  listFrame: RegExp;
  /** The frame a CV line of figures is quoted in ('At X, in figures: …', result-line.ts): once a job, for the same reason. */
  resultFrame: RegExp;
};

/** Fewer words than this and a fact's sentence names its job, so no two candidates write the same one. */
export const MIN_WORDS_ALONE = 8;

/** One of a block's phrasings: the three versions of a generation take three different ones. */
export function choose<T>(options: readonly T[], style: Style, key: string): T {
  let hash = style.seed >>> 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const base = hash % options.length;
  return options[(base + style.variant) % options.length] as T;
}

/** The phrasings turned by `turn`, so that the jobs told one after another in one block are not told alike. */
export function byTurn<T>(options: readonly T[], turn: number): T[] {
  const at = turn % options.length;
  return [...options.slice(at), ...options.slice(0, at)];
}
