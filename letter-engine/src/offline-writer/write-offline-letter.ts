import { analyzePosting } from '../posting/analyze-posting.ts';
import { analyzeResume } from '../resume/analyze-resume.ts';
import { indexResume } from '../ats/text-index.ts';
import type { LetterInput } from '../rules/letter-input.schema.ts';
import { TONES, type Language, type Tone } from '../rules/limits.ts';
import type { ClaimReference } from '../fact-check/claim-reference.ts';
import { findClaims } from '../fact-check/find-unsupported-claims.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { cityIn } from '../text/places.ts';
import { countWords } from '../text/tokenize.ts';
import { composeBody, isNamedJob } from './compose-body.ts';
import { emphasisPoints } from './emphasis-points.ts';
import { ENGLISH_FACTS } from './english/facts.ts';
import { ENGLISH_FORMAL } from './english/formal.ts';
import { ENGLISH_FRIENDLY } from './english/friendly.ts';
import { ENGLISH_IMPACTFUL } from './english/impactful.ts';
import { ENGLISH_KIT } from './english/kit.ts';
import { fitWordBudget } from './fit-word-budget.ts';
import { personalFirst } from './personal-order.ts';
import { REFINED_WORD_RANGES, type OfflineRefinement } from './refined-word-range.ts';
import { FRENCH_FACTS } from './french/facts.ts';
import { FRENCH_FORMAL } from './french/formal.ts';
import { FRENCH_FRIENDLY } from './french/friendly.ts';
import { FRENCH_IMPACTFUL } from './french/impactful.ts';
import { FRENCH_KIT } from './french/kit.ts';
import type { LanguageKit } from './language-kit.ts';
import { letterFrame } from './letter-frame.ts';
import { phrasePicker } from './phrase-picker.ts';
import { claimGuards } from './plan/claim-guard.ts';
import { planLetter, type PlanShape } from './plan/letter-plan.ts';
import { seededRandom, subSeed } from './random.ts';
import type { Paragraph, Sentence } from './sentence.ts';
import { stockFit, tradeFamily } from './stock-fit.ts';
import type { FactBook, ToneBook } from './tone-book.ts';

/**
 * Options of the offline writer: the clock, which of the three versions, the generation's seed
 * (the same for the three versions of one generation, another one for the next generation), the
 * place of writing.
 */
export type OfflineWriterOptions = {
  today: Date;
  variant: 0 | 1 | 2;
  seed: number;
  place?: string;
  /** A refinement of the letter written with the same seed and variant (see refined-word-range.ts). */
  refinement?: OfflineRefinement;
  /**
   * The generation's fact-check reference (verificationContext(…).claims, read once for the three
   * versions): with it, a sentence the product's own check would flag is left out of the letter.
   */
  check?: ClaimReference;
};

const BOOKS: Record<Language, Record<Tone, ToneBook>> = {
  french: { formal: FRENCH_FORMAL, friendly: FRENCH_FRIENDLY, impactful: FRENCH_IMPACTFUL },
  english: { formal: ENGLISH_FORMAL, friendly: ENGLISH_FRIENDLY, impactful: ENGLISH_IMPACTFUL },
};
const FACTS: Record<Language, FactBook> = { french: FRENCH_FACTS, english: ENGLISH_FACTS };
const KITS: Record<Language, LanguageKit> = { french: FRENCH_KIT, english: ENGLISH_KIT };
const SHAPES: readonly PlanShape[] = ['requirements', 'results', 'missions'];
// Trades whose employer is a place (a restaurant, a clinic, a school, a shop): 'votre établissement'.
const PLACE_WORDS = new Set(['hospitality', 'care', 'education', 'retail']);

/**
 * Writes a complete cover letter without a language model (used when none is configured or the
 * model is unavailable; see docs/offline-writer.md): reads the CV and the posting, plans which CV
 * fact answers which requirement (planLetter), then writes 300–400 words in the chosen language
 * and tone, in that language's letter format (letter-frame.ts). The three versions (`variant`
 * 0, 1, 2) argue from different angles with different phrasings and never share a sentence; a new
 * `seed` gives a new letter. Every fact comes from the CV or the posting; a skill the CV lacks is
 * never claimed. Paragraphs are separated by a blank line. The place of writing is `place`, else
 * the CV's city, else the date line has no place.
 */
export function writeOfflineLetter(input: LetterInput, opts: OfflineWriterOptions): string {
  const { language, tone } = input;
  const resumeText = sanitizeText(input.resume);
  // Today counts the years of a current job ('2019 – aujourd'hui'): without it they would stop at the latest year named.
  const resume = analyzeResume(resumeText, { today: opts.today });
  const posting = analyzePosting(input.jobPosting);
  const random = seededRandom(subSeed(opts.seed, `plan${opts.variant}`));
  const shape = SHAPES[opts.variant] ?? 'requirements';
  const resumeIndex = indexResume(resumeText);
  const rotation = subSeed(opts.seed, 'rotation') % 3;
  const plan = planLetter({ resume, posting, resumeIndex, postingText: input.jobPosting, language, shape, random, variant: opts.variant, rotation });
  const context = { language, tone, gender: resume.gender, company: posting.company, position: posting.position, location: posting.location, contract: /^(CDI|CDD)\b/.exec(posting.contract ?? '')?.[1] ?? null };
  const [job] = resume.jobs;
  // 'Depuis 2023' says three years in 2026 when the CV states no total.
  const since = job?.current === true && job.startYear !== null ? opts.today.getUTCFullYear() - job.startYear : 0;
  const years = plan.years ?? (since >= 1 ? since : null);
  const body = composeBody({
    plan,
    shape,
    posting,
    context,
    book: BOOKS[language][tone],
    facts: FACTS[language],
    kit: KITS[language],
    pick: phrasePicker(subSeed(opts.seed, `${language}${tone}`), opts.variant),
    guards: claimGuards(resumeIndex, [posting.company, posting.position, posting.location], language),
    sameResumeLanguage: (resume.language ?? language) === language,
    samePostingLanguage: (posting.language ?? language) === language,
    resumeJobs: resume.jobs,
    // A job title in another language than the letter's is not pasted into it.
    identity: isNamedJob(job ?? null) && job !== undefined && (resume.language ?? language) === language ? { title: job.title, employer: job.employer, years, current: job.current } : null,
    emphasis: emphasisPoints(input.emphasis, resumeText, language, input.jobPosting),
    contact: { phone: resume.phone, email: resume.email, city: resume.city === null ? null : cityIn(resume.city, language) },
    stockFits: stockFit(posting, input.jobPosting, years),
    spareStock: TONES.filter((other) => other !== tone).flatMap((other) => BOOKS[language][other].stock),
    workplace: PLACE_WORDS.has(tradeFamily(posting, input.jobPosting) ?? 'office') ? 'votre établissement' : 'votre entreprise',
    variant: opts.variant,
    rotation,
  });
  const frame = letterFrame({
    facts: resume,
    company: posting.company,
    position: posting.position,
    language,
    tone,
    today: opts.today,
    place: opts.place?.trim() || (resume.city === null ? null : cityIn(resume.city, language)),
  });
  const fixedWords = countWords([...frame.head, ...frame.closing].join(' '));
  const range = opts.refinement ? REFINED_WORD_RANGES[opts.refinement] : undefined;
  const write = (paragraphs: readonly Paragraph[]): string => {
    const fitted = fitWordBudget(paragraphs, fixedWords, range);
    return [...frame.head, ...(opts.refinement === 'personal' ? personalFirst(fitted, language) : fitted), ...frame.closing].join('\n\n');
  };
  return opts.check === undefined ? write(body) : withoutFlaggedSentences(body, write, opts.check);
}

// Each round drops the sentences one check flags; the letter refitted may bring in others.
const MAX_CHECK_ROUNDS = 3;

/**
 * The letter the product's own fact check (findClaims, as the result view runs it) finds nothing in:
 * a sentence it flags ('recettes de la maison', a mission of the posting the CV does not back) is
 * taken out and the body fitted again, so the writer never hands the user a warning about itself.
 */
function withoutFlaggedSentences(body: readonly Paragraph[], write: (paragraphs: readonly Paragraph[]) => string, reference: ClaimReference): string {
  let paragraphs = body;
  let letter = write(paragraphs);
  for (let round = 0; round < MAX_CHECK_ROUNDS; round += 1) {
    const claims = findClaims(reference, letter).map(foldText);
    if (claims.length === 0) return letter;
    // Whole words only: a short claim ('re') is no part of every sentence that holds its letters.
    const patterns = claims.map((claim) => new RegExp(`(?<![\\p{L}\\d])${claim.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u'));
    const flagged = (sentence: Sentence): boolean => {
      const text = foldText(sentence.text);
      // A dictionary claim is labelled by its concept, not by the letter's words: the sentence is checked alone.
      return patterns.some((pattern) => pattern.test(text)) || findClaims(reference, sentence.text).length > 0;
    };
    paragraphs = paragraphs.map((sentences) => sentences.filter((sentence) => letter.includes(sentence.text) ? !flagged(sentence) : true));
    letter = write(paragraphs);
  }
  return letter;
}
