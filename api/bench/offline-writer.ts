// Letters per second of the offline writer ('pnpm bench'): how many letters one core of the api
// writes when no model is configured, reading the CV and the posting included. Each generation has
// its own seed, and its three versions are written in turn, as the api does. Measures and prints;
// asserts nothing (the target, 200 letters/s, is read from the table).
import { LANGUAGES, TONES, countWords, writeOfflineLetter, type LetterInput } from '@lettra/letter-engine';
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

// Letter n is version n % 3 of generation ⌊n / 3⌋.
function write(input: LetterInput, n: number): string {
  return writeOfflineLetter(input, { today: TODAY, variant: (n % 3) as 0 | 1 | 2, seed: Math.floor(n / 3) });
}

const rows: Record<string, string | number>[] = [];
for (const language of LANGUAGES) {
  for (const tone of TONES) {
    const input: LetterInput = { ...inputs[language], tone, language };
    for (let n = 0; n < WARM_UP; n += 1) write(input, n);

    const times: number[] = [];
    let words = 0;
    const started = performance.now();
    while (performance.now() - started < RUN_MS) {
      const before = performance.now();
      const letter = write(input, times.length);
      times.push(performance.now() - before);
      words += countWords(letter);
    }
    const elapsed = performance.now() - started;
    times.sort((a, b) => a - b);
    rows.push({
      language,
      tone,
      'letters/s': Math.round((times.length * 1000) / elapsed),
      'p50 ms': percentile(times, 0.5).toFixed(2),
      'p95 ms': percentile(times, 0.95).toFixed(2),
      'mean words': Math.round(words / times.length),
    });
  }
}

console.log(`\nOffline writer (writeOfflineLetter), one thread, ${RUN_MS} ms per row, versions 0/1/2 of successive generations — Node ${process.version}`);
console.table(rows);
