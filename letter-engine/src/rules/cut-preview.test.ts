import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { writeOfflineLetter } from '../writer/write-letter.ts';
import { cutPreview } from './cut-preview.ts';

const LETTER = writeOfflineLetter(
  { resume: readResume('fr-camille-martin'), jobPosting: readPosting('fr-developpeur-full-stack'), tone: 'formal', language: 'french' },
  { today: new Date('2026-11-22T10:00:00Z'), variant: 0, seed: 1 },
);

describe('cutPreview', () => {
  it('shows the top of a real letter, sender block and first body paragraph included, and marks it locked', () => {
    const { preview, locked } = cutPreview(LETTER);
    expect(locked).toBe(true);
    expect(LETTER.startsWith(preview)).toBe(true);
    expect(preview).toContain('Camille Martin');
    // The sender block, the recipient, the date, the subject and the greeting come before it.
    expect(preview).toContain(LETTER.split('\n\n')[5]);
    expect(preview).not.toContain('salutations distinguées');
  });

  it('shows at most 40% of a real letter, cut on a paragraph end', () => {
    const { preview } = cutPreview(LETTER);
    expect(preview.length / LETTER.length).toBeGreaterThan(0.2);
    expect(preview.length / LETTER.length).toBeLessThanOrEqual(0.4);
    expect(LETTER.charAt(preview.length)).toBe('\n');
  });

  // The cases a user's own edits can produce: any number of lines, blank lines, one long paragraph.
  it.each([
    ['two paragraphs', 'Premier paragraphe.\nSecond paragraphe.'],
    ['five short lines', 'a\nb\nc\nd\ne'],
    ['blank lines between paragraphs', 'Un.\n\n\nDeux.\n\nTrois.'],
    ['a single long paragraph', 'Une phrase. '.repeat(40).trim()],
  ])('never returns the whole letter (%s)', (_case, content) => {
    const { preview } = cutPreview(content);
    expect(preview.length).toBeGreaterThan(0);
    expect(preview.trim()).not.toBe(content.trim());
  });

  it('shows nothing of a one-word letter rather than all of it', () => {
    expect(cutPreview('Bonjour').preview).toBe('');
  });

  const sentence = (index: number) => `Phrase numéro ${index} de la lettre, assez longue pour compter.`;
  const sentences = (count: number) => Array.from({ length: count }, (_, index) => sentence(index)).join(' ');

  // Every layout a letter can take, the model's or the user's own: whatever it is, the preview stays
  // within 40% of the words and of the characters, 120 words and 1,000 characters.
  it.each([
    // The attack seen in the wild: a model told by the CV to write the letter as one paragraph.
    ['one paragraph of 754 characters', `Madame, Monsieur, ${'je souhaite rejoindre votre équipe '.repeat(21).trim()}.`],
    ['one paragraph of 400 words', sentences(40)],
    ['a greeting, then one long paragraph', `Madame, Monsieur,\n\n${sentences(40)}\n\nCordialement.`],
    ['a long first paragraph, then short ones', `${sentences(30)}\nFin.\nSignature.`],
    ['one word per line', Array.from({ length: 1000 }, (_, index) => `mot${index}`).join('\n')],
    ['five long paragraphs', Array.from({ length: 5 }, () => sentences(40)).join('\n\n')],
    ['words of 300 characters', Array.from({ length: 20 }, () => 'x'.repeat(300)).join(' ')],
    ['Windows line ends', `Madame,\r\n\r\n${sentences(20)}\r\n\r\n${sentences(20)}`],
    ['thousands of blank lines between paragraphs', `Madame,${'\n'.repeat(5000)}${sentences(30)}`],
  ])('caps the preview whatever the layout (%s)', (_case, content) => {
    const { preview } = cutPreview(content);
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    expect(preview.length).toBeGreaterThan(0);
    expect(words(preview)).toBeLessThanOrEqual(Math.min(Math.floor(words(content) * 0.4), 120));
    expect(preview.length).toBeLessThanOrEqual(Math.min(Math.floor(content.trim().length * 0.4), 1000));
  });

  it('cuts a long first paragraph after a sentence, within the cap', () => {
    const first = sentences(30);
    const { preview } = cutPreview(`${first}\nFin.`);
    expect(first.startsWith(preview)).toBe(true);
    expect(preview.endsWith('compter.')).toBe(true);
  });

  it('fills the budget after a greeting, keeping the blank line that follows it', () => {
    const { preview } = cutPreview(`Madame, Monsieur,\n\n${sentences(40)}`);
    expect(preview.startsWith(`Madame, Monsieur,\n\n${sentence(0)}`)).toBe(true);
  });

  it('is deterministic', () => {
    expect(cutPreview(LETTER)).toEqual(cutPreview(LETTER));
  });
});
