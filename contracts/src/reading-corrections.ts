import { z } from 'zod';
import type { ReadingOverrides } from '@lettra/letter-engine';
import { hasInvisibleControls } from './fields.ts';

// A company's or a position's name: 120 characters is the letter's title, which holds both.
const NAME_MAX_CHARS = 120;
// A requirement or a CV line as read: one line of a posting or a CV, never a paragraph of it.
const LINE_MAX_CHARS = 500;
// A posting's must-haves and nice-to-haves, as many as one sensibly lists; a few more choices than that are noise.
const MAX_REQUIREMENTS = 40;

/** An optional one-line text the user typed: trimmed, bounded, no invisible controls; empty means 'as read'. */
function correctedField(what: string, max: number) {
  return z
    .string({ error: `${what} doit être un texte.` })
    .trim()
    .max(max, { error: `${what} ne doit pas dépasser ${max} caractères.` })
    .refine((text) => !hasInvisibleControls(text), { error: `${what} contient des caractères invisibles non autorisés.` })
    .transform((text) => (text === '' ? undefined : text))
    .optional();
}

const requirementText = z
  .string({ error: 'Une exigence de l’offre doit être un texte.' })
  .trim()
  .min(1, { error: 'Une exigence de l’offre ne peut pas être vide.' })
  .max(LINE_MAX_CHARS, { error: `Une exigence de l’offre ne doit pas dépasser ${LINE_MAX_CHARS} caractères.` });

const factText = z
  .string({ error: 'Un élément du CV doit être un texte.' })
  .trim()
  .min(1, { error: 'Un élément du CV ne peut pas être vide.' })
  .max(LINE_MAX_CHARS, { error: `Un élément du CV ne doit pas dépasser ${LINE_MAX_CHARS} caractères.` });

/**
 * What the user corrected of the reading on the generator's first two steps (docs/decisions.md), sent with
 * the generation: the company, position and candidate's name as they should be, the requirements
 * unticked, and for a requirement the CV line chosen to argue it. Every field is optional: without
 * it, the reading decides. Checked like the rest of the request: lengths, counts, no invisible controls.
 */
export const readingCorrectionsShape = {
  company: correctedField('L’entreprise', NAME_MAX_CHARS),
  position: correctedField('Le poste', NAME_MAX_CHARS),
  candidateName: correctedField('Le nom du candidat', 100),
  droppedRequirements: z
    .array(requirementText, { error: 'Les exigences écartées doivent être une liste.' })
    .max(MAX_REQUIREMENTS, { error: `Au plus ${MAX_REQUIREMENTS} exigences écartées.` })
    .optional(),
  chosenFacts: z
    .array(z.object({ requirement: requirementText, fact: factText }), { error: 'Les éléments choisis doivent être une liste.' })
    .max(MAX_REQUIREMENTS, { error: `Au plus ${MAX_REQUIREMENTS} éléments choisis.` })
    .optional(),
};

export const readingCorrectionsSchema = z.object(readingCorrectionsShape);
export type ReadingCorrections = z.infer<typeof readingCorrectionsSchema>;

/** The corrections of a validated request, as the engine takes them (letter-engine's ReadingOverrides). */
export function overridesOf(corrections: ReadingCorrections): ReadingOverrides {
  const { company, position, candidateName, droppedRequirements, chosenFacts } = corrections;
  return { company, position, candidateName, droppedRequirements, chosenFacts };
}
