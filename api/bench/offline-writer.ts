// Letters per second of the offline writer (issue 4, 'pnpm bench'): how many letters one core of
// the api writes when no model is configured. Measures and prints; asserts nothing.
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

const rows: Record<string, string | number>[] = [];
for (const language of LANGUAGES) {
  for (const tone of TONES) {
    const input: LetterInput = { ...inputs[language], tone, language };
    const variants = [0, 1, 2] as const;
    for (let index = 0; index < WARM_UP; index += 1) writeOfflineLetter(input, { today: TODAY, variant: variants[index % 3] ?? 0 });

    const times: number[] = [];
    let words = 0;
    const started = performance.now();
    while (performance.now() - started < RUN_MS) {
      const before = performance.now();
      const letter = writeOfflineLetter(input, { today: TODAY, variant: variants[times.length % 3] ?? 0 });
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

console.log(`\nOffline writer (writeOfflineLetter), one thread, ${RUN_MS} ms per row, variants 0/1/2 in turn — Node ${process.version}`);
console.table(rows);
