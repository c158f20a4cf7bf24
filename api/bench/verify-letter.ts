// Cost of checking a letter ('pnpm bench'): what verifyLetter adds to each version the
// api writes, reading the CV and the posting included (verificationContext, once per generation,
// is counted in full against every letter here). The target is under 5 ms per letter. Measures
// and prints; asserts nothing.
import { verificationContext, verifyLetter, writeOfflineLetter } from '@lettra/letter-engine';
import { TODAY, timeLetterEngine } from './time-letter-engine.ts';

timeLetterEngine(
  'Letter checks (verificationContext + verifyLetter), offline letters 0/1/2 in turn',
  (input) => {
    const letters = ([0, 1, 2] as const).map((variant) => writeOfflineLetter(input, { today: TODAY, variant, seed: 1 }));
    return (n) => verifyLetter(letters[n % 3] ?? '', verificationContext(input));
  },
  { name: 'failures/letter', of: (failures) => failures.length },
);
