import type { Language, Tone } from '../rules/limits.ts';

/** What every sentence of a letter may need: who writes, to whom, for what, in which voice. */
export type LetterContext = {
  language: Language;
  tone: Tone;
  /** For French agreement ('motivée'); null when the CV does not show it, so gendered phrasings are avoided. */
  gender: 'feminine' | 'masculine' | null;
  company: string | null;
  position: string | null;
  location: string | null;
  /** 'CDI' or 'CDD' when the posting says so. */
  contract: string | null;
};
