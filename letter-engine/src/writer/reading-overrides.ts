import type { ParsedPosting } from '../posting/parse-posting.ts';
import type { PostingProfile } from '../posting/posting-profile.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';
import { foldText } from '../text/fold.ts';

/**
 * What the user corrected of the reading on the generator's first two steps (docs/decisions.md): the
 * company, the position and the candidate's name as they should be, the posting's requirements
 * they unticked, and for a requirement the CV line they chose to argue. Every field is optional:
 * without it, the reading decides.
 */
export type ReadingOverrides = {
  company?: string | undefined;
  position?: string | undefined;
  candidateName?: string | undefined;
  /** Requirements as read (a line of PostingProfile.required or niceToHave) the letter must not argue. */
  droppedRequirements?: readonly string[] | undefined;
  /** A requirement as read and the CV line, as the CV writes it, to argue it with. */
  chosenFacts?: ReadonlyArray<{ requirement: string; fact: string }> | undefined;
};

function filled(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function droppedSet(overrides: ReadingOverrides): Set<string> {
  return new Set((overrides.droppedRequirements ?? []).map((requirement) => foldText(requirement.trim())));
}

/** Who hires and for what, as the user corrected them: the ATS analysis and the letter's title read these. */
export function correctedNames<T extends ParsedPosting>(posting: T, overrides: ReadingOverrides): T {
  return { ...posting, company: filled(overrides.company) ?? posting.company, position: filled(overrides.position) ?? posting.position };
}

/** The posting as the user corrected it: their company and position, the unticked requirements gone. */
export function correctedPosting(posting: PostingProfile, overrides: ReadingOverrides): PostingProfile {
  const dropped = droppedSet(overrides);
  const kept = (items: readonly string[]) => items.filter((item) => !dropped.has(foldText(item.trim())));
  return {
    ...correctedNames(posting, overrides),
    required: kept(posting.required),
    niceToHave: kept(posting.niceToHave),
  };
}

/** The CV as the user corrected it: the name they gave signs the letter. */
export function correctedResume(resume: ResumeProfile, overrides: ReadingOverrides): ResumeProfile {
  return { ...resume, name: filled(overrides.candidateName) ?? resume.name };
}

/**
 * The posting's text without the unticked requirements, so that nothing read from the whole text
 * (the tools and languages it names, its working times) argues them again. Plain substring removal:
 * linear in the text for each requirement, whose count the request caps.
 */
export function withoutDropped(postingText: string, overrides: ReadingOverrides): string {
  let text = postingText;
  for (const requirement of overrides.droppedRequirements ?? []) {
    const wording = requirement.trim();
    if (wording.length > 0) text = text.split(wording).join(' ');
  }
  return text;
}

/** The CV lines the user chose to argue a requirement with, folded for comparison with the CV's own lines. */
export function chosenLines(overrides: ReadingOverrides): Set<string> {
  return new Set((overrides.chosenFacts ?? []).map((choice) => foldText(choice.fact.trim())).filter((fact) => fact.length > 0));
}
