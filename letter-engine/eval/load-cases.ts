/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { evalCaseFileSchema, type EvalCase } from './eval-case.ts';

const CASES = new URL('./cases/', import.meta.url);

/**
 * Reads every case folder of eval/cases (or of `folder`, for a set kept outside the repository while
 * it is being written): `resume.txt`, `posting.txt` and `case.json` (the expectations). Throws with
 * the case's name when a file is missing or malformed.
 */
export function loadCases(folder: URL = CASES): EvalCase[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const caseFolder = new URL(`${id}/`, folder);
      const read = (name: string) => readFileSync(new URL(name, caseFolder), 'utf8');
      const parsed = evalCaseFileSchema.safeParse(JSON.parse(read('case.json')));
      if (!parsed.success) throw new Error(`eval/cases/${id}/case.json: ${parsed.error.message}`);
      return { id, ...parsed.data, resume: read('resume.txt'), posting: read('posting.txt') };
    });
}
