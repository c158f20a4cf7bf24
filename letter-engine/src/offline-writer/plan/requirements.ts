import { casedNormally } from '../../ats/normal-case.ts';
import type { PostingProfile } from '../../posting/posting-profile.ts';
import type { Language } from '../../rules/limits.ts';
import { textFeatures, type TextFeatures } from './text-features.ts';

/** Where a posting line comes from: what the candidate must have, what the job does, what is a plus. */
export type RequirementKind = 'required' | 'mission' | 'nice';

/** One line of the posting that a letter can answer, with how much it matters. */
export type Requirement = {
  id: number;
  kind: RequirementKind;
  text: string;
  features: TextFeatures;
  /** Importance: required lines before missions before nice-to-haves, raised by how often the posting comes back to the same subject. */
  weight: number;
  /** '3 ans d'expérience', '2+ years of experience': the years asked, else null. */
  yearsAsked: number | null;
  /** The posting's language, null when it cannot tell: 'newsletter' is a verb's shape only in French. */
  language: Language | null;
};

const KIND_WEIGHT: Record<RequirementKind, number> = { required: 3, mission: 2.5, nice: 1 };
const YEARS_ASKED = /(\d{1,2})\s*(?:\+\s*)?(?:ans|années|an|years?|yrs)\b/i;

function sharesSubject(a: TextFeatures, b: TextFeatures): boolean {
  for (const match of a.index.matches) if (b.index.labels.has(match.entry.label)) return true;
  let shared = 0;
  for (const stem of a.stems) if (b.stems.has(stem)) shared += 1;
  return shared >= 2;
}

/**
 * Ranks the posting's lines the letter may answer. A line's weight is its section's (required 3,
 * mission 2.5, nice-to-have 1) plus half a point for every other line on the same subject (up to
 * 2): a posting centred on A/B tests mentions them in its title, missions and profile alike, and
 * the letter should argue that first. Returned by decreasing weight, posting order breaking ties.
 */
export function rankRequirements(posting: PostingProfile): Requirement[] {
  const lines: Array<{ kind: RequirementKind; text: string }> = [
    ...posting.required.map((text) => ({ kind: 'required' as const, text })),
    ...posting.missions.map((text) => ({ kind: 'mission' as const, text })),
    ...posting.niceToHave.map((text) => ({ kind: 'nice' as const, text })),
  ].map((line) => ({ ...line, text: casedNormally(line.text) }));
  const features = lines.map((line) => textFeatures(line.text));
  const title = textFeatures(posting.position ?? '');
  const requirements = lines.map((line, id): Requirement => {
    const own = features[id] as TextFeatures;
    const echoes = features.filter((other, at) => at !== id && sharesSubject(own, other)).length + (sharesSubject(own, title) ? 1 : 0);
    const years = YEARS_ASKED.exec(line.text);
    return {
      id,
      kind: line.kind,
      text: line.text,
      features: own,
      weight: KIND_WEIGHT[line.kind] + Math.min(2, echoes * 0.5),
      yearsAsked: years && /exp|years|ans|années/i.test(line.text) ? Number(years[1]) : null,
      language: posting.language,
    };
  });
  return requirements.sort((a, b) => b.weight - a.weight || a.id - b.id);
}
