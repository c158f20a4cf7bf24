import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { writeOfflineLetter } from '../offline-writer/write-offline-letter.ts';
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

  it('shows about 40% of the letter, cut on a paragraph end', () => {
    const { preview } = cutPreview(LETTER);
    expect(preview.length / LETTER.length).toBeGreaterThan(0.3);
    expect(preview.length / LETTER.length).toBeLessThan(0.65);
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

  it('keeps at least the first paragraph, even a long one', () => {
    const first = 'Une très longue première phrase. '.repeat(20).trim();
    expect(cutPreview(`${first}\nFin.`).preview).toBe(first);
  });

  it('is deterministic', () => {
    expect(cutPreview(LETTER)).toEqual(cutPreview(LETTER));
  });
});
