/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { evalCaseFileSchema, type EvalCase } from './eval-case.ts';

const CASES = new URL('./cases/', import.meta.url);

/**
 * Reads every case folder of eval/cases: `resume.txt`, `posting.txt` and `case.json` (the
 * expectations). Throws with the case's name when a file is missing or malformed.
 */
export function loadCases(): EvalCase[] {
  return readdirSync(CASES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const folder = new URL(`${id}/`, CASES);
      const read = (name: string) => readFileSync(new URL(name, folder), 'utf8');
      const parsed = evalCaseFileSchema.safeParse(JSON.parse(read('case.json')));
      if (!parsed.success) throw new Error(`eval/cases/${id}/case.json: ${parsed.error.message}`);
      return { id, ...parsed.data, resume: read('resume.txt'), posting: read('posting.txt') };
    });
}
