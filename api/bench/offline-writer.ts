// Letters per second of the offline writer ('pnpm bench'): how many letters one core of the api
// writes when no model is configured, reading the CV and the posting included. Each generation has
// its own seed, and its three versions are written in turn, as the api does. Measures and prints;
// asserts nothing (the target, 200 letters/s, is read from the table).
import { countWords, verificationContext, writeOfflineLetter } from '@lettra/letter-engine';
import { TODAY, timeLetterEngine } from './time-letter-engine.ts';

// Letter n is version n % 3 of generation ⌊n / 3⌋.
timeLetterEngine(
  'Offline writer (writeOfflineLetter), versions 0/1/2 of successive generations',
  (input) => (n) => writeOfflineLetter(input, { today: TODAY, variant: (n % 3) as 0 | 1 | 2, seed: Math.floor(n / 3) }),
  { name: 'mean words', of: countWords },
);

// As the api writes them: each version also read by the fact check and cleared of what it flags,
// against the generation's reference (read once per generation, as the engine's workers keep it).
timeLetterEngine(
  'Offline writer checked as the api runs it (writeOfflineLetter with the generation\'s fact-check reference)',
  (input) => {
    const check = verificationContext(input).claims;
    return (n) => writeOfflineLetter(input, { today: TODAY, variant: (n % 3) as 0 | 1 | 2, seed: Math.floor(n / 3), check });
  },
  { name: 'mean words', of: countWords },
);
