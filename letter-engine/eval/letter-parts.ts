import type { Language } from '../src/rules/limits.ts';
import { flatten } from './phrases.ts';

const FRENCH_GREETING = /^(?:madame|monsieur|mesdames|messieurs|chere?|bonjour)\b.*,$/;
const ENGLISH_GREETING = /^(?:dear|hello|hi)\b.*,$/;
const FRENCH_CLOSING = /\b(?:je vous prie d'agreer|veuillez agreer|recevez|salutations|sentiments|l'expression de ma)\b/;
const ENGLISH_SIGN_OFF = /^(?:yours (?:sincerely|faithfully|truly)|(?:kind|best|warm|warmest|with best) regards|sincerely|regards|best wishes|respectfully)\b/;

/** The blocks of a letter, as separated by blank lines. */
export function paragraphs(letter: string): string[] {
  return letter
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
}

// A full stop after these ends an abbreviation, not a sentence: 'Grindhouse Coffee Co. roasts…', 'permis C (cat. C1)'.
const ABBREVIATION_END = /(?<![\p{L}.])(?:Co|Ltd|Inc|Corp|St|Dr|Mr|Mrs|Ms|Mme|Mlle|M|cat|env|etc|n°|No|vs|approx)\.$/u;

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .reduce<string[]>((joined, part) => {
      const last = joined[joined.length - 1];
      if (last !== undefined && ABBREVIATION_END.test(last) && /^[\p{Ll}\p{Lu}\d(]/u.test(part)) joined[joined.length - 1] = `${last} ${part}`;
      else joined.push(part);
      return joined;
    }, [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export function isGreeting(paragraph: string, language: Language): boolean {
  return (language === 'french' ? FRENCH_GREETING : ENGLISH_GREETING).test(flatten(paragraph));
}

export function isClosingSentence(sentence: string, language: Language): boolean {
  const folded = flatten(sentence);
  return language === 'french' ? FRENCH_CLOSING.test(folded) : ENGLISH_SIGN_OFF.test(folded);
}

/**
 * The sentences the writer wrote for this letter: after the greeting, before the closing formula
 * or sign-off and the signature. The frame (sender, date, subject, greeting, formula) is the same
 * in every version and is left out. Without a greeting, every paragraph counts.
 */
export function bodySentences(letter: string, language: Language): string[] {
  const blocks = paragraphs(letter);
  const greeting = blocks.findIndex((block) => isGreeting(block, language));
  const body: string[] = [];
  for (const block of blocks.slice(greeting + 1)) {
    const blockSentences = sentences(block);
    const closingAt = blockSentences.findIndex((sentence) => isClosingSentence(sentence, language));
    if (closingAt >= 0) {
      body.push(...blockSentences.slice(0, closingAt));
      break;
    }
    body.push(...blockSentences);
  }
  return body;
}

/**
 * The body's paragraphs as written (their line breaks kept): after the greeting, each cut before
 * the closing formula or sign-off, and none after it. Without a greeting, every paragraph counts.
 */
export function bodyParagraphs(letter: string, language: Language): string[] {
  const blocks = paragraphs(letter);
  const greeting = blocks.findIndex((block) => isGreeting(block, language));
  const body: string[] = [];
  for (const block of blocks.slice(greeting + 1)) {
    const closing = sentences(block).find((sentence) => isClosingSentence(sentence, language));
    if (closing === undefined) {
      body.push(block);
      continue;
    }
    const before = block.slice(0, block.indexOf(closing)).trim();
    if (before.length > 0) body.push(before);
    break;
  }
  return body;
}
