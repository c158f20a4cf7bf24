/// <reference types="node" />
// French grammar by Grammalecte (Debian's libreoffice-grammalecte, unpacked by scripts/grammalecte.sh):
// one python3 process for every letter of a run, on a file of one paragraph a line, in JSON.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isClosingSentence, isGreeting, paragraphs } from './letter-parts.ts';
import { flatten } from './phrases.ts';

/** One error Grammalecte finds in a letter: the rule, the words it underlines and the sentence they sit in. */
export type GrammarError = { rule: string; words: string; sentence: string; message: string };

/**
 * What the evaluation leaves out of Grammalecte's checks (grammalecte-ignored.json), each with why:
 * options and rules turned off, errors excused inside a phrase (rules named by a prefix of their id),
 * number agreements after a year, errors on a capitalised word inside a sentence (a name), and spelling.
 */
const ignoredSchema = z.strictObject({
  options: z.array(z.strictObject({ id: z.string().min(1), why: z.string().min(1) })),
  rules: z.array(z.strictObject({ id: z.string().min(1), why: z.string().min(1) })),
  phrases: z.array(z.strictObject({ rules: z.array(z.string().min(1)).min(1), phrase: z.string().min(1), why: z.string().min(1) })),
  afterYear: z.strictObject({ rules: z.array(z.string().min(1)).min(1), why: z.string().min(1) }),
  names: z.strictObject({ why: z.string().min(1) }),
  spelling: z.strictObject({ why: z.string().min(1) }),
});
export type GrammarIgnored = z.infer<typeof ignoredSchema>;

export function ignoredChecks(): GrammarIgnored {
  return ignoredSchema.parse(JSON.parse(readFileSync(new URL('./grammalecte-ignored.json', import.meta.url), 'utf8')));
}

const INSTALL_SCRIPT = fileURLToPath(new URL('../../scripts/grammalecte.sh', import.meta.url));

/** Thrown when Grammalecte cannot be installed or run: the French letters' grammar is a target, it never passes unchecked. */
export class GrammarCheckerError extends Error {
  override name = 'GrammarCheckerError' as const;
}

function errorText(error: unknown): string {
  if (error instanceof Error && 'stderr' in error && typeof error.stderr === 'string' && error.stderr.trim() !== '') return error.stderr.trim();
  return error instanceof Error ? error.message : String(error);
}

/** The path of grammalecte-cli.py, unpacked on the first run (scripts/grammalecte.sh). */
export function grammalecteCli(): string {
  try {
    return execFileSync('bash', [INSTALL_SCRIPT], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    throw new GrammarCheckerError(`Grammalecte could not be installed (bash scripts/grammalecte.sh): ${errorText(error)}`);
  }
}

/**
 * The paragraphs of a letter Grammalecte reads: the body after the greeting, through the paragraph of
 * the closing formula. The sender's block, the employer's address, the date and the subject line come
 * before the greeting and are no prose; the signature after the formula is a name. Each paragraph is
 * one line, as the checker's file mode reads them.
 */
export function proseParagraphs(letter: string): string[] {
  const blocks = paragraphs(letter);
  const greeting = blocks.findIndex((block) => isGreeting(block, 'french'));
  const prose: string[] = [];
  for (const block of blocks.slice(greeting + 1)) {
    prose.push(block.replace(/\s+/g, ' '));
    if (isClosingSentence(block, 'french')) break;
  }
  return prose;
}

// A sentence ends at . ! ? or … followed by a space; the error's sentence is the one around its offset.
function sentenceAt(paragraph: string, offset: number): string {
  const before = paragraph.slice(0, offset);
  const start = Math.max(...[...before.matchAll(/[.!?…]\s+/g)].map((match) => (match.index ?? 0) + match[0].length), 0);
  const end = /[.!?…](?:\s|$)/.exec(paragraph.slice(offset));
  return paragraph.slice(start, end === null ? paragraph.length : offset + (end.index ?? 0) + 1).trim();
}

const outputSchema = z.object({
  data: z.array(
    z.object({
      iParagraph: z.number().int(),
      lGrammarErrors: z.array(z.object({ nStart: z.number(), nEnd: z.number(), sRuleId: z.string(), sMessage: z.string() })),
    }),
  ),
});

/**
 * Whether grammalecte-ignored.json excuses an error: a rule it turns off (the cli's -roff reaches
 * only the regex rules, not the graph rules 'g2__…', 'g3__…', so rules are dropped here, by a prefix
 * of their id), inside one of its phrases, or on a name.
 */
export function isExcused(error: GrammarError, ignored: Pick<GrammarIgnored, 'rules' | 'phrases' | 'afterYear'>): boolean {
  if (ignored.rules.some((rule) => error.rule.startsWith(rule.id))) return true;
  const words = flatten(error.words);
  const sentence = flatten(error.sentence);
  // The error's words are in the phrase, or just after it ('de 140 salariés basée à Cholet').
  const inPhrase = ignored.phrases.some((entry) => {
    const phrase = flatten(entry.phrase);
    return entry.rules.some((rule) => error.rule.startsWith(rule)) && (phrase.includes(words) ? sentence.includes(phrase) : sentence.includes(`${phrase} ${words}`));
  });
  // 'depuis 2021 agente d'accueil': a year is no count of agents.
  const afterYear = ignored.afterYear.rules.some((rule) => error.rule.startsWith(rule)) && sentence.includes(words) && new RegExp(`\\b(?:19|20)\\d{2} ${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(sentence);
  if (afterYear) return true;
  // A capitalised word past the sentence's first is a name ('l'Hôtel Belles Rives', 'Vert d'Ici Paysages'):
  // its agreement is the owner's choice.
  const onName = /^\p{Lu}/u.test(error.words.trim()) && !error.sentence.startsWith(error.words.trim());
  return inPhrase || onName;
}

// The checker writes its JSON to a file (-ff) and its progress to a stdout nobody reads: a caller busy
// writing letters meanwhile never leaves it waiting on a full pipe.
function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const failed = (reason: string) => new GrammarCheckerError(`Grammalecte could not run (${command} ${args[0] ?? ''}): ${reason}`);
    child.on('error', (error) => reject(failed(error.message)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(failed(stderr.trim() || `exit code ${code}`))));
  });
}

/**
 * Grammalecte's errors in each letter (French letters only), with the options and rules of
 * grammalecte-ignored.json off, its phrases and names excused, and spelling left out. One process
 * for the whole set, each paragraph checked once (the closing formula of every letter, say): its
 * start takes about a second and a paragraph about ten milliseconds. Asynchronous: the checker
 * starts at once, and the caller writes and scores the rest meanwhile.
 */
export async function grammarErrors(letters: readonly string[], cli: string = grammalecteCli()): Promise<GrammarError[][]> {
  const where = new Map<string, number[]>();
  letters.forEach((letter, index) => {
    for (const text of proseParagraphs(letter)) where.set(text, [...(where.get(text) ?? []), index]);
  });
  const texts = [...where.keys()];
  const results: GrammarError[][] = letters.map(() => []);
  if (texts.length === 0) return results;
  const ignored = ignoredChecks();
  const folder = mkdtempSync(join(tmpdir(), 'lettra-grammar-'));
  try {
    const file = join(folder, 'letters.txt');
    writeFileSync(file, `${texts.join('\n')}\n`);
    const args = [cli, '-ff', file, '-j', '-owe'];
    if (ignored.options.length > 0) args.push('-off', ...ignored.options.map((option) => option.id));
    await run('python3', args);
    const output = readFileSync(join(folder, 'letters.res.txt'), 'utf8');
    let parsed: z.infer<typeof outputSchema>;
    try {
      parsed = outputSchema.parse(JSON.parse(output));
    } catch (error) {
      throw new GrammarCheckerError(`Grammalecte's output is not the JSON expected (${error instanceof Error ? error.message : String(error)}): ${output.slice(0, 300)}`);
    }
    for (const paragraph of parsed.data) {
      // The checker numbers lines from 1.
      const text = texts[paragraph.iParagraph - 1];
      if (text === undefined) throw new GrammarCheckerError(`Grammalecte reported line ${paragraph.iParagraph} of ${texts.length}`);
      const errors = paragraph.lGrammarErrors
        .map((error) => ({ rule: error.sRuleId, words: text.slice(error.nStart, error.nEnd), sentence: sentenceAt(text, error.nStart), message: error.sMessage }))
        .filter((error) => !isExcused(error, ignored));
      for (const index of where.get(text) ?? []) results[index]?.push(...errors);
    }
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
