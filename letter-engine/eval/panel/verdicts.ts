import { z } from 'zod';

/** The tags a reviewer puts on a garbled or false sentence (README.md, 'Tags'). */
export const TAGS = ['splice', 'soup', 'false', 'tense', 'grammar', 'absurd', 'misread', 'restate'] as const;
export const VERDICTS = ['KEEP', 'NEUTRAL', 'BIN'] as const;

/** One reviewer's reading of one letter. */
export const letterVerdictSchema = z
  .strictObject({
    verdict: z.enum(VERDICTS),
    score: z.number().int().min(1).max(5),
    /** Every garbled or false sentence, quoted as written, with its tag. */
    quotes: z.array(z.strictObject({ sentence: z.string().trim().min(1), tag: z.enum(TAGS) })),
    /** Sentences that would fit any job (filler), and all the body's sentences. */
    filler: z.number().int().min(0),
    sentences: z.number().int().min(1),
    /** What works and what does not, in the reviewer's words ('misses the 1,2 → 2,1 M€ growth'). */
    note: z.string().trim().min(1).optional(),
  })
  .refine((verdict) => verdict.filler <= verdict.sentences, { message: 'filler counts more sentences than the letter has' });
export type LetterVerdict = z.infer<typeof letterVerdictSchema>;

/** A reviewer's file: the verdict on each letter of the batch, by its id ('L7k2qa'). */
export const verdictFileSchema = z.record(z.string().regex(/^L[0-9a-z]{5}$/, 'a letter id is L and five letters or digits'), letterVerdictSchema);

/** The panel's targets: what a recruiter's reading must show for the writer to be kept. */
export const PANEL_TARGET = { keep: 0.5, bin: 0.1, meanScore: 3.5, garbled: 0, filler: 0.25 } as const;

export type Review = LetterVerdict & { id: string; reviewer: string };

export type PanelTally = {
  reviews: number;
  letters: number;
  keep: number;
  bin: number;
  meanScore: number;
  /** Garbled or false sentences quoted, over the reviews. */
  garbled: number;
  byTag: Record<(typeof TAGS)[number], number>;
  fillerShare: number;
};

/** Sums the reviews: each review counts once, so a letter two reviewers read counts twice. */
export function tallyReviews(reviews: readonly Review[]): PanelTally {
  const count = reviews.length;
  const share = (part: number) => (count === 0 ? 0 : part / count);
  const byTag = Object.fromEntries(TAGS.map((tag) => [tag, 0])) as PanelTally['byTag'];
  for (const review of reviews) for (const quote of review.quotes) byTag[quote.tag] += 1;
  const sentences = reviews.reduce((sum, review) => sum + review.sentences, 0);
  return {
    reviews: count,
    letters: new Set(reviews.map((review) => review.id)).size,
    keep: share(reviews.filter((review) => review.verdict === 'KEEP').length),
    bin: share(reviews.filter((review) => review.verdict === 'BIN').length),
    meanScore: share(reviews.reduce((sum, review) => sum + review.score, 0)),
    garbled: reviews.reduce((sum, review) => sum + review.quotes.length, 0),
    byTag,
    fillerShare: sentences === 0 ? 0 : reviews.reduce((sum, review) => sum + review.filler, 0) / sentences,
  };
}

export type PanelLine = { label: string; value: string; target: string; pass: boolean };

const percent = (value: number) => `${(100 * value).toFixed(1)} %`;

/** The panel's summary against its targets. */
export function panelLines(tally: PanelTally): PanelLine[] {
  const perLetter = tally.reviews === 0 ? 0 : tally.garbled / tally.reviews;
  const tags = Object.entries(tally.byTag)
    .filter(([, n]) => n > 0)
    .map(([tag, n]) => `${tag} ${n}`)
    .join(', ');
  return [
    { label: 'Letters kept (KEEP)', value: percent(tally.keep), target: `≥ ${percent(PANEL_TARGET.keep)}`, pass: tally.keep >= PANEL_TARGET.keep },
    { label: 'Letters binned (BIN)', value: percent(tally.bin), target: `≤ ${percent(PANEL_TARGET.bin)}`, pass: tally.bin <= PANEL_TARGET.bin },
    { label: 'Mean score (1–5)', value: tally.meanScore.toFixed(2), target: `≥ ${PANEL_TARGET.meanScore}`, pass: tally.meanScore >= PANEL_TARGET.meanScore },
    {
      label: 'Garbled or false sentences',
      value: `${tally.garbled} (${perLetter.toFixed(2)} a letter${tags === '' ? '' : `; ${tags}`})`,
      target: `${PANEL_TARGET.garbled}`,
      pass: tally.garbled <= PANEL_TARGET.garbled,
    },
    { label: 'Filler sentences (would fit any job)', value: percent(tally.fillerShare), target: `≤ ${percent(PANEL_TARGET.filler)}`, pass: tally.fillerShare <= PANEL_TARGET.filler },
  ];
}
