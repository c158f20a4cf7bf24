import { describe, expect, it } from 'vitest';
import { analysisMatchBodySchema, generationRequestSchema } from './generation.ts';
import { overridesOf } from './reading-corrections.ts';

const letter = { resume: 'Camille Martin, développeuse web chez Cloudia depuis 2021, à Lyon.', jobPosting: 'Nous recrutons un développeur web.' };
const messages = (body: object): string[] => generationRequestSchema.safeParse({ ...letter, ...body }).error?.issues.map((issue) => issue.message) ?? [];

describe('the corrections a generation request carries', () => {
  it('are optional: a request without them reads as before', () => {
    const parsed = generationRequestSchema.parse(letter);
    expect(overridesOf(parsed)).toEqual({ company: undefined, position: undefined, candidateName: undefined, droppedRequirements: undefined, chosenFacts: undefined });
  });

  it('are trimmed, and a blank field means the reading decides', () => {
    const parsed = generationRequestSchema.parse({
      ...letter,
      company: '  Brasserie Dumas ',
      position: '   ',
      candidateName: 'Camille Durand',
      droppedRequirements: [' Anglais courant '],
      chosenFacts: [{ requirement: 'Expérience web', fact: ' Développement de 15 sites ' }],
    });
    expect(overridesOf(parsed)).toEqual({
      company: 'Brasserie Dumas',
      position: undefined,
      candidateName: 'Camille Durand',
      droppedRequirements: ['Anglais courant'],
      chosenFacts: [{ requirement: 'Expérience web', fact: 'Développement de 15 sites' }],
    });
  });

  it.each([
    ['a company name too long', { company: 'x'.repeat(121) }, 'L’entreprise ne doit pas dépasser 120 caractères.'],
    ['a position with an invisible control', { position: 'Serveur\u202e' }, 'Le poste contient des caractères invisibles non autorisés.'],
    ['a name too long', { candidateName: 'x'.repeat(101) }, 'Le nom du candidat ne doit pas dépasser 100 caractères.'],
    ['too many unticked requirements', { droppedRequirements: Array.from({ length: 41 }, (_, index) => `Exigence ${index}`) }, 'Au plus 40 exigences écartées.'],
    ['an empty requirement', { droppedRequirements: [' '] }, 'Une exigence de l’offre ne peut pas être vide.'],
    ['a CV line too long', { chosenFacts: [{ requirement: 'SQL', fact: 'x'.repeat(501) }] }, 'Un élément du CV ne doit pas dépasser 500 caractères.'],
    ['a choice without its fact', { chosenFacts: [{ requirement: 'SQL' }] }, 'Un élément du CV doit être un texte.'],
  ])('refuse %s, in French', (_case, body, message) => {
    expect(messages(body)).toEqual([message]);
  });
});

describe('the corrections an ATS analysis request carries', () => {
  const analysisMessages = (body: object): string[] => analysisMatchBodySchema.safeParse({ ...letter, ...body }).error?.issues.map((issue) => issue.message) ?? [];

  it('are those of a generation, read the same way', () => {
    const parsed = analysisMatchBodySchema.parse({ ...letter, company: ' Brasserie Dumas ', position: '', droppedRequirements: [' Anglais courant '] });
    expect(overridesOf(parsed)).toEqual({ company: 'Brasserie Dumas', position: undefined, candidateName: undefined, droppedRequirements: ['Anglais courant'], chosenFacts: undefined });
    expect(overridesOf(analysisMatchBodySchema.parse(letter))).toEqual(overridesOf(generationRequestSchema.parse(letter)));
  });

  it.each([
    ['a company name too long', { company: 'x'.repeat(121) }, 'L’entreprise ne doit pas dépasser 120 caractères.'],
    ['an empty requirement', { droppedRequirements: [' '] }, 'Une exigence de l’offre ne peut pas être vide.'],
    ['a choice without its fact', { chosenFacts: [{ requirement: 'SQL' }] }, 'Un élément du CV doit être un texte.'],
  ])('refuse %s, in French', (_case, body, message) => {
    expect(analysisMessages(body)).toEqual([message]);
  });
});
