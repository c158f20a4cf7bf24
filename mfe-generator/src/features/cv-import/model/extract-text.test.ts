import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildDocx } from '../../../test/build-docx.ts';
import { buildPdf } from '../../../test/build-pdf.ts';
import { extractDocxText } from './extract-docx-text.ts';
import { extractPdfText } from './extract-pdf-text.ts';

// The real pdf.js and mammoth on real files: the other tests replace them.

beforeAll(() => {
  // Under Vitest the worker URL is not rewritten by Vite's build: point pdf.js at the installed file.
  GlobalWorkerOptions.workerSrc = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs')).href;
});

describe('text extraction from real files', () => {
  it('reads the lines of a PDF, accents included', async () => {
    const text = await extractPdfText(buildPdf(['Léa Dubois', 'Développeuse React - 5 ans', 'Compétences : TypeScript']));
    expect(text.replace(/\s+/g, ' ').trim()).toBe('Léa Dubois Développeuse React - 5 ans Compétences : TypeScript');
    expect(text.split('\n').length).toBeGreaterThanOrEqual(3);
  });

  it('finds no text in a PDF page without any (as in a scan)', async () => {
    expect((await extractPdfText(buildPdf([]))).trim()).toBe('');
  });

  it('reads the paragraphs of a .docx, one per line', async () => {
    const text = await extractDocxText(buildDocx(['Léa Dubois', 'Développeuse React', 'Master <informatique> & IA']));
    expect(text.trim().split(/\n+/)).toEqual(['Léa Dubois', 'Développeuse React', 'Master <informatique> & IA']);
  });
});
