// Landing page on a cold load, then on the visitor's first intent (the pointer moves: the shell starts,
// docs/public-pages.md 'First load'): bytes per origin (raw, gzipped, and as they crossed the network),
// requests, LCP and CLS, measured in Chromium. Prints figures; asserts nothing: the JavaScript budgets
// are checked, in bytes only, by e2e/tests/cross-remote/first-load-budget.spec.ts.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_BEFORE_INTENT_JS_GZIP = 1024;
const BUDGET_FIRST_INTENT_JS_GZIP = 145 * 1024;
/** How long the network stays silent before a phase of the load counts as over. */
const QUIET_MS = 1000;

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

  // Per phase: before any intent, then what the first intent brings.
  const phases = [new Map<string, OriginTotals>(), new Map<string, OriginTotals>()];
  let phase = 0;
  // The same bytes fetched twice, from one URL or two, in either phase: a download made twice.
  const contents = new Map<string, string[]>();
  const uncompressed: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfailed', () => {
    inFlight -= 1;
    lastActivity = Date.now();
  });
  const quiet = async () => {
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  page.on('requestfinished', async (request) => {
    inFlight -= 1;
    lastActivity = Date.now();
    const byOrigin = phases[phase]!;
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
  await quiet();
  const vitals = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  phase = 1;
  const intentAt = Date.now();
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
  const liveAfterMs = Date.now() - intentAt;
  await quiet();
  const clsAfterIntent = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await browser.close();

  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const duplicates = [...contents.values()].filter((same) => same.length > 1).map((same) => `${same[0]!.split('/').pop()} ×${same.length}`);
  const report = (title: string, totalsByOrigin: Map<string, OriginTotals>, budget: number, extra: Record<string, string | number>) => {
    const rows = [...totalsByOrigin].map(([origin, t]) => ({
      origine: origin,
      requêtes: t.requests,
      'JS brut': kib(t.jsRaw),
      'JS gzip': kib(t.jsGzip),
      'CSS brut': kib(t.cssRaw),
      'CSS gzip': kib(t.cssGzip),
      'sur le réseau': kib(t.wire),
    }));
    const totals = [...totalsByOrigin.values()].reduce(
      (sum, t) => ({ js: sum.js + t.jsGzip, wire: sum.wire + t.wire, requests: sum.requests + t.requests }),
      { js: 0, wire: 0, requests: 0 },
    );
    console.log(`\n${title}`);
    console.table(rows);
    console.table([
      {
        requêtes: totals.requests,
        'JS gzip total': kib(totals.js),
        'budget JS gzip': kib(budget),
        'dans le budget': totals.js <= budget ? 'oui' : 'non',
        'tout sur le réseau': kib(totals.wire),
        ...extra,
      },
    ]);
  };
  report('Page d’accueil, chargement à froid, avant toute intention', phases[0]!, BUDGET_BEFORE_INTENT_JS_GZIP, {
    'LCP (ms)': Math.round(vitals.lcp),
    CLS: vitals.cls.toFixed(3),
  });
  report('Page d’accueil, ce qu’apporte la première intention (le pointeur bouge)', phases[1]!, BUDGET_FIRST_INTENT_JS_GZIP, {
    'écran vivant après (ms)': liveAfterMs,
    'CLS à la fin': clsAfterIntent.toFixed(3),
  });
  console.table([
    {
      'texte non compressé': uncompressed.length ? uncompressed.join(', ') : 'aucun',
      'chargé deux fois': duplicates.length ? duplicates.join(', ') : 'aucun',
    },
  ]);
}
