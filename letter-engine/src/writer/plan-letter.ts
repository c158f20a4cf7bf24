import type { ConceptFact, EvidenceFact, JobFact, LetterFacts } from './letter-facts.ts';
import { MEASURED_RESULT } from './result-line.ts';

/**
 * Which of the three versions, how many CV facts to tell (the writer asks for more while a letter is
 * short), and whether to add the CV's facts the posting did not ask about.
 */
export type PlanOptions = { variant: 0 | 1 | 2; size: number; extended: boolean };

/**
 * The letter's argument, chosen before any sentence is written: the CV facts that answer the posting,
 * strongest first (a figure, then the must-haves it covers that no earlier fact covered), and the
 * earlier jobs worth a line. Every item is a CV fact; nothing here is worded yet. The three versions
 * argue differently: the first retells the CV's facts, the second opens on a measured result, the
 * third answers the posting's must-haves one by one ('l'encaissement, que vous demandez, …').
 */
export type LetterPlan = {
  /** The job the letter introduces the candidate by (the most recent one with a title or an employer). */
  lead: JobFact | null;
  /** A measured result the letter opens on (the second version), told before the rest. */
  opener: EvidenceFact | null;
  evidence: EvidenceFact[];
  /** Must-haves answered by naming them with where the CV shows them (second and third versions). */
  concepts: ConceptFact[];
  /** Qualifications before the argument (the third version). */
  qualificationsFirst: boolean;
  extended: boolean;
};

/** How many CV facts a version starts with, before the writer asks for more. */
export const BASE_SIZE = 3;

function gain(fact: EvidenceFact, coveredConcepts: Set<string>, coveredStems: Set<string>): number {
  const concepts = fact.answers.concepts.filter((concept) => !coveredConcepts.has(concept)).length;
  const stems = fact.answers.stems.filter((stem) => !coveredStems.has(stem)).length;
  return concepts * 3 + stems + (fact.figure ? 5 : 0);
}

/**
 * The CV facts in the order a letter should tell them: greedy cover first (each pick answers most of
 * what the posting asks and earlier picks left unanswered), then the facts that answer nothing, the
 * most recent job's first.
 */
export function rankEvidence(facts: readonly EvidenceFact[], emphasised: ReadonlySet<number> = new Set()): EvidenceFact[] {
  const coveredConcepts = new Set<string>();
  const coveredStems = new Set<string>();
  const ranked: EvidenceFact[] = [];
  for (;;) {
    let best: EvidenceFact | null = null;
    let bestGain = 0;
    for (const fact of facts) {
      if (ranked.includes(fact)) continue;
      const value = gain(fact, coveredConcepts, coveredStems);
      if (value > bestGain) {
        best = fact;
        bestGain = value;
      }
    }
    if (best === null) break;
    ranked.push(best);
    best.answers.concepts.forEach((concept) => coveredConcepts.add(concept));
    best.answers.stems.forEach((stem) => coveredStems.add(stem));
  }
  const all = [...ranked, ...facts.filter((fact) => !ranked.includes(fact))];
  // What the user asked to put forward comes first, in every version.
  return [...all.filter((fact) => emphasised.has(fact.id)), ...all.filter((fact) => !emphasised.has(fact.id))];
}

/**
 * A job's strongest facts, at most MAX_FACTS_PER_JOB of them: a paragraph of seven bullets of one job
 * reads as the CV pasted in, and a longer letter then takes another job's facts instead.
 */
export const MAX_FACTS_PER_JOB = 5;

function fewPerJob(pool: readonly EvidenceFact[]): EvidenceFact[] {
  const count = new Map<JobFact, number>();
  return pool.filter((fact) => {
    const told = count.get(fact.job) ?? 0;
    count.set(fact.job, told + 1);
    return told < MAX_FACTS_PER_JOB;
  });
}

// Rule 'volunteering never leads a paid career': 'Bénévole en soutien scolaire' (an engineer turned maths teacher's CV),
// 'Volunteer' at a wildlife park (a farm hand's): the letter says who the candidate is by their paid job when they
// have one; the volunteering is told among the facts.

export function planLetter(facts: LetterFacts, options: PlanOptions): LetterPlan {
  const { variant, size } = options;
  const sayable = (job: JobFact): boolean => job.title !== null || job.employer !== null;
  const lead = facts.jobs.find((job) => sayable(job) && !job.volunteer) ?? facts.jobs.find(sayable) ?? null;
  const ranked = rankEvidence(facts.evidence, facts.emphasised);
  const opener = variant === 1 ? (ranked.find((fact) => MEASURED_RESULT.test(fact.text)) ?? null) : null;
  // The first version tells the strongest facts; the others name the must-haves and tell the facts the first left out.
  const concepts = variant === 0 ? [] : facts.concepts;
  const named = new Set(concepts.map((concept) => concept.label));
  const first = ranked.filter((fact) => facts.emphasised.has(fact.id));
  const pool = variant === 0
    ? ranked
    : [...first, ...ranked.slice(BASE_SIZE).filter((fact) => !first.includes(fact)), ...ranked.slice(0, BASE_SIZE).filter((fact) => !first.includes(fact))].filter((fact) => fact !== opener && (fact.figure || !(fact.answers.concepts.length > 0 && fact.answers.concepts.every((concept) => named.has(concept)))));
  const evidence = fewPerJob(pool).slice(0, Math.max(0, size - (variant === 0 ? 0 : 1)));
  // Facts of one job stay together, the lead job's first.
  const order = new Map(facts.jobs.map((job, index) => [job, index]));
  const asked = (fact: EvidenceFact): number => (facts.emphasised.has(fact.id) ? 0 : 1);
  evidence.sort((a, b) => asked(a) - asked(b) || (order.get(a.job) ?? 0) - (order.get(b.job) ?? 0) || ranked.indexOf(a) - ranked.indexOf(b));
  return { lead, opener, evidence, concepts, qualificationsFirst: variant === 2 || facts.required.length > 0, extended: options.extended };
}
