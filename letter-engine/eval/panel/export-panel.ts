/// <reference types="node" />
// Exports letters for a blind reading panel (README.md):
//   node letter-engine/eval/panel/export-panel.ts --out <folder> [--cases <folder>] [--case <part of an id>]
//     [--variants 0,1,2] [--sample <letters>] [--batch-size 10] [--seed 1] [--mapping <file>]
// Writes the offline writer's letters, as the evaluation writes them (same seeds, same date), shuffled
// and anonymised, one markdown file and one verdict file per reviewer batch, and the brief (README.md).
// The mapping from ids to cases goes to a file outside the folder (default: <out>.mapping.json).
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { analyzePosting, letterInputSchema, verificationContext, writeOfflineLetter } from '../../src/index.ts';
import { caseSeed, EVAL_TODAY } from '../case-seed.ts';
import { loadCases } from '../load-cases.ts';
import { batchMarkdown, inBatches, letterId, mappingOf, shuffled, verdictTemplate, type PanelLetter } from './panel-batches.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    cases: { type: 'string' },
    case: { type: 'string' },
    variants: { type: 'string', default: '0,1,2' },
    sample: { type: 'string' },
    'batch-size': { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    mapping: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`export-panel: ${message}`);
  process.exit(1);
}

if (values.out === undefined) fail('--out <folder> is required (the folder the reviewers get)');
const out = resolve(values.out);
const mappingFile = resolve(values.mapping ?? `${out}.mapping.json`);
if (!relative(out, mappingFile).startsWith('..')) fail('the mapping file must be kept outside the reviewers’ folder');
if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty: a panel is exported into a new folder`);
const VERSIONS = [0, 1, 2] as const;
const variants = values.variants.split(',').map((part) => VERSIONS.find((version) => String(version) === part.trim()) ?? fail('--variants takes versions among 0, 1 and 2 ("0,2")'));
const batchSize = Number(values['batch-size']);
const seed = Number(values.seed);
if (!Number.isInteger(batchSize) || batchSize < 1) fail('--batch-size takes a whole number of letters');
if (!Number.isInteger(seed)) fail('--seed takes a whole number');

const folder = values.cases === undefined ? undefined : pathToFileURL(`${resolve(values.cases)}/`);
const cases = loadCases(folder).filter((evalCase) => values.case === undefined || evalCase.id.includes(values.case));

// Written as score-letters.ts writes them: the language the generator proposes, the case's seed, the eval's date.
const letters: PanelLetter[] = cases.flatMap((evalCase) => {
  const language = analyzePosting(evalCase.posting).language ?? 'french';
  const input = letterInputSchema.parse({ resume: evalCase.resume, jobPosting: evalCase.posting, tone: evalCase.tone, emphasis: evalCase.emphasis, language });
  const context = verificationContext(input);
  return variants.map((variant) => ({
    id: letterId(seed, evalCase.id, variant),
    caseId: evalCase.id,
    variant,
    posting: evalCase.posting,
    resume: evalCase.resume,
    letter: writeOfflineLetter(input, { today: EVAL_TODAY, variant, seed: caseSeed(evalCase.id), check: context.claims }),
  }));
});
const ids = new Set(letters.map((entry) => entry.id));
if (ids.size !== letters.length) fail(`two letters got the same id with seed ${seed}: export again with another --seed`);

const sample = values.sample === undefined ? letters.length : Number(values.sample);
const picked = shuffled(letters, seed).slice(0, sample);
const batches = inBatches(picked, batchSize);
mkdirSync(out, { recursive: true });
copyFileSync(join(dirname(fileURLToPath(import.meta.url)), 'README.md'), join(out, 'README.md'));
batches.forEach((batch, index) => {
  const name = `batch-${String(index + 1).padStart(2, '0')}`;
  writeFileSync(join(out, `${name}.md`), batchMarkdown(batch, index + 1, batches.length));
  writeFileSync(join(out, `${name}.json`), verdictTemplate(batch));
});
mkdirSync(dirname(mappingFile), { recursive: true });
writeFileSync(mappingFile, `${JSON.stringify(mappingOf(picked), null, 2)}\n`);
console.log(`${picked.length} letters of ${cases.length} cases in ${batches.length} batches: ${out}\nMapping (keep it from the reviewers): ${mappingFile}`);
