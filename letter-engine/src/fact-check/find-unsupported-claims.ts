import { makesClaim } from '../ats/dictionary/index.ts';
import { termLabel } from '../ats/extract-keywords.ts';
import { phraseTokens, type PhraseToken } from '../ats/phrase-tokens.ts';
import type { Span } from '../ats/spans.ts';
import { isTechnicalShape } from '../ats/technical-tokens.ts';
import { indexHas, indexText, type TextIndex } from '../ats/text-index.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { tokenize, type Token } from '../text/tokenize.ts';
import { claimReference, QUOTE_WORDS, wordRuns, type ClaimReference } from './claim-reference.ts';
import { claimWay, readLetterScope, type LetterScope } from './claim-scope.ts';
import { YEARS_OF_EXPERIENCE } from './find-absurd-statements.ts';
import { heldLicences, onlyUnheldWords, unheldCredentialClaims } from './held-credentials.ts';
import { COUNT, readCount } from './number-words.ts';
import { overstatedLevels } from './language-levels.ts';
import { languageMentions, readLanguages } from '../resume/resume-languages.ts';
import { namesCredential } from '../resume/resume-credentials.ts';
import { wordKey, type PostingVocabulary } from './posting-vocabulary.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { startsTitleCase, startsUpper } from '../text/letter-case.ts';

/** What to check: the CV, the letter, the letter's language, and optionally the posting. */
export type FactCheckInput = { resume: string; letter: string; language: Language; posting?: string };

/** A claim as the letter states it, where it stands in the letter (sanitised, see sanitizeText). */
export type Claim = { label: string; start: number; end: number };

// Spaces instead of the given stretches (in text order), so offsets still point into the letter.
function blanked(text: string, spans: readonly Span[]): string {
  let result = '';
  let at = 0;
  for (const { start, end } of spans) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    result += text.slice(at, from) + ' '.repeat(end - from);
    at = end;
  }
  return result + text.slice(at);
}

// The subject line and the body name the position and the company: 'Développeur React chez Acme'
// claims nothing about the candidate; nor does a sentence quoting the company's own presentation.
// The letter format's own words name the reader, never a skill: 'Dear Hiring Manager,', 'Service des ressources humaines'.
const FORMAT_WORDS = /\b(?:Hiring Manager|Recruitment Team|Recruiting Manager|Service des ressources humaines|Responsable du recrutement)\b/gu;

function withoutPostingWords(letter: string, reference: ClaimReference): { text: string; quoted: Span[] } {
  let text = letter.replace(FORMAT_WORDS, (found) => ' '.repeat(found.length));
  for (const name of reference.postingNames) {
    text = text.replace(new RegExp(escapeRegExp(name), 'giu'), (found) => ' '.repeat(found.length));
  }
  if (reference.quotes.size === 0) return { text, quoted: [] };
  const words = tokenize(text);
  const quoted = wordRuns(words.map((word) => word.folded)).flatMap((run, at) =>
    reference.quotes.has(run) ? [{ start: (words[at] as Token).start, end: (words[at + QUOTE_WORDS - 1] as Token).end }] : [],
  );
  return { text: blanked(text, quoted), quoted };
}

// From the first of the words to the end of the last.
const extent = (words: readonly PhraseToken[]): Span => ({ start: Math.min(...words.map((word) => word.start)), end: Math.max(...words.map((word) => word.end)) });

// The candidate speaking, in any role: 'I', 'me', 'my', 'je', 'me', 'mon'.
const FIRST_PERSON: Record<Language, RegExp> = {
  french: /(?<![\p{L}])(?:je|j['’]|me|m['’]|moi|mon|ma|mes)(?![\p{L}])/iu,
  english: /(?<![\p{L}])(?:I|I['’](?:m|ve|d|ll)|me|my|mine|myself)(?![\p{L}])/u,
};

/**
 * What the posting asks and the CV lacks, named in a quotation of the company's presentation that the
 * candidate's own words join ('your 9 libraries and mobile library are welcoming spaces, the kind of
 * environment in which I wish to continue my career'): the quotation no longer reads as the employer's
 * alone, and a reader takes the requirement it names ('mobile library') as the candidate's. Alone in
 * its sentence, a quotation claims nothing.
 */
function quotedClaims(text: string, quoted: readonly Span[], scope: LetterScope, vocabulary: PostingVocabulary, language: Language): Claim[] {
  if (quoted.length === 0) return [];
  const words = phraseTokens(text);
  const claims: Claim[] = [];
  for (const sentence of scope.sentences) {
    const inside = quoted.filter((span) => span.start >= sentence.start && span.end <= sentence.end);
    if (inside.length === 0) continue;
    if (!FIRST_PERSON[language].test(blanked(text, inside).slice(sentence.start, sentence.end))) continue;
    const quotedWords = words.filter((word) => inside.some((span) => span.start <= word.start && word.end <= span.end));
    for (const term of vocabulary.terms) {
      const found = term.keys.map((key) => quotedWords.find((word) => wordKey(word) === key));
      if (found.every((word) => word !== undefined)) claims.push({ label: term.label, ...extent(found) });
    }
  }
  return claims;
}

// Dictionary tools, skills, degrees, certificates and languages, and tool-shaped words, that the CV lacks.
// The specialty a diploma's name goes on with: 'CAP Pâtissier', 'BTS MCO', 'Master Finance'.
const SPECIALTY = /^ ((?:\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*)?)/u;

/** 'CAP Pâtissier' when the CV holds a CAP of another trade ('CAP Boulanger'): the diploma is the CV's, not the specialty. */
function otherSpecialty(resume: TextIndex, letter: TextIndex, match: TextIndex['matches'][number]): Claim | null {
  if (match.entry.kind !== 'diploma') return null;
  const specialty = SPECIALTY.exec(letter.text.slice(match.end, match.end + 60))?.[1];
  if (specialty === undefined) return null;
  const named = `${letter.text.slice(match.start, match.end)} ${specialty}`;
  return foldText(resume.text).replace(/\s+/g, ' ').includes(foldText(named)) ? null : { label: named, start: match.start, end: match.end + 1 + specialty.length };
}

// A diploma named in the letter by its word: 'diplôme national de conseiller funéraire', 'a diploma in…'.
const DIPLOMA_WORD = /(?<![\p{L}])(?:diplômes?|diplomas?|degrees?|certificats?|certificates?)(?![\p{L}])/giu;
const DIPLOMA_OF = /^(?: (?:national|nationale|d['’]État|d['’]etat|professionnel|professionnelle))? (?:de |d['’]|du |en |of |in )((?:[\p{L}'’-]+)(?: [\p{L}'’-]+){0,2})/u;
// Any of these in a CV says it lists an education: without one, a letter's 'diplôme' is the CV's nowhere.
const EDUCATION_WORDS = /(?<![\p{L}])(?:dipl[ôo]mes?|diplomas?|degrees?|certificats?|certificates?|bac|baccalaur[ée]at|cap|bep|bts|dut|but|licence|master|mba|bsc|msc|ba|ma|phd|doctorat|nvq|gcses?|a levels?|btec|deug|dess|dea|ing[ée]nieur)(?![\p{L}])/iu;
const SMALL = lexiconWordSet({ list: 'connectors' });
// Articles, pronouns and auxiliaries, in both languages: 'me' of 'd'expertise comptable me permet'.
const FUNCTION_WORDS = lexiconWordSet({ list: 'stopwords', kind: 'function-word' });
const isCertificateWord = (word: string): boolean => /^certifi/iu.test(word);

const EDUCATION = new WeakMap<TextIndex, { resumeText: string; educated: boolean }>();

// Rule 'an employer's name backs no diploma': its words are blanked before a diploma's specialty is looked
// for, so 'Cabinet d'expertise comptable Morel' backs no 'diplôme d'expertise comptable' (an accounting
// assistant's CV, docs/offline-writer.md) and 'Leeds School of Law' no 'degree in law' (a receptionist's).
function educationOf(resume: TextIndex, employers: readonly string[]): { resumeText: string; educated: boolean } {
  const known = EDUCATION.get(resume);
  if (known !== undefined) return known;
  let resumeText = foldText(resume.text).replace(/\s+/g, ' ');
  for (const employer of employers) resumeText = resumeText.split(employer).join(' ');
  const read = { resumeText, educated: EDUCATION_WORDS.test(resume.text) };
  EDUCATION.set(resume, read);
  return read;
}

/**
 * A diploma the letter holds that the CV does not: its word where the CV lists no education at all,
 * or with a specialty ('diplôme de conseiller funéraire') whose words the CV never writes.
 */
function diplomaClaims(resume: TextIndex, letter: TextIndex, employers: readonly string[]): Claim[] {
  // The writer checks hundreds of phrases against one CV: most name no diploma, and the CV is read once.
  if (!/dipl|degree|certif/i.test(letter.text)) return [];
  const { resumeText, educated } = educationOf(resume, employers);
  return [...letter.text.matchAll(DIPLOMA_WORD)].flatMap((match): Claim[] => {
    const start = match.index;
    // 'an Emergency First Aid at Work certificate', 'le certificat SST': the word names a certificate the letter
    // gives beside it, which the certificate checks judge; it claims no diploma.
    if (!educated && isCertificateWord(match[0]) && namesCredential(`${letter.text.slice(Math.max(0, start - 40), start)} ${letter.text.slice(start + match[0].length, start + match[0].length + 20)}`)) return [];
    if (!educated) return [{ label: match[0], start, end: start + match[0].length }];
    const of = DIPLOMA_OF.exec(letter.text.slice(start + match[0].length, start + match[0].length + 60));
    // 'de maître de cérémonie': the specialty, without the small words its last word may have taken.
    const words = (of?.[1] ?? '').split(' ');
    // Nor a pronoun that opens the verb after the name ('d'expertise comptable me permet').
    while (words.length > 0 && (SMALL.has(foldText(words[words.length - 1] ?? '')) || FUNCTION_WORDS.has(foldText(words[words.length - 1] ?? '')))) words.pop();
    const specialty = words.join(' ');
    // Its first word in the CV is enough: the sentence may go on after the name ('de Gestion m'a appris').
    const first = foldText(words[0] ?? '');
    if (of === null || first.length < 4 || resumeText.includes(first)) return [];
    const said = of[0].slice(0, of[0].length - (of[1] ?? '').length) + specialty;
    return [{ label: `${match[0]}${said}`, start, end: start + match[0].length + said.length }];
  });
}

function dictionaryClaims(resume: TextIndex, letter: TextIndex, language: Language, employers: readonly string[] = []): Claim[] {
  const claims: Claim[] = [...diplomaClaims(resume, letter, employers)];
  const covered = new Set<number>();
  for (const match of letter.matches) {
    for (let i = match.first; i <= match.last; i += 1) covered.add(i);
    if (!makesClaim(match.entry)) continue;
    if (!indexHas(resume, { entry: match.entry, stem: '' })) claims.push({ label: termLabel(match.entry, language), start: match.start, end: match.end });
    else {
      const specialty = otherSpecialty(resume, letter, match);
      if (specialty !== null) claims.push(specialty);
    }
  }
  letter.tokens.forEach((token, index) => {
    if (covered.has(index) || !isTechnicalShape(token.raw, token.folded)) return;
    if (!resume.stems.has(token.stem) && !resume.stems.has(foldText(token.raw))) claims.push({ label: token.raw, start: token.start, end: token.end });
  });
  return claims;
}

// A claim a reader gives by its label and where it starts (in a sentence starting at `offset`).
const placed = ({ label, at }: { label: string; at: number }, offset: number): Claim => ({ label, start: offset + at, end: offset + at + label.length });

function labels(claims: readonly Claim[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const { label } of [...claims].sort((a, b) => a.start - b.start)) {
    const key = foldText(label);
    if (!seen.has(key)) result.push(label);
    seen.add(key);
  }
  return result;
}

const CONNECTORS = lexiconWordSet({ list: 'claim-run-connectors' });

// The claimed run of posting words around a word the CV lacks: 'service à l'assiette', 'cave à vin'.
function wordRun(words: readonly PhraseToken[], at: number, vocabulary: PostingVocabulary): { from: number; to: number } {
  const inRun = (index: number): boolean => vocabulary.postingWords.has(wordKey(words[index] as PhraseToken));
  let from = at;
  let to = at;
  for (let next = to + 1; next < words.length && !(words[next] as PhraseToken).cut; next += 1) {
    if (inRun(next)) to = next;
    else if (!CONNECTORS.has((words[next] as PhraseToken).folded)) break;
  }
  for (let previous = from - 1; previous >= 0 && !(words[previous + 1] as PhraseToken).cut; previous -= 1) {
    if (inRun(previous)) from = previous;
    else if (!CONNECTORS.has((words[previous] as PhraseToken).folded)) break;
  }
  return { from, to };
}

function shown(text: string, first: PhraseToken, last: PhraseToken): string {
  const label = text.slice(first.start, last.end).replace(/\s+/g, ' ');
  // A word that opens a sentence takes a capital the posting does not give it: 'Écaillage fait partie…'.
  return first.initial && startsTitleCase(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

// The words around `at` within its sentence, `reach` words either side.
function sentenceWindow(words: readonly PhraseToken[], at: number, reach: number): PhraseToken[] {
  let from = at;
  while (from > 0 && at - from < reach && !(words[from] as PhraseToken).initial) from -= 1;
  let to = at;
  while (to + 1 < words.length && to - at < reach && !(words[to + 1] as PhraseToken).initial) to += 1;
  return words.slice(from, to + 1);
}

// What the posting asks and the CV lacks, claimed in the letter as the candidate's.
// 'Je pratique le français (B2) et l'anglais (langue maternelle)' for an English CV listing 'French (B2)':
// a language the CV lists, and the word 'langue' when it lists one, are the level check's to judge
// (levelClaims), not a posting word the CV lacks because it writes them in the other language.
const LANGUAGE_WORDS = lexiconWordSet({ list: 'language-words' });

function sentenceBounds(text: string, at: number): { from: number; to: number } {
  const from = Math.max(...['.', '!', '?', '\n'].map((stop) => text.lastIndexOf(stop, at)));
  const after = /[.!?\n]/u.exec(text.slice(at));
  return { from, to: after === null ? text.length : at + after.index };
}

function listedLanguageWords(text: string, words: readonly PhraseToken[], codes: ReadonlySet<string>): Set<number> {
  const starts = new Set<number>();
  if (codes.size === 0) return starts;
  const mentions = languageMentions(text);
  const listed = mentions.filter((mention) => codes.has(mention.code));
  // 'Côté langues, … le japonais' for a CV without Japanese: 'langue' stays a claim there.
  const unlisted = mentions.filter((mention) => !codes.has(mention.code));
  for (const word of words) {
    const { from, to } = sentenceBounds(text, word.start);
    const generic = LANGUAGE_WORDS.has(word.folded) && listed.some((mention) => mention.start > from && mention.start < to) && !unlisted.some((mention) => mention.start > from && mention.start < to);
    if (generic || listed.some((span) => span.start <= word.start && word.end <= span.end)) starts.add(word.start);
  }
  return starts;
}

function vocabularyClaims(text: string, words: readonly PhraseToken[], index: TextIndex, scope: LetterScope, vocabulary: PostingVocabulary, language: Language, codes: ReadonlySet<string>): Claim[] {
  const claims: Claim[] = [];
  const languageWords = listedLanguageWords(text, words, codes);
  const taken = new Set(languageWords);
  const keys = words.map(wordKey);
  const positions = new Map<string, number[]>();
  keys.forEach((key, at) => {
    const list = positions.get(key);
    if (list === undefined) positions.set(key, [at]);
    else list.push(at);
  });
  // Words inside a dictionary term: the dictionary check speaks for them ('French', 'Excel').
  const inTerm = new Set<number>();
  for (const match of index.matches) for (let i = match.first; i <= match.last; i += 1) inTerm.add(index.tokens[i]?.start ?? -1);

  for (const term of vocabulary.terms) {
    for (const at of positions.get(term.keys[0] ?? '') ?? []) {
      if (term.capitalised && !startsUpper((words[at] as PhraseToken).raw)) continue;
      // Its other words close by in the same sentence, in any order, as the ATS match finds a phrase.
      const window = sentenceWindow(words, at, term.keys.length + 3);
      const found = term.keys.map((key, offset) => (offset === 0 ? words[at] : window.find((word) => wordKey(word) === key)));
      if (!found.every((word) => word !== undefined)) continue;
      const { start, end } = extent(found);
      if (found.some((word) => inTerm.has(word.start) || languageWords.has(word.start))) continue;
      const way = claimWay(scope, start, end, term.named);
      if (way === null || (!term.named && way === 'bare')) continue;
      claims.push({ label: term.label, start, end });
      for (const word of found) taken.add(word.start);
    }
  }

  for (const match of index.matches) {
    if (match.entry.kind !== 'sector' || !vocabulary.sectors.has(termLabel(match.entry, language))) continue;
    if (claimWay(scope, match.start, match.end) === 'frame') claims.push({ label: termLabel(match.entry, language), start: match.start, end: match.end });
  }
  words.forEach((word, at) => {
    if (taken.has(word.start) || !vocabulary.missingWords.has(keys[at] ?? '') || inTerm.has(word.start)) return;
    if (claimWay(scope, word.start, word.end) !== 'frame') return;
    const { from, to } = wordRun(words, at, vocabulary);
    const first = words[from] as PhraseToken;
    const last = words[to] as PhraseToken;
    for (let i = from; i <= to; i += 1) taken.add((words[i] as PhraseToken).start);
    claims.push({ label: shown(text, first, last), start: first.start, end: last.end });
  });
  return claims;
}

// Only sentences saying a high level can overstate one: the others skip the language reader.
const HIGH_LEVEL = /courant|couramment|bilingu|fluent|native|natif|maternelle|mother tongue|avanc|advanced|\b[Cc][12]\b/u;

function levelClaims(text: string, scope: LetterScope, reference: ClaimReference): Claim[] {
  return scope.sentences.flatMap((sentence) =>
    HIGH_LEVEL.test(text.slice(sentence.start, sentence.end))
      ? overstatedLevels(text.slice(sentence.start, sentence.end), reference.languageRanks).map((claim) => placed(claim, sentence.start))
      : [],
  );
}

// 'Je parle couramment japonais' for a CV that lists no Japanese: a language said to be spoken that
// the CV neither lists nor is written in.
function unlistedLanguageClaims(text: string, scope: LetterScope, codes: ReadonlySet<string>): Claim[] {
  return scope.sentences.flatMap((sentence) => {
    const said = text.slice(sentence.start, sentence.end);
    const spoken = new Set(readLanguages(said, false).flatMap((found) => (found.code === null || codes.has(found.code) ? [] : [found.code])));
    return languageMentions(said)
      .filter((mention) => spoken.has(mention.code))
      .map((mention) => ({ label: said.slice(mention.start, mention.end), start: sentence.start + mention.start, end: sentence.start + mention.end }));
  });
}

// The letter's date line gives the year it is written in: 'Lyon, le 22 novembre 2026', '22 November 2026'.
const DATE_YEAR = /(?<![\p{L}\d])\d{1,2}(?:er)? (?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december) ((?:19|20)\d{2})(?!\d)/iu;

function writtenYear(letter: string): number | null {
  const year = DATE_YEAR.exec(letter)?.[1];
  return year === undefined ? null : Number(year);
}

// The wordings in one pattern: the writer checks every letter and many of its sentences, one pass each.
const ANY_YEARS = new RegExp(YEARS_OF_EXPERIENCE.map((pattern) => `(?:${pattern.source})`).join('|'), 'giu');

const spanOf = (match: RegExpMatchArray): Claim => ({ label: match[0].replace(/\s+/g, ' '), start: match.index ?? 0, end: (match.index ?? 0) + match[0].length });

/**
 * Years of experience beyond what the CV allows: more than it states or its jobs add up to, and more than
 * the years since its earliest dated job started ('14 ans d'expérience' for a career begun in 2018).
 * `year`: the letter's, for a sentence checked before its letter (and its date) is written.
 */
function yearClaims(text: string, reference: ClaimReference, year: number | null): Claim[] {
  const { start, years } = reference.career;
  const written = writtenYear(text) ?? year;
  const bound = Math.max(years ?? 0, start !== null && written !== null ? written - start + 1 : 0);
  const counted = (match: RegExpMatchArray): number => readCount(match.slice(1).find((count) => count !== undefined) ?? '') ?? 0;
  const beyond = bound === 0 ? [] : [...text.matchAll(ANY_YEARS)].filter((match) => counted(match) > bound).map(spanOf);
  return [...beyond, ...unlikeStatedYears(text, reference)];
}

// A total the letter states in the words of experience ('5 ans d'expérience', 'expérience de 5 ans', 'five
// years of experience'), not a stay somewhere ('depuis 3 ans', 'for 3 years'), which may be one job's.
const TOTAL_YEARS = new RegExp([0, 1, 3, 4].map((at) => `(?:${YEARS_OF_EXPERIENCE[at]?.source ?? '(?!)'})`).join('|'), 'giu');
// Rule 'a figure answering the posting's years': 'You ask for 3 years of experience; I have 5.' (a developer's
// letter, docs/offline-writer.md), 'Vous demandez deux ans d'expérience : j'en ai quatre.' (a cook's). The figure after the
// colon is the candidate's total.
const ANSWERED_YEARS = new RegExp(String.raw`(?<![\p{L}])(?:years?|ans|années|annees)(?![\p{L}])[^.;:!?\n]{0,40}[;:,]\s*((?:I have|I['’]ve got|I bring|j['’]en ai|j['’]en compte|j['’]en cumule)\s+(${COUNT}))(?![\p{L}\d])`, 'giu');

/**
 * Rule 'years as the CV states them': when the CV states its years of experience ('4 ans d'expérience'),
 * a total the letter gives must be that figure, or another figure of years the CV writes ('dont 3 en
 * EHPAD' aside): 'Forte de 5 ans d'expérience' for an accountant's CV of 4, 'three years of experience in
 * bookkeeping' for a bookkeeper's of four.
 */
function unlikeStatedYears(text: string, reference: ClaimReference): Claim[] {
  const stated = reference.statedYears;
  if (stated === null) return [];
  const unlike = (figure: string | undefined): boolean => {
    const count = readCount(figure ?? '');
    return count !== null && count !== stated && !reference.yearFigures.has(count);
  };
  // Only the answer is the candidate's: the clause before it is the posting's. Its figure is what the
  // scope reads, after the candidate's 'I'.
  const answered = [...text.matchAll(ANSWERED_YEARS)];
  const asked = (match: RegExpMatchArray): boolean => {
    const { start, end } = spanOf(match);
    return answered.some((answer) => start < (answer.index ?? 0) + answer[0].length && (answer.index ?? 0) < end);
  };
  const totals = [...text.matchAll(TOTAL_YEARS)].filter((match) => !asked(match) && unlike(match.slice(1).find((found) => found !== undefined))).map(spanOf);
  const answers = answered.filter((match) => unlike(match[2])).map((match) => {
    const figure = match[2] ?? '';
    const end = (match.index ?? 0) + match[0].length;
    return { label: match[1] ?? figure, start: end - figure.length, end };
  });
  return [...totals, ...answers];
}

// 'Other points of your advert I master: AM2' for a CV whose AM2 is 'booked for February 2027': a
// tool-shaped name the CV writes only as still to come, or lapsed, said to be the candidate's.
function unheldNameClaims(index: TextIndex, reference: ClaimReference): Claim[] {
  const unheld = onlyUnheldWords(reference.resume.text);
  return index.tokens
    .filter((token) => unheld.has(token.folded) && isTechnicalShape(token.raw, token.folded))
    .map((token) => ({ label: token.raw, start: token.start, end: token.end }));
}

/** The claims findClaims lists, each with where it stands in the letter: for a reader that places them in its sentences. */
export function claimSpans(reference: ClaimReference, letter: string, year: number | null = null): Claim[] {
  const { language, resume, vocabulary } = reference;
  const text = sanitizeText(letter);
  const { text: own, quoted } = withoutPostingWords(text, reference);
  const scope = readLetterScope(text, language, reference.company === null ? [] : [reference.company]);
  const index = indexText(own);
  const said = (claim: Claim): boolean => claimWay(scope, claim.start, claim.end) !== null;
  const claims = dictionaryClaims(resume, index, language, reference.employers).filter(said);
  if (vocabulary !== null) claims.push(...vocabularyClaims(own, phraseTokens(own, index.words), index, scope, vocabulary, language, reference.languageCodes));
  if (vocabulary !== null) claims.push(...quotedClaims(text, quoted, scope, vocabulary, language));
  // A level the dictionary already flags ('bilingue en anglais' as 'anglais courant') is not listed twice.
  const fresh = (claim: Claim): boolean => said(claim) && !claims.some((other) => other.start < claim.end && claim.start < other.end);
  claims.push(...levelClaims(own, scope, reference).filter(fresh));
  claims.push(...unlistedLanguageClaims(own, scope, reference.languageCodes).filter(fresh));
  if (!reference.licensed) claims.push(...heldLicences(own).map((claim) => placed(claim, 0)).filter(said));
  // A credential the CV names only as being prepared or lapsed, said to be held ('titulaire du titre professionnel ECSR').
  claims.push(...unheldCredentialClaims(own, resume.text, writtenYear(own)).map((claim) => placed(claim, 0)).filter(said));
  claims.push(...unheldNameClaims(index, reference).filter(fresh));
  claims.push(...yearClaims(own, reference, year).filter(said));
  // One claim per stretch, in its fullest wording: 'billetterie de spectacle', not also 'billetterie' inside it.
  const inside = (claim: Claim): boolean => claims.some((other) => other !== claim && other.start <= claim.start && claim.end <= other.end && other.end - other.start > claim.end - claim.start);
  return claims.filter((claim) => !inside(claim));
}

/**
 * Lists what a letter claims as the candidate's that the CV does not support, in order of
 * appearance, each once, labelled in the letter's language: the dictionary's tools, skills,
 * degrees, certificates and languages (a Master supports 'Bac+5'); tool-shaped words (acronyms,
 * camelCase); what the posting names and the CV lacks — a tool or a system ('Zendesk', 'IBODE'),
 * a term of its requirement lines ('cave à vin'), a setting or a word the letter calls a skill
 * ('expérience en soins palliatifs', 'écaillage fait partie de mes compétences'); a language
 * level above the CV's ('anglais courant' for 'TOEIC 880'); a driving licence the CV does not
 * list ('titulaire du permis' for 'Permis B en cours'); more years of experience than the CV allows
 * ('14 years of experience' for a career begun in 2018). Soft skills are not checked. A mention
 * claims nothing when it speaks of the employer ('votre équipe utilise Zendesk'), quotes the
 * company's presentation, names the company or the position, or says the candidate wishes to
 * learn it, plans it or lacks it (see claim-scope.ts and docs/fact-check.md).
 */
export function findClaims(reference: ClaimReference, letter: string, year: number | null = null): string[] {
  return labels(claimSpans(reference, letter, year));
}

/** Lists what a letter claims that the CV does not support (see findClaims), reading the CV and the posting first. */
export function findUnsupportedClaims(input: FactCheckInput): string[] {
  return findClaims(claimReference({ resume: input.resume, language: input.language, posting: input.posting }), input.letter);
}
