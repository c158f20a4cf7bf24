import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newPerson } from '../support/accounts.ts';
import { downloadLetter } from '../support/downloads.ts';
import { fillGenerator, generate, POSTING } from '../support/generator.ts';
import { signedUpOnDashboard, upgradeThroughApi } from '../support/signed-in.ts';

// A name or a letter holding HTML is shown as text everywhere (docs/security-payments.md §3,
// LLM05). Each payload would build elements if a screen parsed it as HTML, and its handler or
// script would set `__pwned`.
const NAME = `<img src=x onerror="__pwned='nom'">Zoé <b>Test</b>`;
// Short enough to be taken for a company name (60 characters at most).
const COMPANY = `<img src=x onerror="__pwned='société'"><b>Meditrack</b>`;
const POSITION = 'Développeur <i>Full Stack</i>';
// Title, company and position come from the posting, as for any generated letter (letter-engine's
// parse-posting): a labelled company line and a title line replacing the fixture's first line.
const HOSTILE_POSTING = `Entreprise : ${COMPANY}\n${POSTING.replace(/^.*\n/, `${POSITION} (H/F)\n`)}`;
const TITLE = `${COMPANY} – ${POSITION}`;
const POSTSCRIPT = `PS : <script>__pwned='lettre'</script><b>disponible</b> dès lundi.`;

/** No element was built from a payload and no handler of theirs ran. */
async function expectNoMarkupFromPayloads(page: Page) {
  // Markup that must not exist has no role or text to find it by: only CSS can say it is absent.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b, i').filter({ hasText: /^(Test|Meditrack|Full Stack|disponible)$/ })).toHaveCount(0);
  // Locators never read a script's text.
  expect(await page.evaluate(() => [...document.scripts].some((script) => script.text.includes('__pwned')))).toBe(false);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

/** The text a Word file shows: its runs, with XML's escapes undone. */
async function docxText(bytes: Buffer): Promise<string> {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((run) => run[1]!.replace(/&(?:lt|gt|quot|apos|amp);/g, (entity) => entities[entity]!))
    .join('\n');
}

test('a name and a letter holding HTML show as text on every screen and in the exports', async ({ page }) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The CSP blocks inline handlers, so an injected one leaves `__pwned` unset: the console says it
  // was refused (and that the image 'x' failed to load).
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

  // Welcomed as 'Bienvenue, {name}!' with the name exactly as typed.
  await signedUpOnDashboard(page, newPerson(NAME));
  await expectNoMarkupFromPayloads(page);
  await upgradeThroughApi(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${NAME}!` })).toBeVisible();

  await fillGenerator(page, { posting: HOSTILE_POSTING });
  await generate(page);
  const preview = page.getByRole('article', { name: 'Lettre de motivation', exact: true });
  await expect(preview.getByText(COMPANY, { exact: true })).toBeVisible();
  await expect(preview.getByText(`Objet : Candidature au poste de ${POSITION}`)).toBeVisible();
  await expectNoMarkupFromPayloads(page);

  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  const editor = page.getByPlaceholder('Écrivez votre lettre de motivation ici...');
  const generated = await editor.inputValue();
  expect(generated).toContain(COMPANY);
  await editor.fill(`${generated}\n\n${POSTSCRIPT}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre lettre a été mise à jour avec succès')).toBeVisible();
  await expect(preview.getByText(POSTSCRIPT, { exact: true })).toBeVisible();
  await expectNoMarkupFromPayloads(page);

  await page.goto('/settings');
  await expect(page.getByLabel('Nom complet')).toHaveValue(NAME);
  await expectNoMarkupFromPayloads(page);

  await page.goto('/my-letters');
  const library = page.getByRole('main');
  await page.getByLabel('Rechercher une lettre').fill('<b>Meditrack</b>');
  await expect(library.getByText(`${COMPANY} · ${POSITION}`, { exact: true }).first()).toBeVisible();
  await library.getByText(TITLE, { exact: true }).first().click();
  await expect(library.getByRole('heading', { level: 2, name: TITLE, exact: true })).toBeVisible();
  await expect(library.getByText(POSTSCRIPT, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  expect(await editor.inputValue()).toContain(POSTSCRIPT);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expectNoMarkupFromPayloads(page);

  const pdf = await getDocument({ data: new Uint8Array(await downloadLetter(page, 'Format PDF')) }).promise;
  expect((await pdf.getMetadata()).info).toMatchObject({ Title: TITLE });
  // Lines joined by spaces: the layout wraps the company's name wherever the line ends.
  const pdfText = (await (await pdf.getPage(1)).getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
  expect(pdfText).toContain(COMPANY);
  expect(pdfText).toContain(POSTSCRIPT);
  const wordText = await docxText(await downloadLetter(page, 'Format Word (.docx)'));
  expect(wordText).toContain(COMPANY);
  expect(wordText).toContain(POSTSCRIPT);

  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
