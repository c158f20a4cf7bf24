import { describe, expect, it } from 'vitest';
import { batchMarkdown, inBatches, letterId, mappingOf, shuffled, verdictTemplate, type PanelLetter } from './panel-batches.ts';
import { panelLines, tallyReviews, verdictFileSchema, type Review } from './verdicts.ts';

const letterOf = (caseId: string, variant: number): PanelLetter => ({
  id: letterId(1, caseId, variant),
  caseId,
  variant,
  posting: 'Le Comptoir des Halles recrute un serveur (H/F) en CDI à Dijon.',
  resume: 'Jean Dupont\nServeur — Café de la Plage, Quiberon (2021 – 2025)',
  letter: 'Madame, Monsieur,\n\nJe sers en salle depuis trois saisons.',
});

describe('the panel export', () => {
  const letters = ['fr-serveur-dot', 'fr-cariste-interim', 'en-barista-reed-thin'].flatMap((caseId) => [0, 1, 2].map((variant) => letterOf(caseId, variant)));

  it('gives each letter an id that names neither its case nor its version', () => {
    const ids = letters.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^L[0-9a-z]{5}$/);
    expect(letterId(1, 'fr-serveur-dot', 0)).toBe(letterId(1, 'fr-serveur-dot', 0));
    expect(letterId(2, 'fr-serveur-dot', 0)).not.toBe(letterId(1, 'fr-serveur-dot', 0));
  });

  it('shuffles the same way for one seed, another way for another, losing no letter', () => {
    expect(shuffled(letters, 7)).toEqual(shuffled(letters, 7));
    expect(shuffled(letters, 7)).not.toEqual(shuffled(letters, 8));
    expect(new Set(shuffled(letters, 7))).toEqual(new Set(letters));
  });

  it('writes batches that hold the posting, the CV and the letter under the id, and no case name', () => {
    const [batch] = inBatches(shuffled(letters, 3), 4);
    const markdown = batchMarkdown(batch ?? [], 1, 3);
    expect(inBatches(letters, 4).map((b) => b.length)).toEqual([4, 4, 1]);
    for (const entry of batch ?? []) expect(markdown).toContain(`## ${entry.id}`);
    expect(markdown).toContain('Le Comptoir des Halles recrute un serveur');
    expect(markdown).toContain('Je sers en salle depuis trois saisons.');
    expect(markdown).not.toMatch(/fr-serveur|fr-cariste|en-barista|v[012]\b/);
  });

  it('keeps the cases in the mapping, and gives a template the tally refuses until it is filled', () => {
    expect(mappingOf(letters.slice(0, 1))).toEqual({ [letterId(1, 'fr-serveur-dot', 0)]: { case: 'fr-serveur-dot', variant: 0 } });
    expect(verdictFileSchema.safeParse(JSON.parse(verdictTemplate(letters.slice(0, 2)))).success).toBe(false);
  });
});

describe('the panel tally', () => {
  const review = (verdict: Review['verdict'], score: number, quotes: Review['quotes'], filler: number, sentences: number): Review => ({
    id: `L0000${score}`,
    reviewer: 'batch-01',
    verdict,
    score,
    quotes,
    filler,
    sentences,
  });

  it('reads a reviewer’s file, and refuses a verdict out of the format', () => {
    const file = {
      L3k9qa: { verdict: 'NEUTRAL', score: 3, quotes: [{ sentence: 'Mon expérience couvre aussi la compromis.', tag: 'soup' }], filler: 3, sentences: 14 },
    };
    expect(verdictFileSchema.safeParse(file).success).toBe(true);
    expect(verdictFileSchema.safeParse({ L3k9qa: { ...file.L3k9qa, verdict: 'MAYBE' } }).success).toBe(false);
    expect(verdictFileSchema.safeParse({ L3k9qa: { ...file.L3k9qa, filler: 15 } }).success).toBe(false);
    expect(verdictFileSchema.safeParse({ L3k9qa: { ...file.L3k9qa, quotes: [{ sentence: 'x', tag: 'typo' }] } }).success).toBe(false);
  });

  it('counts kept and binned letters, the mean score, garbled sentences by tag and the filler share, against the targets', () => {
    const tally = tallyReviews([
      review('KEEP', 5, [], 1, 10),
      review('KEEP', 4, [], 2, 10),
      review('NEUTRAL', 3, [{ sentence: 'Je connais la saisis les commandes.', tag: 'soup' }], 3, 10),
      review('BIN', 1, [{ sentence: 'Un mot sur moi : je étais magasinier.', tag: 'grammar' }], 4, 10),
    ]);
    expect(tally).toMatchObject({ reviews: 4, keep: 0.5, bin: 0.25, meanScore: 3.25, garbled: 2, fillerShare: 0.25 });
    expect(tally.byTag).toMatchObject({ soup: 1, grammar: 1, false: 0 });
    expect(panelLines(tally).map((line) => [line.label, line.pass])).toEqual([
      ['Letters kept (KEEP)', true],
      ['Letters binned (BIN)', false],
      ['Mean score (1–5)', false],
      ['Garbled or false sentences', false],
      ['Filler sentences (would fit any job)', true],
    ]);
  });
});
