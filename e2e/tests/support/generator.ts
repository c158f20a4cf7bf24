import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectScreenLoaded } from './page-checks.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** A real-looking French CV and posting (the same fixtures letter-engine is tested on). */
export const CV = fixture('cv-camille-martin.txt');
export const POSTING = fixture('offre-developpeur-full-stack.txt');

/**
 * The landing page downloads its generator when the visitor scrolls towards it (it is below the fold):
 * scroll there as they would.
 */
export async function scrollToLandingGenerator(page: Page) {
  await expectScreenLoaded(page);
  await page.locator('#generateur').scrollIntoViewIfNeeded();
}

/** Fills the three steps of the generator found in `scope` (the landing page or the dashboard). */
export async function fillGenerator(scope: Page | Locator, { tone, posting = POSTING }: { tone?: string; posting?: string } = {}) {
  await scope.getByLabel('Votre CV').fill(CV);
  await scope.getByRole('button', { name: 'Suivant' }).click();
  await scope.getByLabel("L'offre d'emploi").fill(posting);
  await scope.getByRole('button', { name: 'Suivant' }).click();
  await scope.getByLabel('Points à mettre en avant (facultatif)').fill('Ma rigueur et mon goût du travail en équipe');
  if (tone) await scope.getByRole('radio', { name: tone }).check();
}

/** Generates and waits for the streamed letter to be complete and saved. */
export async function generate(page: Page) {
  await page.getByRole('button', { name: 'Générer ma lettre' }).click();
  await expect(page.getByRole('heading', { name: 'Votre lettre est prête' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Génération en cours...' })).toHaveCount(0, { timeout: 30_000 });
}
