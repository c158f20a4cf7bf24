import { Document, Packer, Paragraph, TextRun } from 'docx';
import { letterLines } from './letter-text.ts';

// Word measures pages in twips (1/1440 in): A4 is 210 × 297 mm, and 2 cm is 1134 twips (docs/product.md §9).
const A4_TWIPS = { width: 11_906, height: 16_838 };
const MARGIN_TWIPS = 1134;

/** A real Word document of the letter (docs/decisions.md): one paragraph per line, A4, 2 cm margins. */
export async function renderLetterDocx(letter: { title: string; content: string }): Promise<Buffer> {
  const document = new Document({
    title: letter.title,
    creator: 'Lettra',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        properties: {
          page: {
            size: A4_TWIPS,
            margin: { top: MARGIN_TWIPS, right: MARGIN_TWIPS, bottom: MARGIN_TWIPS, left: MARGIN_TWIPS },
          },
        },
        children: letterLines(letter.content).map((line) => new Paragraph({ children: [new TextRun(line)] })),
      },
    ],
  });
  return Packer.toBuffer(document);
}
