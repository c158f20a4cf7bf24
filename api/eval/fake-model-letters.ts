import { analyzePosting, verificationContext, writeOfflineLetter, type Language, type LetterInput } from '@lettra/letter-engine';
import { caseSeed, EVAL_TODAY, isClosingSentence, isGreeting, paragraphs, type EvalCase } from '@lettra/letter-engine/eval';

/** The faults a model's draft really shows, and the check of verifyLetter that must catch each. */
export const FLAW_CHECK = {
  tooShort: 'length',
  wrongLanguage: 'language',
  inventedSkill: 'unsupported_claim',
  noCompany: 'company',
} as const;
export type Flaw = keyof typeof FLAW_CHECK;

/** What the fake model writes for one version: its draft, and its answer to the repair round. */
export type FakeVersion = {
  flaw: Flaw | null;
  /** The letter without its flaw. */
  sound: string;
  draft: string;
  /** The letter it writes when asked to repair: the sound letter, or the same draft when it does not improve. */
  repair: string;
  /** The model ignores the repair instructions and sends the draft again. */
  stubborn: boolean;
};

// Every version of the set meets each flaw in turn, and one version in five is sound.
const CYCLE: ReadonlyArray<Flaw | null> = ['tooShort', 'wrongLanguage', 'inventedSkill', 'noCompany', null];
const OTHER: Record<Language, Language> = { french: 'english', english: 'french' };
const INVENTED_SENTENCE: Record<Language, (term: string) => string> = {
  french: (term) => `${term.charAt(0).toUpperCase()}${term.slice(1)} fait également partie de mes compétences, que je mets en pratique depuis plusieurs années.`,
  english: (term) => `${term.charAt(0).toUpperCase()}${term.slice(1)} is also part of my skill set, and I have practised it for several years.`,
};
const NO_COMPANY: Record<Language, string> = { french: 'votre entreprise', english: 'your company' };

// The head up to the greeting, the first body paragraph and the closing: about a third of the letter.
function tooShort(letter: string, language: Language): string {
  const blocks = paragraphs(letter);
  const greeting = blocks.findIndex((block) => isGreeting(block, language));
  const closing = blocks.findIndex((block, index) => index > greeting + 1 && block.split(/(?<=[.!?])\s+|\n/).some((s) => isClosingSentence(s, language)));
  return [...blocks.slice(0, greeting + 2), ...blocks.slice(closing)].join('\n\n');
}

function withInventedSkill(letter: string, term: string, language: Language): string {
  const blocks = paragraphs(letter);
  const target = blocks.findIndex((block) => isGreeting(block, language)) + 2;
  return blocks.map((block, index) => (index === target ? `${block} ${INVENTED_SENTENCE[language](term)}` : block)).join('\n\n');
}

function withoutCompany(letter: string, names: readonly string[], language: Language): string {
  let text = letter;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), NO_COMPANY[language]);
  }
  return text;
}

/**
 * The letters of a fake model for one case: a sound letter per version (the offline writer's, on
 * another seed than the offline run's), each draft spoiled by the flaw the cycle gives it, and one
 * flawed version in four that the model does not repair, so its warning must reach the user.
 */
export function fakeVersions(evalCase: EvalCase, caseIndex: number, input: LetterInput): FakeVersion[] {
  const seed = caseSeed(evalCase.id) + 101;
  const companies = [...(evalCase.expected.company ?? []), analyzePosting(input.jobPosting).company].filter((name): name is string => name !== null);
  // Sound as the product's own writer is: checked against the CV, so a draft's only flaw is the one given to it.
  const check = verificationContext(input).claims;
  return ([0, 1, 2] as const).map((variant) => {
    const sound = writeOfflineLetter(input, { today: EVAL_TODAY, variant, seed, check });
    const cycled = CYCLE[(caseIndex * 3 + variant) % CYCLE.length] ?? null;
    const flaw = cycled === 'noCompany' && companies.length === 0 ? null : cycled;
    const draft =
      flaw === 'tooShort'
        ? tooShort(sound, input.language)
        : flaw === 'wrongLanguage'
          ? writeOfflineLetter({ ...input, language: OTHER[input.language] }, { today: EVAL_TODAY, variant, seed })
          : flaw === 'inventedSkill'
            ? withInventedSkill(sound, evalCase.expected.invented[0] ?? '', input.language)
            : flaw === 'noCompany'
              ? withoutCompany(sound, companies, input.language)
              : sound;
    const stubborn = flaw !== null && (caseIndex + variant) % 4 === 3;
    return { flaw, sound, draft, repair: stubborn ? draft : sound, stubborn };
  });
}
