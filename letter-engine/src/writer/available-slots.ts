import type { Language } from '../rules/limits.ts';

type Slot = 'weekend' | 'saturday' | 'sunday' | 'evening' | 'night';

// 'Disponible tous les samedis et dimanches', 'dispo tous les week-ends', 'Available every weekend and evening':
// the times a CV or the user's points say the candidate is free, in either language.
// After an article the word describes a thing, not the candidate: 'ran a free Saturday running club' says nothing of
// the candidate's weekends.
const FREE = /(?<!\b(?:a|an|the|our|my|their|un|une|des|les|nos|mes)\s)\b(?:disponibles?|dispo|available|free)\b([^.\n]{0,40})/giu;
// One day is no weekend: 'dispo le samedi' (a florist's points) said 'je peux travailler le week-end', which the panel
// read as false.
const SLOTS: ReadonlyArray<[Slot, RegExp]> = [
  ['weekend', /\b(?:week-?ends?|samedis?(?: et (?:les )?dimanches?)|saturdays?(?: and sundays?))\b/iu],
  ['saturday', /\b(?:samedis?|saturdays?)\b/iu],
  ['sunday', /\b(?:dimanches?|sundays?)\b/iu],
  ['evening', /\b(?:soirs?|soirées?|evenings?)\b/iu],
  ['night', /\b(?:nuits?|nights?)\b/iu],
];
const SAID: Record<Language, Record<Slot, string>> = {
  french: { weekend: 'le week-end', saturday: 'le samedi', sunday: 'le dimanche', evening: 'le soir', night: 'de nuit' },
  english: { weekend: 'at weekends', saturday: 'on Saturdays', sunday: 'on Sundays', evening: 'in the evenings', night: 'at night' },
};

/**
 * When the candidate is free, as the letter's language says it ('at weekends', 'le week-end et le soir'),
 * from what the CV or the user's points say in either language; null when they say no such time.
 */
export function availableSlots(texts: readonly string[], language: Language): string | null {
  const found = new Set<Slot>();
  for (const text of texts) {
    for (const match of text.matchAll(FREE)) {
      for (const [slot, words] of SLOTS) if (words.test(match[1] ?? '') && !(found.has('weekend') && (slot === 'saturday' || slot === 'sunday'))) found.add(slot);
    }
  }
  const said = [...found].map((slot) => SAID[language][slot]);
  if (said.length === 0) return null;
  return said.length === 1 ? (said[0] ?? null) : `${said.slice(0, -1).join(', ')} ${language === 'french' ? 'et' : 'and'} ${said.at(-1)}`;
}
