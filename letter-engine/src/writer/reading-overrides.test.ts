import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import type { LetterInput } from '../rules/letter-input.schema.ts';
import { findMissingEssentials } from '../verify/find-missing-essentials.ts';
import { verificationContext } from '../verify/verification-context.ts';
import { verifyLetter } from '../verify/verify-letter.ts';
import { read } from './reading.ts';
import type { ReadingOverrides } from './reading-overrides.ts';
import { writeOfflineLetter } from './write-letter.ts';

const today = new Date('2026-11-22T10:00:00Z');
const input: LetterInput = { resume: readResume('fr-camille-martin'), jobPosting: readPosting('fr-developpeur-full-stack'), language: 'french', tone: 'formal' };
const DOCKER = 'La connaissance de Docker, Kubernetes ou AWS serait un plus.';
const WEB_YEARS = "3 ans d'expérience minimum en développement web.";
const SITES = 'Développement de 15 sites e-commerce pour des clients PME avec Symfony et Vue.js';

function letters(overrides: ReadingOverrides = {}): string[] {
  const check = verificationContext(input, overrides).claims;
  return ([0, 1, 2] as const).map((variant) => writeOfflineLetter(input, { today, variant, seed: 42, check, overrides }));
}

describe('what the user corrected on the generator’s steps', () => {
  it('replaces the company, the position and the name read, and the letter passes its checks with them', () => {
    const overrides = { company: 'Brasserie Dumas', position: 'Développeuse web', candidateName: 'Camille Durand' };
    const reading = read(input.resume, input.jobPosting, today, overrides);
    expect([reading.posting.company, reading.posting.position, reading.resume.name]).toEqual(['Brasserie Dumas', 'Développeuse web', 'Camille Durand']);
    const context = verificationContext(input, overrides);
    for (const letter of letters(overrides)) {
      expect(letter).toMatch(/^Camille Durand\n/u);
      expect(letter).toMatch(/\n\nBrasserie Dumas\nService des ressources humaines\n\n/u);
      expect(letter).toContain('Objet : Candidature au poste de Développeuse web');
      expect(letter).not.toContain('Meditrack');
      expect(letter.endsWith('\n\nCamille Durand')).toBe(true);
      const failed = verifyLetter(letter, context, undefined, true).map((failure) => failure.code);
      expect(failed.filter((code) => ['name', 'signature', 'company', 'position', 'unsupported_claim'].includes(code))).toEqual([]);
    }
  });

  it('leaves the reading as it was when a field is blank', () => {
    const reading = read(input.resume, input.jobPosting, today, { company: '  ', position: '', candidateName: undefined });
    expect([reading.posting.company, reading.resume.name]).toEqual(['Meditrack', 'Camille Martin']);
  });

  it('no longer reports as missing what the user gave', () => {
    const posting = 'Nous recrutons un serveur en CDI à Lyon. Vous avez le sens du service.';
    expect(findMissingEssentials(posting, input.resume).map((notice) => notice.code)).toContain('company');
    expect(findMissingEssentials(posting, input.resume, { company: 'Brasserie Dumas' }).map((notice) => notice.code)).not.toContain('company');
  });

  it('does not argue a requirement the user unticked, nor tell the CV line that answers only it', () => {
    expect(letters().some((letter) => /docker/iu.test(letter))).toBe(true);
    const reading = read(input.resume, input.jobPosting, today, { droppedRequirements: [DOCKER] });
    expect(reading.posting.niceToHave).not.toContain(DOCKER);
    for (const letter of letters({ droppedRequirements: [DOCKER] })) expect(letter).not.toMatch(/docker/iu);
  });

  it('argues a requirement with the CV line the user chose, first in every version', () => {
    const position = (letter: string) => [letter.indexOf('15 sites'), letter.indexOf("l'espace client")];
    for (const letter of letters()) {
      const [sites, client] = position(letter);
      expect(sites).toBeGreaterThan(client ?? 0);
    }
    for (const letter of letters({ chosenFacts: [{ requirement: WEB_YEARS, fact: SITES }] })) {
      const [sites, client] = position(letter);
      expect(sites).toBeGreaterThan(0);
      expect(sites).toBeLessThan(client ?? 0);
    }
  });

  it('keeps a chosen fact in the shorter letter, which tells fewer', () => {
    const shorter = (overrides: ReadingOverrides) => writeOfflineLetter(input, { today, variant: 0, seed: 42, refinement: 'shorter', overrides });
    expect(shorter({})).not.toContain('15 sites');
    expect(shorter({ chosenFacts: [{ requirement: WEB_YEARS, fact: SITES }] })).toContain('15 sites');
  });
});
