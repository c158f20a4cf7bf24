import type { Language, Tone } from '../rules/limits.ts';

/** How a tone is named in a language, and what it asks of the writing. */
export type ToneWording = { label: string; description: string };

/**
 * Tone labels and descriptions in each letter language (docs/product.md §3 tones). The label goes into the
 * prompt's user message; the description tells the model what the tone means.
 */
export const TONE_WORDING: Record<Language, Record<Tone, ToneWording>> = {
  french: {
    formal: {
      label: 'formel',
      description: 'soutenu et professionnel, phrases posées, vocabulaire précis, aucune familiarité',
    },
    friendly: {
      label: 'chaleureux',
      description: 'cordial et chaleureux, enthousiaste et personnel, tout en restant professionnel et en vouvoyant le recruteur',
    },
    impactful: {
      label: 'percutant',
      description: "direct et percutant : phrases courtes, verbes d'action, résultats chiffrés mis en avant dès l'introduction",
    },
  },
  english: {
    formal: { label: 'formal', description: 'polished and professional, measured sentences, precise vocabulary' },
    friendly: { label: 'friendly', description: 'warm and personable, enthusiastic, while staying professional' },
    impactful: { label: 'impactful', description: 'direct and punchy: short sentences, action verbs, quantified results up front' },
  },
};
