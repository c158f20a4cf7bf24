import { describe, expect, it } from 'vitest';
import { asksRightToWork, rightToWork } from './right-to-work.ts';

describe("the candidate's right to work in the post's country", () => {
  it('reads a status, with its name, and a statement naming the country, in either language', () => {
    expect(rightToWork('Statut de résident permanent (EU Settlement Scheme, settled status) : droit de travailler au Royaume-Uni', 'english')).toEqual({ basis: 'settled status' });
    expect(rightToWork("Statut de résidente au titre de l'EU Settlement Scheme (pre-settled status).", 'english')).toEqual({ basis: 'pre-settled status' });
    expect(rightToWork("Je parle anglais (B1) et j'ai le droit de travailler au Royaume-Uni grâce à mon visa de partenaire.", 'english')).toEqual({ basis: null });
    expect(rightToWork('Irish citizen (EU) – no work permit required in France', 'french')).toEqual({ basis: null });
    expect(rightToWork('Living in France since September 2026 – residence permit with full right to work (carte de séjour)', 'french')).toEqual({ basis: null });
  });

  it("takes no HR duty, nor another country's right, for the candidate's own", () => {
    expect(rightToWork('Contracts and offer letters for 250 staff, right to work checks and references', 'english')).toBeNull();
    expect(rightToWork('I screened applicants and checked right to work documents in the UK.', 'english')).toBeNull();
    expect(rightToWork('Lyon 4e · Right to work in France (UK/Irish dual national)', 'english')).toBeNull();
    expect(rightToWork('EU Settlement Scheme: settled status', 'french')).toBeNull();
  });

  it('knows when a posting asks for it', () => {
    expect(asksRightToWork("Right to work in the UK (we can't offer visa sponsorship)")).toBe(true);
    expect(asksRightToWork('Permis B exigé. Poste en CDI à Lyon.')).toBe(false);
  });
});
