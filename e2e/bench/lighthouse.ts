// Lighthouse (mobile defaults: a mid-range phone, simulated slow 4G and CPU) on public pages, in
// Debian's Chromium. Prints each category's score, LCP, TBT and CLS, and what the audits of the
// accessibility, best-practices and SEO categories found wrong. Asserts nothing (README: budgets are
// read, not tested).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Categories whose failing audits are listed: the ones the product's pages alone decide. */
const LISTED = ['accessibility', 'best-practices', 'seo'] as const;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function failingAudits(lhr: Result): string[] {
  return LISTED.flatMap((category) =>
    lhr.categories[category]!.auditRefs
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id}`),
  );
}

function summary(page: string, lhr: Result) {
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibilité: score('accessibility'),
    'bonnes pratiques': score('best-practices'),
    SEO: score('seo'),
    'LCP (ms)': Math.round(metric('largest-contentful-paint')),
    'TBT (ms)': Math.round(metric('total-blocking-time')),
    CLS: metric('cumulative-layout-shift').toFixed(3),
  };
}

/** One Lighthouse run in a Chromium of its own: a run after another in the same browser at times lost its trace. */
async function audit(url: string, cookie?: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error('aucun résultat');
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse on each path of `baseUrl`, one after the other, with the page's `cookie` when it has
 * one; a run that lost its trace is run once more.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: Array<{ name: string; path: string; cookie?: string }>,
  title = 'pages servies comme par `npm start`',
) {
  const rows = [];
  const problems: string[] = [];
  for (const { name, path, cookie } of pages) {
    try {
      let lhr = await audit(`${baseUrl}${path}`, cookie);
      if (lhr.runtimeError) lhr = await audit(`${baseUrl}${path}`, cookie);
      rows.push(summary(name, lhr));
      problems.push(...failingAudits(lhr).map((failing) => `${name} — ${failing}`));
      if (lhr.runtimeError) problems.push(`${name} — ${lhr.runtimeError.message}`);
    } catch (error) {
      problems.push(`${name} — mesure impossible : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`\nLighthouse, mobile (réglages par défaut), ${title}`);
  console.table(rows);
  console.log(problems.length ? `Audits en échec :\n  ${problems.join('\n  ')}` : 'Audits en échec : aucun');
}
