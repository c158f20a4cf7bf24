// Cost of checking a letter ('pnpm bench'): what verifyLetter adds to each version the
// api writes, reading the CV and the posting included (verificationContext, once per generation,
// is counted in full against every letter here). The target is under 5 ms per letter. Measures
// and prints; asserts nothing.
import { LANGUAGES, TONES, verificationContext, verifyLetter, writeOfflineLetter, type LetterInput } from '@lettra/letter-engine';
import { EN_POSTING, EN_RESUME, POSTING, RESUME } from '../test/generation-fixtures.ts';

const TODAY = new Date('2026-03-15T10:00:00Z');
const RUN_MS = 1500;
const WARM_UP = 30;

const inputs = {
  french: { resume: RESUME, jobPosting: POSTING },
  english: { resume: EN_RESUME, jobPosting: EN_POSTING },
};

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

const rows: Record<string, string | number>[] = [];
for (const language of LANGUAGES) {
  for (const tone of TONES) {
    const input: LetterInput = { ...inputs[language], tone, language };
    const letters = ([0, 1, 2] as const).map((variant) => writeOfflineLetter(input, { today: TODAY, variant, seed: 1 }));
    const check = (letter: string) => verifyLetter(letter, verificationContext(input));
    for (let index = 0; index < WARM_UP; index += 1) check(letters[index % 3] ?? '');

    const times: number[] = [];
    let failures = 0;
    const started = performance.now();
    while (performance.now() - started < RUN_MS) {
      const before = performance.now();
      failures += check(letters[times.length % 3] ?? '').length;
      times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    rows.push({
      language,
      tone,
      'letters/s': Math.round((times.length * 1000) / (performance.now() - started)),
      'p50 ms': percentile(times, 0.5).toFixed(2),
      'p95 ms': percentile(times, 0.95).toFixed(2),
      'failures/letter': (failures / times.length).toFixed(2),
    });
  }
}

console.log(`\nLetter checks (verificationContext + verifyLetter), one thread, ${RUN_MS} ms per row, offline letters 0/1/2 in turn — Node ${process.version}`);
console.table(rows);
