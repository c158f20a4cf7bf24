// Cost of checking a letter ('pnpm bench'): what verifyLetter adds to each version the api writes,
// reading the CV and the posting (verificationContext, once per generation) included. Two tables:
// a free generation (one version: the reading counts in full against it) and a premium one (three
// versions share one reading). The target is under 5 ms per letter. Measures and prints; asserts nothing.
import { verificationContext, verifyLetter, writeOfflineLetter, type LetterInput } from '@lettra/letter-engine';
import { TODAY, timeLetterEngine } from './time-letter-engine.ts';

const VARIANTS = [0, 1, 2] as const;
const failures = { name: 'failures/letter', of: (found: readonly unknown[]) => found.length };

function offlineLetters(input: LetterInput): string[] {
  return VARIANTS.map((variant) => writeOfflineLetter(input, { today: TODAY, variant, seed: 1 }));
}

timeLetterEngine(
  'Letter checks, one version per generation (verificationContext + verifyLetter each time)',
  (input) => {
    const letters = offlineLetters(input);
    return (n) => verifyLetter(letters[n % 3] ?? '', verificationContext(input));
  },
  failures,
);

timeLetterEngine(
  'Letter checks, three versions per generation (verificationContext once every three letters)',
  (input) => {
    const letters = offlineLetters(input);
    let context = verificationContext(input);
    return (n) => {
      if (n % 3 === 0) context = verificationContext(input);
      return verifyLetter(letters[n % 3] ?? '', context);
    };
  },
  failures,
);
