import { describe, expect, it } from 'vitest';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { TONES } from '../rules/limits.ts';
import { writeOfflineLetter } from './write-offline-letter.ts';

const TODAY = new Date('2026-11-22T10:00:00Z');

describe("a CV's years of experience", () => {
  // A lifeguard since 2024, a sales assistant before: the CV's years are her working life, not her time on poolside.
  const resume =
    'Ellie-Mae Watkins, Corby – 07812 330 914 – elliemaewatkins@icloud.com\nLifeguard at Corby East Midlands International Pool since June 2024: poolside supervision, pool water tests, cleaning rotas\nBefore: Sales Assistant, Greggs (2023–2024).';
  const posting = 'Pool Lifeguard – Everactive Leisure, Corby\nYou will supervise swimmers on poolside and carry out pool water tests.\nNPLQ required.';

  it('are never told as time in the current job', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const tone of TONES) {
        for (const variant of [0, 1, 2] as const) {
          const letter = writeOfflineLetter(letterInputSchema.parse({ resume, jobPosting: posting, language: 'english', tone }), { today: TODAY, variant, seed });
          expect(letter).not.toMatch(/years? in the job|in this line of work/);
        }
      }
    }
  });
});
