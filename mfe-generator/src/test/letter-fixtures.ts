import type { AtsAnalysis } from '@lettra/letter-engine';
import type { LetterView } from '@lettra/contracts';

export const RESUME =
  'Léa Dubois — Développeuse React, 5 ans d’expérience. TypeScript, tests, accessibilité. Master informatique.';
export const POSTING = 'Acme recrute un développeur front-end React (H/F). Requis : TypeScript, tests. Un plus : Figma.';

export const ATS: AtsAnalysis = {
  score: 67,
  keywords: [
    { term: 'React', weight: 'required', inResume: true, inLetter: true },
    { term: 'TypeScript', weight: 'required', inResume: true, inLetter: false },
    { term: 'Figma', weight: 'nice', inResume: false, inLetter: false },
  ],
};

export function letterFixture(overrides: Partial<LetterView> = {}): LetterView {
  return {
    id: 'letter_1',
    title: 'Développeur front-end — Acme',
    company: 'Acme',
    position: 'Développeur front-end',
    content: 'Madame, Monsieur,\nJe souhaite rejoindre Acme.',
    locked: false,
    favorite: false,
    language: 'french',
    tone: 'formal',
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    date: '22/11/2026',
    version: 1,
    applicationStatus: 'to_send',
    statusChangedAt: null,
    postingUrl: null,
    postingText: null,
    applicationNote: null,
    ...overrides,
  };
}
