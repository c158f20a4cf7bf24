import { describe, expect, it } from 'vitest';
import { namedIn, sharesAcronym } from './credential-facts.ts';

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

describe("a credential's acronym the posting names", () => {
  // A network engineer's LinkedIn entry (round 30) and a product owner's.
  it('is the posting naming it, as a word in capitals only', () => {
    expect(sharesAcronym('Cisco Certified Network Professional (CCNP) Enterprise', 'La certification CCNP est exigée.')).toBe(true);
    expect(sharesAcronym('Certified Scrum Product Owner (CSPO)', 'Une certification CSPO ou PSPO est un plus.')).toBe(true);
    expect(sharesAcronym('Cisco Certified Network Professional (CCNP) Enterprise', 'Vous connaissez les réseaux Cisco (CCNA).')).toBe(false);
  });
});
