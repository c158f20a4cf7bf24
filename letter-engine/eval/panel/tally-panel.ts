/// <reference types="node" />
// Tallies a reading panel's verdicts (README.md):
//   node letter-engine/eval/panel/tally-panel.ts [--mapping <file>] <verdict files or folders>...
// Prints one line per review, then the panel's measures against its targets as PASS/FAIL. Measured,
// not enforced: the reviewers are people or helpers, not CI. Exits with 1 only on a malformed file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { PanelMapping } from './panel-batches.ts';
import { panelLines, tallyReviews, verdictFileSchema, type Review } from './verdicts.ts';

const { values, positionals } = parseArgs({ options: { mapping: { type: 'string' } }, allowPositionals: true });

function fail(message: string): never {
  console.error(`tally-panel: ${message}`);
  process.exit(1);
}

if (positionals.length === 0) fail('give the reviewers’ verdict files, or the folder that holds them');
// A folder's verdict files: its .json files (the panel's README and batches are markdown).
const files = positionals.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join(path, name))
    : [path],
);

const reviews: Review[] = files.flatMap((file) => {
  const parsed = verdictFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) fail(`${file}: ${z.prettifyError(parsed.error)}`);
  return Object.entries(parsed.data).map(([id, verdict]) => ({ ...verdict, id, reviewer: basename(file, '.json') }));
});
const mapping: PanelMapping = values.mapping === undefined ? {} : JSON.parse(readFileSync(values.mapping, 'utf8'));

for (const review of reviews) {
  const where = mapping[review.id];
  const place = where === undefined ? '' : ` (${where.case} v${where.variant})`;
  console.log(`${review.id}${place} by ${review.reviewer}: ${review.verdict} ${review.score}/5 · filler ${review.filler}/${review.sentences} · ${review.quotes.length} garbled or false`);
  for (const quote of review.quotes) console.log(`    [${quote.tag}] "${quote.sentence}"`);
}

const tally = tallyReviews(reviews);
const lines = panelLines(tally);
const width = Math.max(...lines.map((line) => line.label.length));
const valueWidth = Math.max(...lines.map((line) => line.value.length));
console.log(`\nPanel: ${tally.reviews} reviews of ${tally.letters} letters, from ${files.length} files (measured, not enforced in CI)`);
for (const line of lines) console.log(`${line.label.padEnd(width)}  ${line.value.padEnd(valueWidth)}  ${line.pass ? 'PASS' : 'FAIL'}  target ${line.target}`);
