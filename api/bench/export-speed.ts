// Time to build one exported letter ('pnpm bench'): the real PDF (@cantoo/pdf-lib, embedded
// DejaVu font) and DOCX builders of api/src/exports, called directly, in each layout, for a typical
// ~350-word French letter and a long ~2,000-word one that runs over several pages. The HTTP route adds a
// database read and the headers around the same call. Measures and prints; asserts nothing.
import { countWords, EXPORT_LAYOUTS, type ExportLayout } from '@lettra/letter-engine';
import { PDFDocument } from '@cantoo/pdf-lib';
import { renderLetterDocx } from '../src/exports/docx-document.ts';
import type { LetterToExport } from '../src/exports/letter-parts.ts';
import { renderLetterPdf } from '../src/exports/pdf-document.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { percentile } from './percentile.ts';

const WARM_UP = 5;
const ITERATIONS = Number(process.env.BENCH_EXPORT_ITERATIONS ?? '30');
const CREATED_AT = new Date('2026-03-15T10:00:00Z');

// The demo letters (spec samples, ~250–280 words each) are the real French text we have: their
// blocks are header (sender, place and date, subject, salutation), body paragraphs, closing.
const demoLetters = DEMO_ACCOUNTS.flatMap((account) => account.letters);
const blocksOf = (content: string) => content.split(/\n{2,}/);
const HEADER_BLOCKS = 4;
const CLOSING_BLOCKS = 1;
const first = blocksOf(demoLetters[0]?.content ?? '');
const header = first.slice(0, HEADER_BLOCKS);
const closing = first.slice(-CLOSING_BLOCKS);
const bodyParagraphs = demoLetters.flatMap((letter) => blocksOf(letter.content).slice(HEADER_BLOCKS, -CLOSING_BLOCKS));

/**
 * The first demo letter with body paragraphs of the others added until it has about `words` words;
 * the last paragraph added keeps only the sentences that fit.
 */
function letterOfAbout(words: number): string {
  const body: string[] = [];
  const text = () => [...header, ...body, ...closing].join('\n\n');
  for (let index = 0; countWords(text()) < words; index += 1) {
    const sentences = (bodyParagraphs[index % bodyParagraphs.length] ?? '').split(/(?<=[.!?…])\s+/);
    const room = words - countWords(text());
    const kept: string[] = [];
    for (const sentence of sentences) {
      if (kept.length > 0 && countWords(kept.join(' ')) + countWords(sentence) > room) break;
      kept.push(sentence);
    }
    body.push(kept.join(' '));
  }
  return text();
}

const addressed = { company: 'Atelier Numérique', language: 'french', accountName: 'Camille Martin' } as const;
const letters: (LetterToExport & { name: string })[] = [
  { name: 'typical', title: 'Développeuse Full Stack – Atelier Numérique', content: letterOfAbout(350), ...addressed },
  { name: 'long', title: 'Lettre longue – Atelier Numérique', content: letterOfAbout(2000), ...addressed },
];

const formats = {
  pdf: (letter: LetterToExport, layout: ExportLayout) => renderLetterPdf(letter, layout, CREATED_AT),
  docx: (letter: LetterToExport, layout: ExportLayout) => renderLetterDocx(letter, layout),
};

const rows: Record<string, string | number>[] = [];
for (const letter of letters) {
  for (const [format, renderIn] of Object.entries(formats)) {
    for (const layout of EXPORT_LAYOUTS) {
      const render = () => renderIn(letter, layout);
      // The first call of the run also reads the font files and compiles the code paths: shown apart.
      const coldStart = performance.now();
      const output = await render();
      const coldMs = performance.now() - coldStart;
      for (let index = 1; index < WARM_UP; index += 1) await render();

      const times: number[] = [];
      for (let index = 0; index < ITERATIONS; index += 1) {
        const started = performance.now();
        await render();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const pages = format === 'pdf' ? (await PDFDocument.load(output)).getPageCount() : '—';
      rows.push({
        letter: letter.name,
        words: countWords(letter.content),
        format,
        layout,
        'first call ms': coldMs.toFixed(1),
        'mean ms': (times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(1),
        'p95 ms': percentile(times, 0.95).toFixed(1),
        'letters/s': Math.round((times.length * 1000) / times.reduce((sum, time) => sum + time, 0)),
        'size KiB': (output.byteLength / 1024).toFixed(1),
        pages,
      });
    }
  }
}

console.log(
  `\nExport time per letter (renderLetterPdf / renderLetterDocx, one thread), ${ITERATIONS} runs after ${WARM_UP} warm-up — Node ${process.version}`,
);
console.table(rows);
console.log('“first call” is the first letter of that format, layout and size in this run (the PDF ones of the typical letter also read the layout’s fonts).');
