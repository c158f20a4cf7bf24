import type { Language } from '../rules/limits.ts';
import type { LetterFailure } from './letter-failure.ts';

/** A message that continues a chat completion: the model's draft, then what to fix. */
export type RepairMessage = { role: 'assistant' | 'user'; content: string };

const ASK: Record<Language, { intro: string; outro: string }> = {
  french: {
    intro: 'Cette lettre ne respecte pas encore les consignes. Corrige ces points :',
    outro:
      "Réécris la lettre entière avec ces corrections, dans le même format, en n'utilisant que des faits du CV. Réponds uniquement par le texte de la lettre.",
  },
  english: {
    intro: 'This letter does not follow the instructions yet. Fix these points:',
    outro: 'Rewrite the whole letter with these fixes, in the same format, using only facts from the CV. Reply with the text of the letter only.',
  },
};

/**
 * The two messages that follow the original prompt for the one repair round: the draft as the
 * model's answer, then the failures as a list of instructions in the letter's language.
 */
export function repairMessages(draft: string, failures: readonly LetterFailure[], language: Language): RepairMessage[] {
  const { intro, outro } = ASK[language];
  const list = failures.map((failure) => `- ${failure.instruction}`);
  return [
    { role: 'assistant', content: draft },
    { role: 'user', content: [intro, ...list, '', outro].join('\n') },
  ];
}
