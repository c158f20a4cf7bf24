import { readFile } from 'node:fs/promises';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, type PDFFont } from '@cantoo/pdf-lib';
import { letterLines } from './letter-text.ts';

// docs/product.md §9: A4, 2 cm margins. PDF units are points (1/72 in).
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
const MARGIN = (2 / 2.54) * 72;
// 10.5 pt on 1.35 spacing, with half a line between paragraphs: a 300–400-word letter fits one
// page, as a recruiter expects (11 pt on 1.45 spilled onto a second page; api/bench/export-speed.ts).
const FONT_SIZE = 10.5;
const LINE_HEIGHT = FONT_SIZE * 1.35;
const PARAGRAPH_GAP = LINE_HEIGHT / 2;
const TEXT_WIDTH = A4_POINTS.width - 2 * MARGIN;

// DejaVu Serif covers every French character (é è ê ë à â ç ô û ù ï î œ æ « » ’ …), which the 14
// standard PDF fonts cannot encode; only the glyphs used are embedded (subset).
let fontFile: Promise<Buffer> | null = null;
const loadFont = () =>
  (fontFile ??= readFile(new URL(import.meta.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'))));

// The PDF library asks fontkit to parse the font file for every document, and parsing was most of an
// export's time, all of it on the event loop. The parsed font only ever gets read (layout, subsets),
// so it is parsed once per file and shared by every document.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const sharedFontkit: Fontkit = {
  create: (data, postscriptName) => {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

// Measuring runs fontkit's whole layout: each distinct word is measured once, and a line's width is
// the sum of its words and spaces (kerning across a space is nil in DejaVu), which made export ~5× faster.
function measurer(font: PDFFont) {
  const widths = new Map<string, number>();
  return (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, FONT_SIZE);
      widths.set(text, width);
    }
    return width;
  };
}

// A word wider than the whole line (a long URL) is cut wherever it has to be. The piece's width is
// the sum of its characters' (each measured once): measuring the piece again for each character
// it gains laid out a 20,000-character word a hundred characters at a time, over a second of CPU.
function splitLongWord(word: string, width: (text: string) => number): string[] {
  if (width(word) <= TEXT_WIDTH) return [word];
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const char of word) {
    const charWidth = width(char);
    if (piece && pieceWidth + charWidth > TEXT_WIDTH) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += char;
    pieceWidth += charWidth;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Word-wraps one paragraph to the text width; an empty paragraph stays one empty line. */
export function wrapParagraph(paragraph: string, font: PDFFont, width = measurer(font)): string[] {
  const space = width(' ');
  const words = paragraph.split(/ +/).filter(Boolean).flatMap((word) => splitLongWord(word, width));
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = width(word);
    if (line && lineWidth + space + wordWidth > TEXT_WIDTH) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/** A real PDF of the letter (docs/decisions.md): A4, 2 cm margins, embedded font, new pages as needed. */
export async function renderLetterPdf(letter: { title: string; content: string }, createdAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(sharedFontkit);
  const font = await pdf.embedFont(await loadFont(), { subset: true });
  pdf.setTitle(letter.title, { showInWindowTitleBar: true });
  pdf.setLanguage('fr-FR');
  pdf.setCreator('Lettra');
  pdf.setProducer('Lettra');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);

  const width = measurer(font);
  let page = pdf.addPage([A4_POINTS.width, A4_POINTS.height]);
  let baseline = A4_POINTS.height - MARGIN - FONT_SIZE;
  for (const paragraph of letterLines(letter.content)) {
    if (!paragraph.trim()) {
      baseline -= PARAGRAPH_GAP;
      continue;
    }
    for (const line of wrapParagraph(paragraph, font, width)) {
      if (baseline < MARGIN) {
        page = pdf.addPage([A4_POINTS.width, A4_POINTS.height]);
        baseline = A4_POINTS.height - MARGIN - FONT_SIZE;
      }
      page.drawText(line, { x: MARGIN, y: baseline, size: FONT_SIZE, font });
      baseline -= LINE_HEIGHT;
    }
  }
  return pdf.save();
}
