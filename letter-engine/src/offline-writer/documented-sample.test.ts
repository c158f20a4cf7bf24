import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { verificationContext, writeOfflineLetter, type LetterInput } from '../index.ts';

// docs/offline-writer.md shows a letter as the writer writes it, 'unedited': it must stay the writer's
// real output, written again here with the options the page states.
const DOCS = new URL('../../../docs/offline-writer.md', import.meta.url);

function documentedSample(): string {
  const page = readFileSync(DOCS, 'utf8');
  const section = page.slice(page.indexOf('## A real sample'));
  const block = /```text\n([\s\S]*?)```/.exec(section);
  if (!block?.[1]) throw new Error('docs/offline-writer.md has no sample letter');
  return block[1];
}

it('the sample letter of docs/offline-writer.md is what the offline writer writes today', () => {
  const input: LetterInput = {
    resume: readResume('fr-camille-martin'),
    jobPosting: readPosting('fr-developpeur-full-stack'),
    tone: 'formal',
    language: 'french',
  };
  const check = verificationContext(input).claims;
  const letter = writeOfflineLetter(input, { today: new Date('2026-11-22T10:00:00Z'), variant: 0, seed: 42, check });
  expect(`${letter.trimEnd()}\n`).toBe(documentedSample());
});
