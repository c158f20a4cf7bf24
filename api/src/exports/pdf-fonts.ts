import { readFile } from 'node:fs/promises';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument } from '@cantoo/pdf-lib';

// DejaVu covers every French character (é è ê ë à â ç ô û ù ï î œ æ « » ’ …), which the 14 standard
// PDF fonts cannot encode; only the glyphs used are embedded (subset). Each file is read once per worker.
const fontFiles = new Map<string, Promise<Buffer>>();
export function loadFont(file: string): Promise<Buffer> {
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = readFile(new URL(import.meta.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    fontFiles.set(file, bytes);
  }
  return bytes;
}

// The PDF library asks fontkit to parse the font file for every document, and parsing was most of an
// export's time. The parsed tables only ever get read, so each file is parsed once and shared by
// every document.
//
// Its glyph cache is not: fontkit keeps one glyph object per glyph with the characters it was first
// asked for, and a subset asks for the glyphs an accented letter is drawn from (É is E and an accent)
// with none. A document written after one with 'É' and no 'E' drew its 'E' with no character behind
// it: its text could not be copied, nor read by a recruiter's applicant tracking system. So each
// document starts with an empty glyph cache; a worker renders one document at a time (lib/worker-pool.ts).
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
export const sharedFontkit: Fontkit = {
  create: (data, postscriptName) => {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data);
      parsedFonts.set(data, font);
    }
    if (font && '_glyphs' in font) Object.assign(font, { _glyphs: {} });
    return font;
  },
};
