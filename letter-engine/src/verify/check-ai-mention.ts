import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import type { LetterFailure } from './letter-failure.ts';

// What a model says of itself, on folded text. Words such as 'ChatGPT' or 'OpenAI' are only
// flagged when the CV does not use them: an engineer may have built on them.
const SELF_REFERENCES = [
  /\b(?:en tant qu'|je suis une? |as an? |i am an? |i'm an? )(?:ia|intelligence artificielle|ai|artificial intelligence|modele de langage|language model|assistant (?:virtuel|ia|ai)|ai assistant)\b/,
  /\b(?:modele de langage|language model|llm)\b/,
  /\b(?:redige|redigee|genere|generee|ecrit|ecrite|written|generated|created)e? (?:par|avec|by|with) (?:une? |an? )?(?:ia|ai|intelligence artificielle|artificial intelligence|chatgpt|outil)\b/,
  /\b(?:chatgpt|gpt-?\d|openai)\b/,
  /\b(?:as of my (?:knowledge|last) (?:cutoff|update)|i (?:cannot|can't) (?:browse|access)|je ne peux pas (?:acceder|naviguer))\b/,
];

// The letter's own words for a span of its folded text (folding turns 'œ' into two letters).
function originalSpan(text: string, foldedStart: number, foldedLength: number): string {
  let folded = 0;
  let start = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (start === -1 && folded >= foldedStart) start = index;
    if (start !== -1 && folded >= foldedStart + foldedLength) return text.slice(start, index);
    folded += foldText(text.charAt(index)).length;
  }
  return text.slice(Math.max(0, start));
}

/** The letter never speaks of being written by an AI ('en tant qu'IA', 'as an AI language model', 'ChatGPT'). */
export function checkAiMention(letter: string, foldedResume: string, language: Language): LetterFailure | null {
  const folded = foldText(letter);
  for (const pattern of SELF_REFERENCES) {
    const found = pattern.exec(folded);
    if (found === null || foldedResume.includes(found[0])) continue;
    const quoted = originalSpan(letter, found.index, found[0].length);
    return {
      code: 'ai_mention',
      message: `La lettre mentionne une intelligence artificielle (« ${quoted} ») : retirez ce passage.`,
      instruction:
        language === 'french'
          ? "Supprime toute mention d'intelligence artificielle, de modèle de langage ou d'assistant : la lettre est celle du candidat, écrite à la première personne."
          : 'Remove every mention of artificial intelligence, language models or assistants: the letter is the candidate’s own, in the first person.',
    };
  }
  return null;
}
