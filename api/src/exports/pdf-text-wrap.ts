import type { PDFFont } from '@cantoo/pdf-lib';

/** The width of a text in points, in one font at one size. */
export type Measure = (text: string) => number;

// Measuring runs fontkit's whole layout: each distinct word is measured once, and a line's width is
// the sum of its words and spaces (kerning across a space is nil in DejaVu), which made export ~5× faster.
export function measurer(font: PDFFont, size: number): Measure {
  const widths = new Map<string, number>();
  return (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, size);
      widths.set(text, width);
    }
    return width;
  };
}

// A word wider than the whole line (a long URL) is cut wherever it has to be. The piece's width is
// the sum of its characters' (each measured once): measuring the piece again for each character
// it gains laid out a 20,000-character word a hundred characters at a time, over a second of CPU.
function splitLongWord(word: string, maxWidth: number, width: Measure): string[] {
  if (width(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const char of word) {
    const charWidth = width(char);
    if (piece && pieceWidth + charWidth > maxWidth) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += char;
    pieceWidth += charWidth;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Word-wraps one paragraph to `maxWidth` points; an empty paragraph stays one empty line. */
export function wrapParagraph(paragraph: string, maxWidth: number, width: Measure): string[] {
  const space = width(' ');
  const words = paragraph.split(/ +/).filter(Boolean).flatMap((word) => splitLongWord(word, maxWidth, width));
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = width(word);
    if (line && lineWidth + space + wordWidth > maxWidth) {
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
