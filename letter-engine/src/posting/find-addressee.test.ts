import { describe, expect, it } from 'vitest';
import { letterFrame } from '../writer/letter-frame.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import { findAddressee } from './find-addressee.ts';

describe("the letter's addressee", () => {
  it('is the person the posting asks letters to be addressed to, by title and name', () => {
    expect(findAddressee('Please send a CV and a cover letter in English, addressed to Mrs Helen Drummond, Head of School.')).toEqual({ title: 'Mrs', name: 'Helen Drummond' });
    expect(findAddressee("CV et lettre de motivation à cabinet.capucins.angers@gmail.com, à l'attention de M. Thibault Guérin.")).toEqual({ title: 'M.', name: 'Thibault Guérin' });
    expect(findAddressee('Candidature : lettre de motivation et CV à adresser à M. Perrin,')).toEqual({ title: 'M.', name: 'Perrin' });
    expect(findAddressee('Envoyez votre candidature à recrutement@acme.fr')).toBeNull();
  });

  it("is greeted by the letter, and the French formula takes the greeting's words", () => {
    const facts = analyzeResume('Léa Morel\n06 12 34 56 78');
    const today = new Date('2026-11-22T10:00:00Z');
    const english = letterFrame({ facts, company: 'Cedar Hill', position: 'Admissions Officer', language: 'english', tone: 'formal', today, place: null, addressee: { title: 'Mrs', name: 'Helen Drummond' } });
    expect(english.head).toContain('Dear Mrs Drummond,');
    expect(english.head).toContain('Mrs Helen Drummond\nCedar Hill');
    const french = letterFrame({ facts, company: 'Cabinet des Capucins', position: 'Kinésithérapeute', language: 'french', tone: 'formal', today, place: null, addressee: { title: 'M.', name: 'Thibault Guérin' } });
    expect(french.head).toContain('Monsieur,');
    expect(french.closing[0]).toBe("Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.");
    const englishOfFrench = letterFrame({ facts, company: 'Cabinet des Capucins', position: 'Physiotherapist', language: 'english', tone: 'formal', today, place: null, addressee: { title: 'M.', name: 'Thibault Guérin' } });
    expect(englishOfFrench.head).toContain('Dear Mr Guérin,');
  });
});
