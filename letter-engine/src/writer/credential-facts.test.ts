import { describe, expect, it } from 'vitest';
import { namedIn } from './credential-facts.ts';

describe('a credential the must-haves name', () => {
  it('is named by its code and a category they ask, however the category is written', () => {
    expect(namedIn('CACES R487 cat. 1 et 2', ['CACES R487 catégorie 1 et/ou 2 en cours de validité (obligatoire)'])).toBe(true);
    expect(namedIn('CACES R489 cat. 3', ['CACES R489 (chariots) souhaité'])).toBe(true);
  });

  it('is not named by its code when its category differs', () => {
    expect(namedIn('CACES R482 E', ['CACES R482 B1 obligatoire'])).toBe(false);
    expect(namedIn('CACES R489 cat. 5', ['CACES R489 catégorie 3'])).toBe(false);
  });
});
