// What the letter-engine benchmarks ('pnpm bench') share: the api's test CV and posting in both
// languages, every tone, a warm-up so the JIT has compiled the engine before it is timed, and a
// fixed time per row rather than a fixed count, so a slow machine still gives every row a sample.
import { LANGUAGES, TONES, type LetterInput } from '@lettra/letter-engine';
import { EN_POSTING, EN_RESUME, POSTING, RESUME } from '../test/generation-fixtures.ts';
import { percentile } from './percentile.ts';

export const TODAY = new Date('2026-03-15T10:00:00Z');
const RUN_MS = 1500;
const WARM_UP = 30;

const inputs = {
  french: { resume: RESUME, jobPosting: POSTING },
  english: { resume: EN_RESUME, jobPosting: EN_POSTING },
};

/** A column of the table: the mean of `of` over what each timed step returned, counted after its timing. */
export type Extra<T> = { name: string; of: (result: T) => number };

/**
 * Times `step(n)` for n = 0, 1, … during RUN_MS on each language and tone, and prints one row each:
 * letters per second, p50, p95 and the extra column.
 */
export function timeLetterEngine<T>(title: string, prepare: (input: LetterInput) => (n: number) => T, extra: Extra<T>): void {
  const rows: Record<string, string | number>[] = [];
  for (const language of LANGUAGES) {
    for (const tone of TONES) {
      const step = prepare({ ...inputs[language], tone, language });
      for (let n = 0; n < WARM_UP; n += 1) step(n);

      const times: number[] = [];
      let total = 0;
      const started = performance.now();
      while (performance.now() - started < RUN_MS) {
        const before = performance.now();
        const result = step(times.length);
        times.push(performance.now() - before);
        total += extra.of(result);
      }
      const elapsed = performance.now() - started;
      times.sort((a, b) => a - b);
      rows.push({
        language,
        tone,
        'letters/s': Math.round((times.length * 1000) / elapsed),
        'p50 ms': percentile(times, 0.5).toFixed(2),
        'p95 ms': percentile(times, 0.95).toFixed(2),
        [extra.name]: (total / times.length).toFixed(2),
      });
    }
  }
  console.log(`\n${title}, one thread, ${RUN_MS} ms per row — Node ${process.version}`);
  console.table(rows);
}
