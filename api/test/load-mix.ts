// The load mix: virtual users, each signed in with an account of its own, send a
// realistic mix of requests back to back for a fixed time — session checks, letter lists, edits,
// offline generations, PDF and Word exports — spread over one or more api instances as a
// round-robin load balancer would. Used by production/load.test.ts (asserts) and bench/load.ts (prints).
import pg from 'pg';
import { REQUEST } from './generation-fixtures.ts';
import { createHttpUser, type HttpUser } from './http-user.ts';
import { parseSse } from './sse.ts';

export type RequestKind = 'session' | 'list' | 'edit' | 'generate' | 'export';

// Relative weights: mostly reads, as people browse their letters more than they write them.
const MIX: Array<[RequestKind, number]> = [
  ['session', 30],
  ['list', 25],
  ['edit', 15],
  ['generate', 10],
  ['export', 20],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

export interface LoadOptions {
  /** Base URLs of the api instances; requests go to each in turn. */
  instances: string[];
  /** The database behind them, to count the saved letters afterwards. */
  databaseUrl: string;
  virtualUsers: number;
  durationMs: number;
}

export interface KindFigures {
  /** Latencies in ms of every answered request (a generation: until its stream ended). */
  latencies: number[];
  /** Answers by status code; 0 counts requests that got no answer (connection errors). */
  statuses: Record<number, number>;
}

export interface LoadReport {
  options: LoadOptions;
  elapsedMs: number;
  kinds: Record<RequestKind, KindFigures>;
  /** Streams that ended with a `done` event (set-up included): the api says the letter is saved. */
  completedGenerations: number;
  /** Rows in `letters` once the run is over. */
  savedLetters: number;
  /** The first unexpected answer, to tell what went wrong. */
  firstFailure: string | null;
}

interface VirtualUser {
  user: HttpUser;
  letter: { id: string; version: number } | null;
  exports: number;
}

function pick(random: number): RequestKind {
  let threshold = random * TOTAL_WEIGHT;
  for (const [kind, weight] of MIX) {
    threshold -= weight;
    if (threshold < 0) return kind;
  }
  return 'session';
}

export async function runLoadMix(options: LoadOptions): Promise<LoadReport> {
  const { instances, virtualUsers, durationMs } = options;
  let turn = 0;
  const nextInstance = () => instances[turn++ % instances.length]!;

  // Sign-up is set-up, not load: argon2 makes it slow on purpose.
  const users: VirtualUser[] = [];
  for (let start = 0; start < virtualUsers; start += 20) {
    const batch = Array.from({ length: Math.min(20, virtualUsers - start) }, () => createHttpUser('charge'));
    await Promise.all(batch.map((user) => user.signup(nextInstance())));
    users.push(...batch.map((user) => ({ user, letter: null, exports: 0 })));
  }

  const kinds = Object.fromEntries(MIX.map(([kind]) => [kind, { latencies: [], statuses: {} }])) as unknown as Record<RequestKind, KindFigures>;
  let completedGenerations = 0;
  let firstFailure: string | null = null;

  const record = (kind: RequestKind, status: number, startedAt: number, detail: () => string) => {
    const figures = kinds[kind];
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (status !== 0) figures.latencies.push(performance.now() - startedAt);
    if ((status === 0 || status >= 400) && firstFailure === null) firstFailure = `${kind} → ${status || 'no answer'}: ${detail()}`;
  };

  /** One offline generation read to its end; status 0 when the stream ended without its letter. */
  async function generate(vu: VirtualUser, base: string): Promise<{ status: number; body: string }> {
    const response = await vu.user.request(base, '/api/letters/generate', { method: 'POST', body: REQUEST });
    const body = await response.text();
    if (response.status !== 200) return { status: response.status, body };
    const done = parseSse(body).find((event) => event.event === 'done');
    if (!done) return { status: 0, body };
    completedGenerations += 1;
    vu.letter = { id: done.data.letter.id as string, version: done.data.letter.version as number };
    return { status: 200, body };
  }

  async function act(vu: VirtualUser, kind: RequestKind): Promise<void> {
    const base = nextInstance();
    const startedAt = performance.now();
    let status = 0;
    let body = '';
    try {
      if (kind === 'session' || kind === 'list') {
        const response = await vu.user.request(base, kind === 'session' ? '/api/auth/session' : '/api/letters');
        status = response.status;
        body = await response.text();
      } else if (kind === 'edit' && vu.letter) {
        const response = await vu.user.request(base, `/api/letters/${vu.letter.id}`, {
          method: 'PATCH',
          body: { version: vu.letter.version, title: `Candidature relue ${vu.letter.version}` },
        });
        status = response.status;
        body = await response.text();
        if (status === 200) vu.letter.version = (JSON.parse(body) as { version: number }).version;
      } else if (kind === 'export' && vu.letter) {
        const format = vu.exports++ % 2 === 0 ? 'pdf' : 'docx';
        const response = await vu.user.request(base, `/api/letters/${vu.letter.id}/export.${format}`);
        status = response.status;
        body = status === 200 ? '' : await response.text();
        if (status === 200) await response.arrayBuffer();
      } else {
        kind = 'generate';
        ({ status, body } = await generate(vu, base));
      }
    } catch (error) {
      body = (error as Error).message;
    }
    record(kind, status, startedAt, () => body.slice(0, 300));
  }

  // Each user starts with a letter to list, edit and export: one generation each, also set-up, but
  // its letter counts in the comparison with the saved rows.
  await Promise.all(users.map((vu) => generate(vu, nextInstance())));

  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    users.map(async (vu) => {
      while (performance.now() < deadline) await act(vu, pick(Math.random()));
    }),
  );
  const elapsedMs = performance.now() - started;

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM letters');
  await client.end();

  return { options, elapsedMs, kinds, completedGenerations, savedLetters: rows[0]?.n ?? 0, firstFailure };
}

/** Answers with a 5xx status, or none at all. */
export function serverFailures(report: LoadReport): number {
  return Object.values(report.kinds)
    .flatMap((figures) => Object.entries(figures.statuses))
    .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
    .reduce((sum, [, count]) => sum + count, 0);
}

export function totalRequests(report: LoadReport): number {
  return Object.values(report.kinds).reduce((sum, figures) => sum + Object.values(figures.statuses).reduce((a, b) => a + b, 0), 0);
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** The run as a table: requests, statuses and p50/p95/p99 latencies per kind, then the totals. */
export function formatLoadReport(report: LoadReport): string {
  const { options } = report;
  const lines = [
    `${options.virtualUsers} virtual users, ${(report.elapsedMs / 1000).toFixed(1)} s, ${options.instances.length} instance(s)`,
    'kind       requests   statuses                    p50 ms   p95 ms   p99 ms',
  ];
  for (const [kind, figures] of Object.entries(report.kinds)) {
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    const count = Object.values(figures.statuses).reduce((a, b) => a + b, 0);
    const statuses = Object.entries(figures.statuses).map(([status, n]) => `${status}×${n}`).join(' ');
    lines.push(
      [
        kind.padEnd(10),
        String(count).padStart(8),
        `   ${statuses.padEnd(26)}`,
        ...[0.5, 0.95, 0.99].map((fraction) => percentile(sorted, fraction).toFixed(0).padStart(8)),
      ].join(''),
    );
  }
  const requests = totalRequests(report);
  lines.push(
    `total ${requests} requests, ${(requests / (report.elapsedMs / 1000)).toFixed(0)} req/s; 5xx or no answer: ${serverFailures(report)}`,
    `completed generations ${report.completedGenerations}, saved letters ${report.savedLetters}${
      report.completedGenerations === report.savedLetters ? ' (equal)' : ' (DIFFERENT)'
    }`,
  );
  if (report.firstFailure) lines.push(`first failure: ${report.firstFailure}`);
  return lines.join('\n');
}
