import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { letterLines } from './letter-text.ts';

// Spec §9: A4, 2 cm margins. PDF units are points (1/72 in).
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
const MARGIN = (2 / 2.54) * 72;
const FONT_SIZE = 11;
const LINE_HEIGHT = FONT_SIZE * 1.45;
const TEXT_WIDTH = A4_POINTS.width - 2 * MARGIN;

// DejaVu Serif covers every French character (é è ê ë à â ç ô û ù ï î œ æ « » ’ …), which the 14
// standard PDF fonts cannot encode; only the glyphs used are embedded (subset).
let fontFile: Promise<Buffer> | null = null;
const loadFont = () =>
  (fontFile ??= readFile(new URL(import.meta.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'))));

// A word wider than the whole line (a long URL) is cut wherever it has to be.
function splitLongWord(word: string, font: PDFFont): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, FONT_SIZE) > TEXT_WIDTH) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Word-wraps one paragraph to the text width; an empty paragraph stays one empty line. */
export function wrapParagraph(paragraph: string, font: PDFFont): string[] {
  const words = paragraph.split(/ +/).filter(Boolean).flatMap((word) => splitLongWord(word, font));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, FONT_SIZE) > TEXT_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return [...lines, line];
}

/** A real PDF of the letter (DECISIONS.md): A4, 2 cm margins, embedded font, new pages as needed. */
export async function renderLetterPdf(letter: { title: string; content: string }, createdAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await loadFont(), { subset: true });
  pdf.setTitle(letter.title, { showInWindowTitleBar: true });
  pdf.setLanguage('fr-FR');
  pdf.setCreator('Lettra');
  pdf.setProducer('Lettra');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);

  let page = pdf.addPage([A4_POINTS.width, A4_POINTS.height]);
  let baseline = A4_POINTS.height - MARGIN - FONT_SIZE;
  for (const paragraph of letterLines(letter.content)) {
    for (const line of wrapParagraph(paragraph, font)) {
      if (baseline < MARGIN) {
        page = pdf.addPage([A4_POINTS.width, A4_POINTS.height]);
        baseline = A4_POINTS.height - MARGIN - FONT_SIZE;
      }
      if (line) page.drawText(line, { x: MARGIN, y: baseline, size: FONT_SIZE, font });
      baseline -= LINE_HEIGHT;
    }
  }
  return pdf.save();
}
