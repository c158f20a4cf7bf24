import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { reviewReading } from './review-reading.ts';

describe('the reading shown on the generator’s second step', () => {
  const review = reviewReading(readPosting('fr-developpeur-full-stack'), readResume('fr-camille-martin'));
  const facts = (requirement: string) => review.requirements.find((found) => found.text.startsWith(requirement))?.facts;

  it('gives who hires for what, where and on which contract', () => {
    expect(review).toMatchObject({ company: 'Meditrack', position: 'Développeur Full Stack React / Node.js', location: 'Lyon', contract: 'CDI' });
  });

  it('lists the must-haves, then the nice-to-haves, as the posting words them', () => {
    expect(review.requirements.map((requirement) => requirement.kind)).toEqual(['required', 'required', 'required', 'required', 'required', 'required', 'nice', 'nice']);
    expect(review.requirements.at(-2)?.text).toBe('La connaissance de Docker, Kubernetes ou AWS serait un plus.');
  });

  it('finds for a requirement the CV lines that answer it, the duties first', () => {
    expect(facts('Maîtrise de React')?.slice(0, 2)).toEqual([
      "Refonte de l'espace client en React et TypeScript, utilisé chaque mois par 40 000 clients",
      "Conception d'une API REST en Node.js et PostgreSQL traitant 2 millions de requêtes par jour",
    ]);
    expect(facts('Bac+5')).toContain('Master Informatique, Université Claude Bernard Lyon 1');
    expect(facts('Anglais courant')).toEqual(['anglais courant (TOEIC 910)']);
  });

  it('finds nothing for what the CV does not show', () => {
    expect(facts('Une première expérience dans la santé')).toEqual([]);
  });

  it('reads nothing of an empty posting', () => {
    expect(reviewReading('', readResume('fr-camille-martin'))).toEqual({ company: null, position: null, location: null, contract: null, requirements: [] });
  });
});
