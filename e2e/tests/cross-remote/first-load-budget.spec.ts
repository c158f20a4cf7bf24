import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { expectScreenLoaded } from '../support/page-checks.ts';

// The landing page's first-load budget (docs/public-pages.md 'First load'), checked in bytes, never in
// time: the same builds give the same figures on any machine. Each script is counted gzipped as the
// page-weight bench counts it (e2e/bench/page-weight.ts), at the bench's viewport, since the later
// sections near the first screen come with the first load.
const BUDGET_JS_GZIP = 150 * 1024;
/** A text answer above this size sent without content-encoding is a compression left out. */
const COMPRESSIBLE_FROM = 1024;
const TEXT_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

interface Answer {
  url: string;
  body: Buffer;
  contentType: string;
  encoded: boolean;
}

async function read(response: Response): Promise<Answer | null> {
  // A redirect has no body; it is not a download.
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const headers = await response.allHeaders();
  return { url: response.url(), body, contentType: headers['content-type'] ?? '', encoded: Boolean(headers['content-encoding']) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test.use({ viewport: { width: 1280, height: 800 } });

test('the landing page first loads at most 150 KiB of JavaScript gzipped, nothing twice and every text compressed', async ({ page }) => {
  const answers: Promise<Answer | null>[] = [];
  page.on('response', (response) => answers.push(read(response)));

  await page.goto('/', { waitUntil: 'networkidle' });
  await expectScreenLoaded(page);
  const received = (await Promise.all(answers)).filter((answer) => answer !== null);

  const scripts = received
    .filter((answer) => new URL(answer.url).pathname.endsWith('.js'))
    .map((answer) => ({ url: answer.url, gzip: gzipSync(answer.body).length, digest: createHash('sha256').update(answer.body).digest('hex') }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const perFile = scripts.map((script) => `${kib(script.gzip)}  ${script.url}`).join('\n');
  expect(total, `JavaScript of the first load, gzipped: ${kib(total)}\n${perFile}`).toBeLessThanOrEqual(BUDGET_JS_GZIP);

  const urlsByDigest = new Map<string, string[]>();
  for (const script of scripts) urlsByDigest.set(script.digest, [...(urlsByDigest.get(script.digest) ?? []), script.url]);
  expect([...urlsByDigest.values()].filter((urls) => urls.length > 1)).toEqual([]);

  const uncompressed = received.filter((answer) => TEXT_TYPE.test(answer.contentType) && !answer.encoded && answer.body.length >= COMPRESSIBLE_FROM);
  expect(uncompressed.map((answer) => answer.url)).toEqual([]);
});
