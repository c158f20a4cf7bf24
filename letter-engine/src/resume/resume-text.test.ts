import { describe, expect, it } from 'vitest';
import { resumeLines } from './resume-text.ts';

describe('a comma written before its space', () => {
  it('goes after its word; a decimal comma stays', () => {
    expect(resumeLines("pose sol et faïence ,douche a l'italienne , chape , plinthes .   env. 40 salles de bains\nCA porté de 1,2 M€ à 2,1 M€")).toEqual([
      "pose sol et faïence, douche a l'italienne, chape, plinthes. env. 40 salles de bains",
      'CA porté de 1,2 M€ à 2,1 M€',
    ]);
  });
});
