import { GlobalWorkerOptions, VerbosityLevel, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

// This module is only ever imported lazily (read-cv-file.ts), so pdf.js never weighs on the landing page.
// The legacy build: pdf.js 6's modern build calls Map#getOrInsertComputed, Math.sumPrecise and
// Uint8Array#toHex without polyfills, which many of our visitors' browsers lack (pdfjs-dist README);
// the legacy build ships them, for about 5 % more bytes. Main thread and worker must be the same build.
// `new URL(…, import.meta.url)` makes Vite emit the worker file and give its final URL.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).toString();

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

/** The selectable text of a PDF, page after page, keeping pdf.js's line ends. Empty for a scanned PDF. */
export async function extractPdfText(data: ArrayBuffer): Promise<string> {
  // Text only: no font faces, and no warnings about font data that only rendering would need.
  const task = getDocument({ data: new Uint8Array(data), disableFontFace: true, verbosity: VerbosityLevel.ERRORS });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .filter(isTextItem)
          .map((item) => item.str + (item.hasEOL ? '\n' : ''))
          .join(''),
      );
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    // Ends the worker too: a CV is read once, nothing is kept.
    await task.destroy();
  }
}
