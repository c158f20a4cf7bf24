import { caseSeed } from '../case-seed.ts';

/** One letter as a reviewer gets it: an id that says nothing of its case or version, the posting, the CV, the letter. */
export type PanelLetter = { id: string; caseId: string; variant: number; posting: string; resume: string; letter: string };

/** What the reviewers never see: which case and version each id is. */
export type PanelMapping = Record<string, { case: string; variant: number }>;

/** An id from the run's seed, the case and the version: 'L' and five base-36 characters. */
export function letterId(seed: number, caseId: string, variant: number): string {
  return `L${caseSeed(`${seed}:${caseId}:${variant}`).toString(36).padStart(5, '0').slice(-5)}`;
}

// Mulberry32: a small seeded generator, so one seed gives one order and a panel can be exported again.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in a seeded random order (Fisher–Yates): a reviewer never reads a case's versions side by side by design. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

// A fence longer than any run of backticks or tildes in the text, so a pasted text cannot close it.
function fenced(text: string): string {
  const longest = Math.max(2, ...(text.match(/~{3,}/g) ?? []).map((run) => run.length));
  const fence = '~'.repeat(longest + 1);
  return `${fence}text\n${text.trim()}\n${fence}`;
}

/** A reviewer's batch: the brief's essentials, then each letter with its posting and CV. */
export function batchMarkdown(batch: readonly PanelLetter[], index: number, total: number): string {
  return [
    `# Letter panel — batch ${index} of ${total}`,
    '',
    'Read each letter as the recruiter who posted the job would, with the posting and the CV beside it (README.md is the full brief).',
    'For each letter give: KEEP / NEUTRAL / BIN, a score from 1 to 5, every garbled or false sentence quoted word for word with one tag',
    '(splice, soup, false, tense, grammar, absurd, misread, restate), the number of filler sentences (they would fit any job) and the',
    `number of sentences in the letter's body. Write your verdicts in the JSON file of this batch (batch-${String(index).padStart(2, '0')}.json).`,
    '',
    ...batch.flatMap((entry) => [
      `## ${entry.id}`,
      '',
      '### The posting',
      '',
      fenced(entry.posting),
      '',
      '### The CV',
      '',
      fenced(entry.resume),
      '',
      `### The letter ${entry.id}`,
      '',
      fenced(entry.letter),
      '',
    ]),
  ].join('\n');
}

/** The verdict file a reviewer fills, with the batch's ids and empty answers (tally-panel.ts rejects it until filled). */
export function verdictTemplate(batch: readonly PanelLetter[]): string {
  const blank = { verdict: '', score: 0, quotes: [], filler: 0, sentences: 0 };
  return `${JSON.stringify(Object.fromEntries(batch.map((entry) => [entry.id, blank])), null, 2)}\n`;
}

export function mappingOf(letters: readonly PanelLetter[]): PanelMapping {
  return Object.fromEntries(letters.map((entry) => [entry.id, { case: entry.caseId, variant: entry.variant }]));
}
