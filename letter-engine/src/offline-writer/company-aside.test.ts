import { describe, expect, it } from 'vitest';
import { withoutAside } from './compose-body.ts';

describe("the company's presentation quoted in two versions", () => {
  it('loses its bracketed aside in one of them', () => {
    expect(withoutAside('Charpentes Rivière est une entreprise familiale de charpente fondée en 1987 (22 salariés, atelier de 1 800 m²).')).toBe(
      'Charpentes Rivière est une entreprise familiale de charpente fondée en 1987.',
    );
  });

  it('loses a closing clause of figures', () => {
    expect(withoutAside('Fenwick & Rowe operates three national distribution centres across the UK, with a turnover of £140m and 650 staff.')).toBe(
      'Fenwick & Rowe operates three national distribution centres across the UK.',
    );
  });

  it('keeps a sentence that would say too little without it', () => {
    expect(withoutAside('Nous sommes une PME (45 salariés).')).toBe('Nous sommes une PME (45 salariés).');
    expect(withoutAside('We are a family bakery founded in 1952 in the heart of Leeds.')).toBe('We are a family bakery founded in 1952 in the heart of Leeds.');
  });
});
