/** Lower-cased, accent-free form of a skill, so 'Accessibilité' in the CV matches 'accessibilite' in the offer. */
function normalise(skill: string): string {
  return skill.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();
}

/** The offer's keywords that the CV's skills cover, in the offer's order. */
export function matchedKeywords(cvSkills: readonly string[], offerKeywords: readonly string[]): string[] {
  const inCv = new Set(cvSkills.map(normalise));
  return offerKeywords.filter((keyword) => inCv.has(normalise(keyword)));
}

/** Share of the offer's keywords found in the CV, from 0 to 1 (0 when the offer lists none). */
export function matchRatio(cvSkills: readonly string[], offerKeywords: readonly string[]): number {
  if (offerKeywords.length === 0) return 0;
  return matchedKeywords(cvSkills, offerKeywords).length / offerKeywords.length;
}
