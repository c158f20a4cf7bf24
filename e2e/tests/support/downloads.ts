import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';

type Format = 'Format PDF' | 'Format Word (.docx)';
/** The layouts of the download dialog (docs/exports.md); without one, the first, already chosen. */
export type Layout = 'Classique' | 'Moderne' | 'Sobre';

/** Opens 'Télécharger' (generator preview or my letters), picks a format and returns the file's bytes. */
export async function downloadLetter(page: Page, format: Format, layout?: Layout): Promise<Buffer> {
  return (await downloadNamedLetter(page, format, layout)).bytes;
}

/** The same, with the name the browser saves the file under. */
export async function downloadNamedLetter(page: Page, format: Format, layout?: Layout): Promise<{ bytes: Buffer; name: string }> {
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Télécharger votre lettre' });
  if (layout) await dialog.getByRole('group', { name: 'Mise en page' }).getByRole('radio', { name: layout }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: format }).click();
  const file = await download;
  return { bytes: await readFile((await file.path())!), name: file.suggestedFilename() };
}
