import { describe, expect, it } from 'vitest';
import type { LetterContext } from '../letter-context.ts';
import { ENGLISH_FACTS } from './facts.ts';

const CONTEXT: LetterContext = { language: 'english', tone: 'formal', gender: null, company: 'Lumen', position: 'IT Support Technician', location: null, contract: null };

describe('English sentences stating languages', () => {
  it("never says 'Beyond English' before a list that holds English (a CV written in French lists it)", () => {
    const withEnglish = ENGLISH_FACTS.languages.map((phrase) => phrase(CONTEXT, { list: 'English (C1) and French (native)', bare: 'English and French' }));
    expect(withEnglish.filter((sentence) => sentence?.startsWith('Beyond English'))).toEqual([]);
    const others = ENGLISH_FACTS.languages.map((phrase) => phrase(CONTEXT, { list: 'Welsh (intermediate)', bare: 'Welsh' }));
    expect(others).toContain('Beyond English, I speak Welsh (intermediate).');
  });
});
