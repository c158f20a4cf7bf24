import type { Language } from '../rules/limits.ts';

/** What the model is asked to change in a letter it already wrote ('Plus court', 'Réécrire ce paragraphe'…). */
export type PromptRefinement =
  | { kind: 'shorter' | 'longer' | 'personal'; letter: string }
  | { kind: 'paragraph'; letter: string; paragraph: string };

/** The fence tag of the current letter, and each refinement's instruction, in the letter's language. */
export const REFINEMENT_TEXT: Record<
  Language,
  { tag: string; paragraphTag: string; intro: string; instruction: Record<PromptRefinement['kind'], string> }
> = {
  french: {
    tag: 'lettre_actuelle',
    paragraphTag: 'paragraphe_a_reecrire',
    intro: 'Voici la lettre actuelle du candidat, à retravailler selon la consigne qui suit :',
    instruction: {
      shorter:
        "- Retravail demandé : une version plus courte de la lettre actuelle, entre 250 et 300 mots, jamais moins de 250 : garde les faits les plus forts, retire les redites. Cette consigne remplace celle de la longueur.",
      longer:
        "- Retravail demandé : une version plus longue de la lettre actuelle, 400 mots au plus : développe les réalisations du CV qui répondent à l'offre, sans rien inventer. Cette consigne remplace celle de la longueur.",
      personal:
        "- Retravail demandé : une version plus personnelle de la lettre actuelle : ouvre le corps sur les réalisations du candidat et sur sa motivation propre, l'entreprise ensuite ; même longueur, mêmes faits.",
      paragraph:
        '- Retravail demandé : réécris uniquement le paragraphe cité entre les balises <paragraphe_a_reecrire>, avec d’autres formulations et les mêmes faits ; recopie tous les autres paragraphes à l’identique et renvoie la lettre entière.',
    },
  },
  english: {
    tag: 'current_letter',
    paragraphTag: 'paragraph_to_rewrite',
    intro: "Here is the candidate's current letter, to rework as instructed below:",
    instruction: {
      shorter:
        '- Rework: a shorter version of the current letter, between 250 and 300 words, never under 250: keep the strongest facts, drop repetition. This replaces the length instruction.',
      longer:
        '- Rework: a longer version of the current letter, 400 words at most: expand on the CV achievements that answer the posting, inventing nothing. This replaces the length instruction.',
      personal:
        "- Rework: a more personal version of the current letter: open the body with the candidate's own achievements and motivation, the company after; same length, same facts.",
      paragraph:
        '- Rework: rewrite only the paragraph quoted between the <paragraph_to_rewrite> tags, in other words with the same facts; copy every other paragraph unchanged and return the whole letter.',
    },
  },
};
