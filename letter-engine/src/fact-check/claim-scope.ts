import type { Language } from '../rules/limits.ts';
import { occurrences, spanIndexAt, type Span } from '../ats/spans.ts';
import { MARK_KINDS, MARKERS, type MarkKind } from './scope-markers.ts';

type Mark = Span & { kind: MarkKind };

/**
 * A stretch the letter calls a skill, a practice or an experience: after 'compétences en', 'my
 * experience with' up to `reach`, or before '… fait partie de mes compétences'. `own` when it is
 * the candidate's (not 'votre expertise en'), `blocked` when it is wished, learnt or denied.
 */
type Frame = { from: number; reach: number; own: boolean; blocked: boolean };

type Sentence = Span & { marks: Mark[]; frames: Frame[] };

/** A letter read once for who each of its sentences speaks of (see claimWay). */
export type LetterScope = { text: string; language: Language; sentences: Sentence[] };

/**
 * How a stretch of the letter is the candidate's claim: inside a skill frame ('compétences en X',
 * 'X is part of my skill set'), in a statement the candidate makes ('j'ai utilisé X', 'Avec X,
 * j'ai…', 'X, que je maîtrise'), or in a sentence that names no one ('Maîtrise de X.'), which in a
 * letter is the candidate speaking.
 */
export type ClaimWay = 'frame' | 'statement' | 'bare';

const SENTENCE_END = /[.!?…](?=\s|$)|\n/g;
// A statement's subject reaches this far: 'J'ai … , … et X' still says the candidate did X.
const SUBJECT_REACH = 200;
const POSSESSIVE_REACH = 25;
// 'sans', 'without' deny only the words right after them.
const ABSENCE_REACH = 30;
// A frame governs the few words after it: 'compétences en écaillage, filetage et découpe'.
const FRAME_REACH = 60;
// 'mettre mon expérience au service de…', 'my experience to your team': the frame has no object.
const NO_OBJECT = /^\s*(?:au|aux|à|pour|auprès|chez|at|for|to|from)\s/iu;
// 'My day-to-day work has also covered X', 'Mon quotidien chez Zara inclut X': what the candidate's work holds.
const POSSESSIVE_INCLUDES = /^\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}\s+(?:(?:has|have|had)\s+)?(?:also\s+|aussi\s+)?(?:covers?|covered|includes?|included|involves?|involved|inclut|incluait|comprend|comprenait|couvre|couvrait)\s[^.;:!?\n]*$/u;
// After a colon or a semicolon, a clause of the candidate's taking the words before it back.
const ANSWERED = /^[^.;:!?\n]*[:;]\s*(?:I\s+(?:(?!(?:how|why|what|whether|if)\b)\p{L}+\s+){0,2}?(?:it|them|this|these)\b|je\s+(?:ne\s+)?(?:l['’]|le\s|la\s|les\s)|j['’]\s*(?:en|y)\s|(?:it|this|these|they)\s+(?:is|are|was|were|has|have)\b[^.;:!?\n]*\b(?:my|mine)\b|(?:c['’]est|ce sont)\b[^.;:!?\n]*(?:\b(?:mon|ma|mes|je)\b|\bj['’]))/iu;
// A possessive's noun (up to three words, then 'aussi' or 'also' after a comma), a colon, and the list it opens.
const POSSESSIVE_LIST = /^\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}\s*(?:,\s*(?:aussi|also|too|encore|as well)\s*)?:\s[^.;:!?\n]*$/u;
const POSSESSIVE_BEFORE = /(?:^|[^\p{L}])(?:mon|ma|mes|my)\s+(?:[\p{L}-]+\s+)?$/iu;
const CANDIDATE: ReadonlySet<MarkKind> = new Set(['subject', 'possessive']);
const SIDE: ReadonlySet<MarkKind> = new Set(['subject', 'possessive', 'second', 'employer']);
const DOUBT: ReadonlySet<MarkKind> = new Set(['wish', 'learn', 'negation']);
const CLAUSE: ReadonlySet<MarkKind> = new Set(['clause']);
const LEARN_OR_DENY: ReadonlySet<MarkKind> = new Set(['learn', 'negation']);
const SUBJECT: ReadonlySet<MarkKind> = new Set(['subject']);

// No sentence of a letter is longer; a longer run (a paste, a list without stops) is read in pieces,
// which keeps every look-around below bounded.
const MAX_SENTENCE = 600;

function sentenceBounds(text: string): Span[] {
  const bounds: Span[] = [];
  const add = (start: number, end: number): void => {
    for (let from = start; from < end; from += MAX_SENTENCE) {
      const to = Math.min(end, from + MAX_SENTENCE);
      if (/\S/.test(text.slice(from, to))) bounds.push({ start: from, end: to });
    }
  };
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    add(start, end);
    start = end;
  }
  add(start, text.length);
  return bounds;
}

// Hands each item to the sentence holding its start.
function bySentence<T extends Span>(items: readonly T[], sentences: readonly Span[]): T[][] {
  const groups = sentences.map((): T[] => []);
  for (const item of items) groups[spanIndexAt(sentences, item.start)]?.push(item);
  return groups;
}

const has = (marks: readonly Mark[], kinds: ReadonlySet<MarkKind>, from: number, to: number): boolean =>
  marks.some((mark) => kinds.has(mark.kind) && mark.start >= from && mark.end <= to);

const lastBefore = (marks: readonly Mark[], kinds: ReadonlySet<MarkKind>, at: number): Mark | undefined =>
  marks.findLast((mark) => kinds.has(mark.kind) && mark.end <= at);

const firstAfter = (marks: readonly Mark[], kinds: ReadonlySet<MarkKind>, at: number): Mark | undefined =>
  marks.find((mark) => kinds.has(mark.kind) && mark.start >= at);

const absentBefore = (marks: readonly Mark[], at: number): boolean =>
  marks.some((mark) => mark.kind === 'absence' && mark.end <= at && at - mark.end <= ABSENCE_REACH);

// The wishes, learnings and negations between the candidate's subject (or the sentence's start) and `at`.
function doubted(marks: readonly Mark[], from: number, at: number, kinds: ReadonlySet<MarkKind> = DOUBT): boolean {
  const subject = lastBefore(marks, SUBJECT, at);
  return has(marks, kinds, Math.min(subject?.start ?? from, from), at) || absentBefore(marks, at);
}

function framesOf(text: string, sentence: Span, found: { marks: readonly Mark[]; before: readonly Span[]; after: readonly Span[] }, language: Language): Frame[] {
  const markers = MARKERS[language];
  const { marks } = found;
  const frames: Frame[] = [];
  for (const { start, end: frameEnd } of found.before) {
    const end = Math.min(frameEnd, sentence.end);
    if (NO_OBJECT.test(text.slice(end, end + 12))) continue;
    const limit = Math.min(sentence.end, end + FRAME_REACH);
    markers.frameStop.lastIndex = 0;
    const stop = markers.frameStop.exec(text.slice(end, limit));
    const reach = stop === null ? limit : end + stop.index;
    const possessive = POSSESSIVE_BEFORE.test(text.slice(Math.max(sentence.start, start - 30), start));
    const side = lastBefore(marks, SIDE, start) ?? firstAfter(marks, SIDE, reach);
    // 'I understand that experience in X is central': a frame in a reported clause is no one's.
    const reported = side !== undefined && side.end <= start && has(marks, CLAUSE, side.end, start);
    const own = possessive || side === undefined || (CANDIDATE.has(side.kind) && !reported);
    // 'Je souhaite mettre à profit ma maîtrise de X' claims X; 'je souhaite développer mes compétences en X' does not.
    const blocked = doubted(marks, sentence.start, start, possessive ? LEARN_OR_DENY : DOUBT);
    frames.push({ from: end, reach, own, blocked });
  }
  for (const { start: at } of found.after) {
    const opening = text.slice(sentence.start, at);
    const boundary = sentence.start + Math.max(opening.lastIndexOf(';'), opening.lastIndexOf(':')) + 1;
    const from = Math.max(boundary, lastBefore(marks, SIDE, at)?.end ?? sentence.start);
    frames.push({ from, reach: at, own: true, blocked: has(marks, DOUBT, from, at) });
  }
  return frames;
}

/** Reads who each sentence of a letter speaks of; `employerNames` (the company) speak of the employer. */
export function readLetterScope(text: string, language: Language, employerNames: readonly string[]): LetterScope {
  const markers = MARKERS[language];
  const bounds = sentenceBounds(text);
  const found: Mark[] = [
    ...MARK_KINDS.filter((kind) => kind !== 'prospect').flatMap((kind) =>
      [...text.matchAll(markers[kind])].map((match) => ({ kind, start: match.index, end: match.index + match[0].length })),
    ),
    ...employerNames.flatMap((name) => occurrences(text, name).map((span): Mark => ({ kind: 'second', ...span }))),
  ].sort((a, b) => a.start - b.start);
  const spans = (pattern: RegExp): Span[] => [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const grouped = bySentence(found, bounds);
  const before = bySentence(spans(markers.frame), bounds);
  const after = bySentence(spans(markers.frameAfter), bounds);
  const sentences = bounds.map((sentence, index): Sentence => {
    markers.prospect.lastIndex = 0;
    const opening = markers.prospect.exec(text.slice(sentence.start, Math.min(sentence.end, sentence.start + 40)));
    const prospect: Mark[] = opening === null ? [] : [{ kind: 'prospect', start: sentence.start, end: sentence.start + opening[0].length }];
    const marks = [...prospect, ...(grouped[index] ?? []).filter((mark) => mark.end <= sentence.end)];
    const frames = framesOf(text, sentence, { marks, before: before[index] ?? [], after: after[index] ?? [] }, language);
    return { ...sentence, marks, frames };
  });
  return { text, language, sentences };
}

function stopsBetween(scope: LetterScope, from: number, to: number): boolean {
  const stop = MARKERS[scope.language].frameStop;
  stop.lastIndex = 0;
  return stop.test(scope.text.slice(from, to));
}

function statementWay(scope: LetterScope, sentence: Sentence, start: number, end: number, named: boolean): ClaimWay | null {
  const { marks } = sentence;
  const before = lastBefore(marks, SIDE, start);
  if (before !== undefined && CANDIDATE.has(before.kind)) {
    if (marks.some((mark) => mark.kind === 'prospect')) return null;
    // 'Je sais que X est…', 'I know how important X is': X is what the candidate reports on.
    const reported = has(marks, CLAUSE, before.end, start);
    // 'mes outils : X', not 'mon parcours me prépare à X': a possessive owns its noun phrase only, and
    // the list its colon opens ('Dans mon bagage, aussi : Pack Office et X', 'Also in my toolkit: X').
    const between = scope.text.slice(before.end, start);
    const listed = before.kind === 'possessive' && (POSSESSIVE_LIST.test(between) || POSSESSIVE_INCLUDES.test(between));
    if (before.kind === 'possessive' && !listed && (start - before.end > POSSESSIVE_REACH || stopsBetween(scope, before.end, start))) return null;
    return start - before.end <= SUBJECT_REACH && !reported && !doubted(marks, before.start, start) ? 'statement' : null;
  }
  if (before !== undefined) {
    // 'Vous citez X : c'est le cœur de mon travail', 'You mention X: I use it happily': the clause after the
    // colon takes X back as the candidate's.
    const answer = ANSWERED.exec(scope.text.slice(end, sentence.end));
    if (answer !== null) return has(marks, DOUBT, end, sentence.end) ? null : 'frame';
    // 'Vous utilisez X, que je maîtrise depuis trois ans': the relative clause frames the words before it.
    const relative = MARKERS[scope.language].relativeClaim.exec(scope.text.slice(end, sentence.end));
    if (relative === null) return null;
    return has(marks, DOUBT, end, Math.min(sentence.end, end + relative[0].length + 60)) ? null : 'frame';
  }
  // 'Testing and AM2, which you mention': the employer's words after the list say where it comes from, and
  // the list stands bare, as the candidate's.
  const echo = MARKERS[scope.language].echo.exec(scope.text.slice(end, sentence.end));
  const after = firstAfter(echo === null ? marks : marks.filter((mark) => mark.start < end + echo.index), SIDE, end);
  // 'Avec X, j'ai…': a name before the subject is the candidate's; a task restated from the
  // posting before 'c'est ce que je connais' is left to the frames.
  if (after !== undefined && !named) return null;
  if (after !== undefined) {
    if (!CANDIDATE.has(after.kind)) return null;
    return has(marks, DOUBT, start, Math.min(sentence.end, after.end + 60)) || absentBefore(marks, start) ? null : 'statement';
  }
  return has(marks, DOUBT, sentence.start, sentence.end) || absentBefore(marks, start) ? null : 'bare';
}

/**
 * How the letter claims the text from `start` to `end` as the candidate's, or null when it does
 * not. A `named` thing (a tool, a system) is claimed by any sentence of the candidate's, even
 * before its subject ('Avec Zendesk, j'ai…'); other words only after it or in a frame. Not a claim: a sentence about the employer ('votre équipe utilise X'), a wish or a plan ('je serais
 * ravie de gérer X'), a wish to learn ('je souhaite me former à X'), a negation ('je n'ai pas
 * encore utilisé X', 'sans expérience de X').
 */
export function claimWay(scope: LetterScope, start: number, end: number, named = true): ClaimWay | null {
  const sentence = scope.sentences[spanIndexAt(scope.sentences, start)];
  if (sentence === undefined) return null;
  const frame = sentence.frames.find((candidate) => candidate.from <= start && end <= candidate.reach);
  if (frame !== undefined && frame.own && !frame.blocked) return 'frame';
  return statementWay(scope, sentence, start, end, named);
}
