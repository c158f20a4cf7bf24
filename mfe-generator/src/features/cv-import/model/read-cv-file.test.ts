import { importTexts } from '../content/import-texts.ts';
import { CvImportError } from './cv-import-error.ts';
import { extractDocxText } from './extract-docx-text.ts';
import { extractPdfText } from './extract-pdf-text.ts';
import { readCvFile } from './read-cv-file.ts';

// pdf.js and mammoth are replaced: these tests are about choosing the reader and the French errors.
vi.mock('./extract-pdf-text.ts', () => ({ extractPdfText: vi.fn() }));
vi.mock('./extract-docx-text.ts', () => ({ extractDocxText: vi.fn() }));

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function file(content: BlobPart, name: string, type = '') {
  return new File([content], name, { type });
}

describe('readCvFile', () => {
  it.each([
    ['a UTF-8 text file', file('Léa Dubois\r\nDéveloppeuse   \n\n\n\nReact', 'cv.txt', 'text/plain'), 'Léa Dubois\nDéveloppeuse\n\nReact'],
    // 'é' is 0xE9 in Windows-1252, invalid as UTF-8.
    ['a Windows-1252 text file', file(new Uint8Array([0x4c, 0xe9, 0x61]), 'CV.TXT'), 'Léa'],
  ])('reads %s', async (_title, input, expected) => {
    await expect(readCvFile(input)).resolves.toBe(expected);
  });

  it('reads a PDF through pdf.js and a .docx through mammoth, chosen by extension or type', async () => {
    vi.mocked(extractPdfText).mockResolvedValue('Texte du PDF');
    vi.mocked(extractDocxText).mockResolvedValue('Texte Word');
    await expect(readCvFile(file('%PDF', 'cv.pdf', 'application/pdf'))).resolves.toBe('Texte du PDF');
    await expect(readCvFile(file('PK', 'sans-extension', DOCX_TYPE))).resolves.toBe('Texte Word');
  });

  it.each([
    ['an old Word .doc', file('x', 'cv.doc', 'application/msword'), importTexts.unsupported],
    ['an image', file('x', 'cv.png', 'image/png'), importTexts.unsupported],
    ['a file over 5 MB', file(new Uint8Array(5 * 1024 * 1024 + 1), 'cv.txt'), importTexts.tooBig],
    ['an empty text file', file('  \n ', 'cv.txt'), importTexts.emptyFile],
  ])('refuses %s with a French message', async (_title, input, message) => {
    await expect(readCvFile(input)).rejects.toThrow(new CvImportError(message));
  });

  it('says a PDF without selectable text looks scanned', async () => {
    vi.mocked(extractPdfText).mockResolvedValue(' \n\n ');
    await expect(readCvFile(file('%PDF', 'scan.pdf'))).rejects.toThrow(importTexts.scannedPdf);
  });

  it('says a damaged PDF cannot be read', async () => {
    vi.mocked(extractPdfText).mockRejectedValue(new Error('Invalid PDF structure'));
    await expect(readCvFile(file('pas un pdf', 'cv.pdf'))).rejects.toThrow(importTexts.unreadablePdf);
  });
});
