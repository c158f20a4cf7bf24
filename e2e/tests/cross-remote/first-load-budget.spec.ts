import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectScreenLoaded, showIntent } from '../support/page-checks.ts';

// The landing page's first-load budgets (docs/public-pages.md 'First load'), checked in bytes, never in
// time: the same builds give the same figures on any machine. Each script is counted gzipped as the
// page-weight bench counts it (e2e/bench/page-weight.ts), at the bench's viewport, since the later
// sections near the first screen come with the first intent.
/**
 * The cold load, before the visitor shows any intent: the server's HTML and the starter (0.8 KiB: 832 B). The
 * aim was 120 KiB; reached, the budget holds what is there now.
 */
const BUDGET_BEFORE_INTENT_JS_GZIP = 1024;
/** What the first intent brings: the shell, the remote and the sections near the first screen (143.4 KiB). */
const BUDGET_FIRST_INTENT_JS_GZIP = 145 * 1024;
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

/**
 * Every answer from here on. A phase ends on events, never on a span of network quiet (which a slow
 * machine can stretch past any figure): the page's own signal that the phase is over (`until`), then
 * every request asked for so far answered.
 */
function recordAnswers(page: Page) {
  let answers: Promise<Answer | null>[] = [];
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  page.on('response', (response) => answers.push(read(response)));
  return {
    /** The answers since the last call, once `until` has resolved and nothing is in flight. */
    async phase(until: () => Promise<void>): Promise<Answer[]> {
      await until();
      await expect.poll(() => inFlight).toBe(0);
      const done = answers;
      answers = [];
      return (await Promise.all(done)).filter((answer) => answer !== null);
    },
  };
}

/**
 * The sections of the landing page within half a screen of the viewport (deferred-section.tsx's
 * NEAR) still drawn by the server: the first intent brings their code, and each is live once it came.
 */
const nearSectionsWaiting = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[data-server-html]')].filter((section) => {
        const { top, bottom } = section.getBoundingClientRect();
        return top < innerHeight * 1.5 && bottom > -innerHeight / 2;
      }).length,
  );

function scriptsOf(answers: Answer[]) {
  return answers
    .filter((answer) => new URL(answer.url).pathname.endsWith('.js'))
    .map((answer) => ({ url: answer.url, gzip: gzipSync(answer.body).length, digest: createHash('sha256').update(answer.body).digest('hex') }))
    .sort((a, b) => b.gzip - a.gzip);
}

function expectWithin(scripts: ReturnType<typeof scriptsOf>, budget: number, what: string) {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const perFile = scripts.map((script) => `${kib(script.gzip)}  ${script.url}`).join('\n');
  expect(total, `${what}, gzipped: ${kib(total)}\n${perFile}`).toBeLessThanOrEqual(budget);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the landing page loads only its starter (at most 1 KiB gzipped) before an intent, at most 145 KiB of JavaScript gzipped with the first one, nothing twice and every text compressed', async ({
  page,
}) => {
  const recorded = recordAnswers(page);

  // The cold load is over at the load event: the starter does nothing more until an intent.
  const beforeIntent = await recorded.phase(async () => {
    await page.goto('/', { waitUntil: 'load' });
  });
  const coldScripts = scriptsOf(beforeIntent);
  expectWithin(coldScripts, BUDGET_BEFORE_INTENT_JS_GZIP, 'JavaScript before any intent');
  // The starter alone: the shell's scripts are neither loaded nor preloaded.
  expect(coldScripts.map((script) => new URL(script.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/start-on-intent-[\w-]+\.js$/)]);

  // The first intent's load is over when the screen is live and so is every section near the viewport.
  const firstIntent = await recorded.phase(async () => {
    await showIntent(page);
    await expectScreenLoaded(page);
    await expect.poll(() => nearSectionsWaiting(page)).toBe(0);
  });
  const intentScripts = scriptsOf(firstIntent);
  expectWithin(intentScripts, BUDGET_FIRST_INTENT_JS_GZIP, 'JavaScript the first intent brings');

  const scripts = [...coldScripts, ...intentScripts];
  const urlsByDigest = new Map<string, string[]>();
  for (const script of scripts) urlsByDigest.set(script.digest, [...(urlsByDigest.get(script.digest) ?? []), script.url]);
  expect([...urlsByDigest.values()].filter((urls) => urls.length > 1)).toEqual([]);
  // Each URL once: a module preloaded and then imported is one download, not two.
  const urls = scripts.map((script) => script.url);
  expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);

  const uncompressed = [...beforeIntent, ...firstIntent].filter(
    (answer) => TEXT_TYPE.test(answer.contentType) && !answer.encoded && answer.body.length >= COMPRESSIBLE_FROM,
  );
  expect(uncompressed.map((answer) => answer.url)).toEqual([]);
});
