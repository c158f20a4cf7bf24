import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderLetterPdf } from './pdf-document.ts';

const pdfText = async (bytes: Uint8Array) => {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str ? [item.str] : []));
};

const letter = (content: string) => ({ title: 'Lettre', content, company: null, language: 'french' as const, accountName: 'Alice Dupont' });

describe('renderLetterPdf', () => {
  it('keeps every letter readable in a document made after one whose accented capitals drew on the same glyphs', async () => {
    // É, À, Ç are drawn from E, A, C: the first document's subset took those glyphs without their characters.
    await renderLetterPdf(letter('Madame, Monsieur,\n\nÉté À Çà'), 'classique', new Date('2026-03-01T09:00:00Z'));
    const second = await renderLetterPdf(letter('Madame, Monsieur,\n\nEntreprise Atelier Caisse'), 'classique', new Date('2026-03-01T09:00:00Z'));
    expect(await pdfText(second)).toEqual(['Alice Dupont', 'Madame, Monsieur,', 'Entreprise Atelier Caisse']);
  });
});
