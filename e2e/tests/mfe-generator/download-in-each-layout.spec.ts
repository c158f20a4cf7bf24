import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newPerson } from '../support/accounts.ts';
import { downloadNamedLetter, type Layout } from '../support/downloads.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';
import { fillGenerator, generate } from '../support/generator.ts';

const LAYOUTS: Layout[] = ['Classique', 'Moderne', 'Sobre'];

test('a premium user downloads the letter in each layout, as a one-page PDF and a Word file addressed to the company', async ({ page }) => {
  test.setTimeout(120_000);
  await signedUpOnDashboard(page, newPerson('Inès Garnier'), { premium: true });
  await fillGenerator(page);
  await generate(page);

  // The dialog offers the three layouts as a labelled radio group, with a preview of the one chosen.
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Télécharger votre lettre' });
  const layouts = dialog.getByRole('group', { name: 'Mise en page' }).getByRole('radio');
  await expect(layouts).toHaveCount(3);
  await expect(dialog.getByRole('radio', { name: 'Classique' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Moderne' }).check();
  await expect(dialog.getByText('Aperçu : Moderne')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  for (const layout of LAYOUTS) {
    const pdf = await downloadNamedLetter(page, 'Format PDF', layout);
    // Named after the candidate who signs it (the CV's Camille Martin), not the account's holder (docs/decisions.md).
    expect(pdf.name).toBe('Camille Martin – Lettre de motivation – Meditrack.pdf');
    const document = await getDocument({ data: new Uint8Array(pdf.bytes) }).promise;
    expect(document.numPages, `${layout}: one page`).toBe(1);
    const firstPage = await document.getPage(1);
    const picture = await renderedInk(document, firstPage);
    // An A4 page (595.28 × 841.89 points, drawn at one pixel a point), with its bottom margin left blank: the letter fits the page.
    expect(Math.abs(picture.width - 595.28), `${layout}: A4 width`).toBeLessThan(1);
    expect(Math.abs(picture.height - 841.89), `${layout}: A4 height`).toBeLessThan(1);
    expect(picture.ink, `${layout}: the page is drawn`).toBeGreaterThan(5_000);
    expect(picture.inkInBottomMargin, `${layout}: nothing runs into the bottom margin`).toBe(0);
    const text = (await firstPage.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Meditrack');
    expect(text).toContain('Service des ressources humaines');
    expect(text).toMatch(/Madame, Monsieur/);

    const word = await downloadNamedLetter(page, 'Format Word (.docx)', layout);
    expect(word.name).toBe('Camille Martin – Lettre de motivation – Meditrack.docx');
    const xml = await (await JSZip.loadAsync(word.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Service des ressources humaines');
    expect(xml).toContain('Madame, Monsieur,');
  }
});

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type Canvas = { width: number; height: number };
type Context = { getImageData: (x: number, y: number, width: number, height: number) => { data: Uint8ClampedArray } };

/** Renders a page to an image, as a reader's viewer would, and counts its dark pixels, in the bottom 4 % too. */
async function renderedInk(document: PdfDocument, page: PdfPage) {
  const viewport = page.getViewport({ scale: 1 });
  // pdf.js draws in Node on @napi-rs/canvas through its own canvas factory.
  const factory = (document as unknown as { canvasFactory: { create: (width: number, height: number) => { canvas: Canvas; context: Context } } }).canvasFactory;
  const { canvas, context } = factory.create(viewport.width, viewport.height);
  await page.render({ canvasContext: context, viewport, canvas } as unknown as Parameters<PdfPage['render']>[0]).promise;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const marginFrom = Math.floor(canvas.height * 0.96);
  let ink = 0;
  let inkInBottomMargin = 0;
  for (let at = 0; at < data.length; at += 4) {
    if ((data[at] ?? 255) >= 128) continue;
    ink += 1;
    if (Math.floor(at / 4 / canvas.width) >= marginFrom) inkInBottomMargin += 1;
  }
  return { width: canvas.width, height: canvas.height, ink, inkInBottomMargin };
}

