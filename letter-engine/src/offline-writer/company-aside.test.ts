import { describe, expect, it } from 'vitest';
import { withoutAside } from './compose-body.ts';

describe("the company's presentation quoted in two versions", () => {
  it('loses its bracketed aside in one of them', () => {
    expect(withoutAside('Charpentes Rivière est une entreprise familiale de charpente fondée en 1987 (22 salariés, atelier de 1 800 m²).')).toBe(
      'Charpentes Rivière est une entreprise familiale de charpente fondée en 1987.',
    );
  });

  it('keeps a sentence that would say too little without it', () => {
    expect(withoutAside('Nous sommes une PME (45 salariés).')).toBe('Nous sommes une PME (45 salariés).');
    expect(withoutAside('We are a family bakery founded in 1952 in the heart of Leeds.')).toBe('We are a family bakery founded in 1952 in the heart of Leeds.');
  });
});
