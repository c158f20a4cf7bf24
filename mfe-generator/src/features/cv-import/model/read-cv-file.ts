import { importTexts } from '../content/import-texts.ts';
import { CvImportError } from './cv-import-error.ts';
import { MAX_CV_FILE_BYTES, cvFileKind } from './cv-file-kind.ts';
import { decodeTextFile } from './decode-text-file.ts';

// Blank runs left by page breaks and layout: at most one empty line in a row, no trailing spaces.
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function extract(kind: 'pdf' | 'docx', bytes: ArrayBuffer): Promise<string> {
  try {
    if (kind === 'pdf') return await (await import('./extract-pdf-text.ts')).extractPdfText(bytes);
    return await (await import('./extract-docx-text.ts')).extractDocxText(bytes);
  } catch {
    throw new CvImportError(kind === 'pdf' ? importTexts.unreadablePdf : importTexts.unreadableDocx);
  }
}

/**
 * Reads a CV file into plain text for the CV textarea: .txt as text, .docx through mammoth, .pdf
 * through pdf.js (both loaded only when such a file is picked). Throws CvImportError with a French
 * message for an unsupported or oversized file, an unreadable one, or one with no text.
 */
export async function readCvFile(file: File): Promise<string> {
  const kind = cvFileKind(file);
  if (!kind) throw new CvImportError(importTexts.unsupported);
  if (file.size > MAX_CV_FILE_BYTES) throw new CvImportError(importTexts.tooBig);

  const bytes = await file.arrayBuffer();
  const text = tidy(kind === 'txt' ? decodeTextFile(bytes) : await extract(kind, bytes));
  if (text === '') throw new CvImportError(kind === 'pdf' ? importTexts.scannedPdf : importTexts.emptyFile);
  return text;
}
