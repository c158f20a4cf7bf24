// Landing page on a cold load: bytes per origin (raw, gzipped, and as they crossed the network),
// requests, LCP and CLS, measured in Chromium. Prints figures; asserts nothing: the JavaScript budget
// is checked, in bytes only, by e2e/tests/cross-remote/first-load-budget.spec.ts.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_JS_GZIP = 150 * 1024;

interface OriginTotals {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  /** Headers and body as received: the body compressed when the server compressed it. */
  wire: number;
  requests: number;
}

/** A text answer above this size sent without content-encoding is listed as uncompressed. */
const COMPRESSIBLE_FROM = 1024;
const TEXT_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

export async function measureLandingPage(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  const byOrigin = new Map<string, OriginTotals>();
  // The same bytes fetched from two URLs: a library downloaded twice.
  const contents = new Map<string, string[]>();
  const uncompressed: string[] = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const url = response.url();
    const origin = new URL(url).origin;
    const totals = byOrigin.get(origin) ?? { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, wire: 0, requests: 0 };
    byOrigin.set(origin, totals);
    totals.requests += 1;
    const [sizes, headers, body] = await Promise.all([
      request.sizes(),
      response.allHeaders(),
      response.body().catch(() => Buffer.alloc(0)),
    ]);
    totals.wire += sizes.responseHeadersSize + sizes.responseBodySize;
    if (TEXT_TYPE.test(headers['content-type'] ?? '') && !headers['content-encoding'] && body.length >= COMPRESSIBLE_FROM) {
      uncompressed.push(new URL(url).pathname);
    }
    const path = new URL(url).pathname;
    const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    const digest = createHash('sha256').update(body).digest('hex');
    contents.set(digest, [...(contents.get(digest) ?? []), url]);
    totals[`${kind}Raw`] += body.length;
    totals[`${kind}Gzip`] += gzipSync(body).length;
  });

  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  const vitals = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  await browser.close();

  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const rows = [...byOrigin].map(([origin, t]) => ({
    origine: origin,
    requêtes: t.requests,
    'JS brut': kib(t.jsRaw),
    'JS gzip': kib(t.jsGzip),
    'CSS brut': kib(t.cssRaw),
    'CSS gzip': kib(t.cssGzip),
    'sur le réseau': kib(t.wire),
  }));
  const totals = [...byOrigin.values()].reduce(
    (sum, t) => ({ js: sum.js + t.jsGzip, wire: sum.wire + t.wire, requests: sum.requests + t.requests }),
    { js: 0, wire: 0, requests: 0 },
  );
  const duplicates = [...contents.values()]
    .filter((urls) => urls.length > 1)
    .map((urls) => `${urls[0]!.split('/').pop()} ×${urls.length}`);
  console.log('\nPage d’accueil, chargement à froid');
  console.table(rows);
  console.table([
    {
      'requêtes': totals.requests,
      'JS gzip total': kib(totals.js),
      'budget JS gzip': kib(BUDGET_JS_GZIP),
      'dans le budget': totals.js <= BUDGET_JS_GZIP ? 'oui' : 'non',
      'tout sur le réseau': kib(totals.wire),
      'texte non compressé': uncompressed.length ? uncompressed.join(', ') : 'aucun',
      'LCP (ms)': Math.round(vitals.lcp),
      CLS: vitals.cls.toFixed(3),
      'mêmes octets chargés deux fois': duplicates.length ? duplicates.join(', ') : 'aucun',
    },
  ]);
}
