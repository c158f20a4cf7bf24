import type { Reading } from '../writer/reading.ts';
import { emphasisPoints } from '../writer/letter-facts.ts';
import { statedExperience, type StatedExperience } from '../writer/stated-experience.ts';
import { evidenceFor, type CvEvidence } from './must-have-evidence.ts';

/** An ask (a must-have, or a point the user asked to put forward) and the CV lines that answer it. */
export type PlannedPair = { ask: string; evidence: CvEvidence[] };

/**
 * The plan the model writes from, read from the same Reading as the offline writer's: each must-have
 * with the CV lines that answer it, the must-haves the CV does not support (never claimed), the years
 * of experience as the CV states them (never recounted), and the user's points ('Points à mettre en
 * avant'), each with the CV lines it names (a fact to tell) or none (a wish to say as one). Plain data:
 * it crosses from the engine's worker to the model writer.
 */
export type PromptPlan = {
  supported: PlannedPair[];
  unsupported: string[];
  experience: StatedExperience | null;
  points: PlannedPair[];
};

/** The plan of one letter (see PromptPlan). */
export function promptPlan(reading: Reading, emphasis: string | null): PromptPlan {
  const mustHaves = evidenceFor(reading, reading.posting.required).filter((mustHave) => mustHave.checkable);
  return {
    supported: mustHaves.filter((mustHave) => mustHave.evidence.length > 0).map((mustHave) => ({ ask: mustHave.requirement, evidence: mustHave.evidence })),
    unsupported: mustHaves.filter((mustHave) => mustHave.evidence.length === 0).map((mustHave) => mustHave.requirement),
    experience: statedExperience(reading.resumeText, reading.statedYears),
    points: evidenceFor(reading, emphasisPoints(emphasis)).map((point) => ({ ask: point.requirement, evidence: point.evidence })),
  };
}
