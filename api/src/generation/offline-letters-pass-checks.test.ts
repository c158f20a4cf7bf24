import { letterInputSchema, TONES, verificationContext, verifyLetter, writeOfflineLetter } from '@lettra/letter-engine';
import { describe, expect, it } from 'vitest';
import { EN_POSTING, EN_RESUME, POSTING, RESUME } from '../../test/generation-fixtures.ts';

// The letters the api writes without a model, for the CV and posting its tests and demo use: each
// version passes every check the result view runs as it runs them for an offline draft (at most 400
// words; under 300 only the notice saying why), whatever the tone and seed.
describe('offline letters of the api fixtures', () => {
  const today = new Date('2026-03-15T10:00:00Z');
  for (const [language, resume, jobPosting] of [['french', RESUME, POSTING], ['english', EN_RESUME, EN_POSTING]] as const) {
    it.each(TONES)(`${language}, %s: every version of three generations passes its checks`, (tone) => {
      const input = letterInputSchema.parse({ resume, jobPosting, tone, language });
      const context = verificationContext(input);
      for (const seed of [1, 2, 3]) {
        for (const variant of [0, 1, 2] as const) {
          const letter = writeOfflineLetter(input, { today, variant, seed, check: context.claims });
          const failures = verifyLetter(letter, context, undefined, true).filter((failure) => !/votre CV donne peu de faits/.test(failure.message));
          expect(failures.map((failure) => failure.message), `seed ${seed}, version ${variant + 1}`).toEqual([]);
        }
      }
    });
  }
});
