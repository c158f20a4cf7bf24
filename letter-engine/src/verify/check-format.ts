import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import type { LetterFailure } from './letter-failure.ts';

// The conventions of writer/letter-frame.ts and the prompt, with the usual variants a
// model or a user may write: each greeting starts a line, each closing is a formula of its language.
const GREETING: Record<Language, RegExp> = {
  french: /^(?:madame|monsieur|mesdames|messieurs|chere|cher|bonjour)\b/m,
  english: /^(?:dear|hello|to whom it may concern)\b/m,
};
const CLOSING: Record<Language, RegExp> = {
  french: /agreer[^.\n]*(?:salutations|consideration|sentiments|respect)|\bsalutations distinguees\b|^[^\S\n\r\u2028\u2029]*(?:cordialement|bien a vous|respectueusement)\b/m,
  english: /^[^\S\n\r\u2028\u2029]*(?:yours (?:sincerely|faithfully|truly)|(?:kind|best|warm|warmest) regards|with (?:kind|best) regards|sincerely|regards|respectfully)\b/m,
};

// The signature is the name in the last lines; a sender block may hold it at the top as well.
const SIGNATURE_LINES = 3;

const TEXTS = {
  greeting: {
    message: { french: 'La lettre ne commence pas par un appel (« Madame, Monsieur, »).', english: 'La lettre ne commence pas par un appel (« Dear Hiring Manager, »).' },
    instruction: {
      french: 'Ajoute l’appel « Madame, Monsieur, » sur sa propre ligne avant le premier paragraphe.',
      english: 'Add the greeting “Dear Hiring Manager,” on its own line before the first paragraph.',
    },
  },
  closing: {
    message: { french: 'La lettre ne se termine pas par une formule de politesse.', english: 'La lettre ne se termine pas par une formule de politesse (« Yours sincerely, »).' },
    instruction: {
      french: 'Termine la lettre par la formule « Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées. » puis la signature.',
      english: 'End the letter with a sign-off such as “Yours sincerely,” followed by the signature.',
    },
  },
} as const;

/** A text as the name checks compare it: folded, each run of spaces one space. */
export const normalised = (text: string): string => foldText(text).replace(/\s+/g, ' ');

/** The greeting and the closing formula of the letter's language. */
export function checkFrame(letter: string, language: Language): LetterFailure[] {
  const folded = foldText(letter);
  const failures: LetterFailure[] = [];
  for (const part of ['greeting', 'closing'] as const) {
    const pattern = part === 'greeting' ? GREETING[language] : CLOSING[language];
    if (pattern.test(folded)) continue;
    failures.push({ code: part, message: TEXTS[part].message[language], instruction: TEXTS[part].instruction[language] });
  }
  return failures;
}

/** The candidate's name appears in the letter, and signs it at the end. */
export function checkSignature(letter: string, name: string | null, language: Language): LetterFailure | null {
  if (name === null) return null;
  const wanted = normalised(name);
  const lastLines = letter
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .slice(-SIGNATURE_LINES)
    .map(normalised);
  if (lastLines.some((line) => line.includes(wanted))) return null;
  const instruction =
    language === 'french'
      ? `Signe la lettre : « ${name} » sur la dernière ligne, après la formule de politesse.`
      : `Sign the letter: “${name}” on the last line, after the sign-off.`;
  if (!normalised(letter).includes(wanted)) {
    const both =
      language === 'french'
        ? `Commence la lettre par le bloc expéditeur (« ${name} » et les coordonnées du CV), et signe-la « ${name} » sur la dernière ligne.`
        : `Start the letter with the sender block (“${name}” and the CV's contact lines), and sign it “${name}” on the last line.`;
    return { code: 'name', message: `Votre nom (${name}) n’apparaît pas dans la lettre.`, instruction: both };
  }
  return { code: 'signature', message: `La lettre n’est pas signée de votre nom (${name}).`, instruction };
}
