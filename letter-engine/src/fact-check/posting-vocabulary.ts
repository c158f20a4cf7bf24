import { makesClaim } from '../ats/dictionary/index.ts';
import { termLabel } from '../ats/extract-keywords.ts';
import { postingPhrases } from '../ats/extract-phrases.ts';
import { wordRole } from '../ats/phrase-boundaries.ts';
import { synonymKey } from '../ats/phrase-synonyms.ts';
import { matchKey, phraseTokens, type PhraseToken } from '../ats/phrase-tokens.ts';
import { postingSegments, type PostingSegment } from '../ats/posting-sections.ts';
import { spanIndexAt, type Span } from '../ats/spans.ts';
import { COMMON_WORDS, technicalTokens } from '../ats/technical-tokens.ts';
import { contentTokensOf, findTerms } from '../ats/term-matcher.ts';
import { indexHas, type TextIndex } from '../ats/text-index.ts';
import { titleKeyword } from '../ats/title-keyword.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import type { PostingProfile } from '../posting/posting-profile.ts';
import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { stem } from '../text/stem.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { isRegion, knownCity } from '../text/places.ts';
import { tokenize } from '../text/tokenize.ts';

/** A thing the posting names and the CV does not: a tool or a system ('Zendesk', 'IBODE'), or a multi-word term ('cave à vin'). */
export type VocabularyTerm = {
  label: string;
  /** Synonym keys of its words (see wordKey), all of which a letter must hold close together. */
  keys: readonly string[];
  /** A name (tool, system, acronym): any sentence of the candidate's claims it; a multi-word term needs a statement or a frame. */
  named: boolean;
  /** A proper noun of ordinary words ('Nourish', 'École Directe'): a letter names it with its capital. */
  capitalised: boolean;
};

/** What the posting asks for that the CV does not show, for checking that a letter does not claim it. */
export type PostingVocabulary = {
  terms: VocabularyTerm[];
  /** Labels of the settings and specialities ('soins palliatifs', 'EHPAD') the posting names and the CV lacks. */
  sectors: ReadonlySet<string>;
  /** Synonym keys of the posting's content words the CV never uses. */
  missingWords: ReadonlySet<string>;
  /** Synonym keys of all the posting's content words: a claimed run of them is shown whole ('service à l'assiette'). */
  postingWords: ReadonlySet<string>;
};

const COUNT = /^\d{1,2}$/;

/**
 * A count the posting puts on a thing the CV also has with another count ('centres d'usinage 3 et 5
 * axes' for a CV's '3 axes'): claiming the posting's is claiming what the CV does not show. Only a
 * content word after the count, so durations and quantities ('35 heures', '2 ans') are never terms.
 */
function otherCounts(posting: readonly PhraseToken[], kept: readonly Span[], resume: readonly PhraseToken[], language: Language): VocabularyTerm[] {
  const pairs = (tokens: readonly PhraseToken[], spans: readonly Span[] | null) =>
    tokens.flatMap((token, index) => {
      const next = tokens[index + 1];
      if (!COUNT.test(token.folded) || next === undefined || next.cut || (spans !== null && !inSpans(spans, token.start))) return [];
      return wordRole(next, token, language) === 'word' ? [{ count: token.folded, thing: wordKey(next), label: `${token.raw} ${next.raw}` }] : [];
    });
  const held = pairs(resume, null);
  return pairs(posting, kept)
    .filter((pair) => held.some((own) => own.thing === pair.thing) && !held.some((own) => own.thing === pair.thing && own.count === pair.count))
    .map((pair) => ({ label: pair.label, keys: [pair.count, pair.thing], named: true, capitalised: false }));
}

// The word 'experience' itself: a CV shows experience by its jobs, not by the word ('Experienced car
// valeter wanted' and a letter's 'hands-on experience of hand washes' for a CV listing that job).
const EXPERIENCE = new Set(['experience', 'experienced', 'expérience', 'expérimenté'].map((word) => synonymKey(matchKey(stem(word)))));

/** The key two texts compare a word by: stem, English inflections and synonyms aside (see ats/phrase-*.ts). */
export const wordKey = (token: PhraseToken): string => synonymKey(token.key);

// 'Nourish', 'Zendesk'; and capitals too long for the acronyms of technical-tokens.ts, beside lower case ('IPAF and PASMA tickets').
const CAPITALISED = /^\p{Lu}\p{Ll}{2,}$|^[A-Z]{5,6}$/u;

// Words that say what kind of experience, not what it is of: 'expérience professionnelle', 'proven experience'.
const QUALIFIERS = new Set(
  [
    'professionnel', 'significatif', 'confirme', 'reussi', 'precedent', 'terrain', 'concret', 'pratique', 'directe', 'premier',
    'professional', 'relevant', 'previous', 'proven', 'practical', 'solid', 'extensive', 'prior', 'direct', 'hands', 'demonstrable', 'similar',
  ].map((word) => synonymKey(matchKey(stem(word)))),
);

// Ignored acronyms that name a field of work ('la convention collective du BTP'): see the lexicon's note.
const SECTOR_ACRONYMS = lexiconWordSet({ list: 'sector-acronyms' });

// The lines that say what the job asks and what it is: not the company's presentation, benefits or
// process. The posting's own missions and requirements count wherever the sections put them (a
// board's 'Description complète du poste' under its 'Salaire' block).
function keptSegments(text: string, segments: readonly PostingSegment[], posting: PostingProfile): PostingSegment[] {
  const spansOf = (items: readonly string[]): Span[] =>
    items.flatMap((item) => {
      const at = text.indexOf(item);
      return at < 0 ? [] : [{ start: at, end: at + item.length }];
    });
  const presentation = spansOf(posting.companyDescription);
  const asked = spansOf([...posting.missions, ...posting.required, ...posting.niceToHave]);
  const overlaps = (spans: readonly Span[], segment: Span): boolean => spans.some((span) => span.start < segment.end && segment.start < span.end);
  return segments.flatMap((segment): PostingSegment[] => {
    if (overlaps(asked, segment)) return [{ ...segment, mode: segment.mode === 'nice' ? 'nice' : 'required', structured: true }];
    const kept = segment.mode !== 'benefits' && segment.mode !== 'company' && !presentation.some((span) => span.start <= segment.start && segment.end <= span.end);
    return kept ? [segment] : [];
  });
}

const inSpans = (spans: readonly Span[], at: number): boolean => spanIndexAt(spans, at) >= 0;

// Names written mid-sentence ('on Nourish, our digital care system', 'sous École Directe et Onde').
// A word the posting also writes in lower case is an ordinary word with a capital ('Care Assistant - Days').
function properNouns(tokens: readonly PhraseToken[], covered: ReadonlySet<number>, excluded: ReadonlySet<string>): Array<{ label: string; tokens: PhraseToken[] }> {
  const lowerCase = new Set(tokens.filter((token) => token.raw === token.raw.toLowerCase()).map((token) => token.folded));
  // A line in capitals ('PROFIL RECHERCHÉ') shouts: its words are no names.
  const shouted = (index: number): boolean =>
    (tokens[index] as PhraseToken).raw === (tokens[index] as PhraseToken).raw.toUpperCase() && !tokens.slice(Math.max(0, index - 3), index + 4).some((other) => /\p{Ll}/u.test(other.raw));
  const runs: Array<{ label: string; tokens: PhraseToken[] }> = [];
  let run: PhraseToken[] = [];
  const close = (): void => {
    const label = run.map((token) => token.raw).join(' ');
    const ordinary = run.every((token) => lowerCase.has(token.folded));
    if (run.length > 0 && !ordinary && !looksLikeJobTitle(label) && knownCity(label) === null && !isRegion(label)) runs.push({ label, tokens: run });
    run = [];
  };
  tokens.forEach((token, index) => {
    const proper = CAPITALISED.test(token.raw) && !token.initial && !covered.has(token.start) && !COMMON_WORDS.has(token.folded) && !excluded.has(token.folded) && !shouted(index);
    if (!proper || token.cut) close();
    if (proper) run.push(token);
    if (index === tokens.length - 1) close();
  });
  return runs;
}

/**
 * Reads what a posting names in its requirement and mission lines (its company presentation,
 * benefits and process left out) and the CV does not show, compared as the ATS match compares:
 * dictionary concepts, stems, English inflections, FR/EN synonyms, a phrase's words close together.
 * The company's, the position's and the place's words are never counted.
 */
export function postingVocabulary(text: string, posting: PostingProfile, resume: TextIndex, language: Language): PostingVocabulary {
  const kept = keptSegments(text, postingSegments(text), posting);
  const wordsOf = (names: ReadonlyArray<string | null>): Set<string> => new Set(names.flatMap((name) => (name === null ? [] : foldText(name).split(/[^\p{L}\p{N}]+/u))));
  const excluded = wordsOf([posting.company, posting.position, posting.location]);
  const words = tokenize(text);
  // A requirement phrase may be built from the title's words ('actes d'état civil' for an 'Agent
  // d'accueil et d'état civil'): only the company's and the place's words rule a phrase out, and only
  // those the posting writes as a name: 'library' of 'Kendal Library', written in lower case elsewhere
  // ('cover on the mobile library'), is an ordinary word, and 'mobile library' a requirement.
  const lowerCase = new Set(words.filter((word) => word.raw === word.raw.toLowerCase()).map((word) => word.folded));
  const named = new Set([...wordsOf([posting.company, posting.location])].filter((word) => !lowerCase.has(word)));
  const tokens = contentTokensOf(words);
  const matches = findTerms(tokens);
  const resumeKeys = new Set(phraseTokens(resume.text, resume.words).map(wordKey));
  const postingLanguage = posting.language ?? language;

  const sectors = new Set<string>();
  const coveredIndexes = new Set<number>();
  const coveredStarts = new Set<number>();
  const covered: Span[] = [];
  for (const match of matches) {
    for (let index = match.first; index <= match.last; index += 1) {
      coveredIndexes.add(index);
      coveredStarts.add(tokens[index]?.start ?? -1);
    }
    covered.push({ start: match.start, end: match.end });
    if (match.entry.kind === 'sector' && inSpans(kept, match.start) && !indexHas(resume, { entry: match.entry, stem: '' })) sectors.add(termLabel(match.entry, language));
  }

  const terms: VocabularyTerm[] = [];
  // A name of one word ('Zendesk', 'BTP') that the CV does not write.
  const addName = (word: { raw: string; stem: string }): void => {
    const [phrase] = phraseTokens(word.raw);
    if (phrase !== undefined && !resume.stems.has(word.stem) && !resumeKeys.has(wordKey(phrase))) terms.push({ label: word.raw, keys: [wordKey(phrase)], named: true, capitalised: false });
  };
  const tools = new Set(matches.filter((match) => match.entry.kind === 'tool' && makesClaim(match.entry)).flatMap((match) => [match.first, match.last]));
  for (const token of technicalTokens(tokens, text, coveredIndexes, tools, excluded)) {
    if (!inSpans(kept, token.start)) continue;
    covered.push({ start: token.start, end: token.end });
    coveredStarts.add(token.start);
    addName(token);
  }

  // An acronym ignored as a keyword that a requirement or mission line names as a field of work ('BTP').
  for (const word of words) {
    if (SECTOR_ACRONYMS.has(word.folded) && word.raw === word.raw.toUpperCase() && inSpans(kept, word.start) && !excluded.has(word.folded)) addName(word);
  }

  const phraseWords = phraseTokens(text, words);
  terms.push(...otherCounts(phraseWords, kept, phraseTokens(resume.text, resume.words), postingLanguage));
  // A header line ('Care Assistant - Days') names the job, not what it asks.
  const worded = kept.filter((segment) => segment.structured || text.slice(segment.start, segment.end).split(/\s+/).length >= 6);
  for (const noun of properNouns(phraseWords, coveredStarts, excluded)) {
    if (!inSpans(worded, noun.tokens[0]?.start ?? -1)) continue;
    const keys = noun.tokens.map(wordKey);
    for (const token of noun.tokens) covered.push({ start: token.start, end: token.end });
    if (!keys.every((key) => resumeKeys.has(key))) terms.push({ label: noun.label, keys, named: true, capitalised: true });
  }

  covered.sort((a, b) => a.start - b.start);
  const title = titleKeyword(posting.position);
  const titleKeys = new Set(title?.alternatives.map((stems) => stems.map(matchKey).join(' ')));
  for (const phrase of postingPhrases(text, words, kept, postingLanguage, { covered, company: named, title: titleKeys })) {
    const keys = phrase.keys.map(synonymKey);
    // A CV with every word of it ('profils paramédicaux', 'aides-soignants') may be said to hold it in other words.
    if (keys.every((key) => resumeKeys.has(key)) || looksLikeJobTitle(phrase.term) || indexHas(resume, { entry: null, stem: '', words: phrase.keys })) continue;
    terms.push({ label: phrase.term, keys, named: false, capitalised: false });
  }

  const postingWords = new Set<string>();
  const missingWords = new Set<string>();
  phraseWords.forEach((token, index) => {
    if (!inSpans(kept, token.start) || excluded.has(token.folded)) return;
    if (wordRole(token, phraseWords[index - 1], postingLanguage) !== 'word') return;
    const key = wordKey(token);
    postingWords.add(key);
    if (!resumeKeys.has(key) && !QUALIFIERS.has(key) && !EXPERIENCE.has(key)) missingWords.add(key);
  });
  const distinct = new Map(terms.map((term) => [term.keys.join(' '), term]));
  return { terms: [...distinct.values()], sectors, missingWords, postingWords };
}
