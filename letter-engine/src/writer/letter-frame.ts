import type { Language, Tone } from '../rules/limits.ts';
import { formatLetterDate } from '../text/format-letter-date.ts';
import { de } from './french/grammar.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';
import type { Addressee } from '../posting/find-addressee.ts';

/** The parts of a letter around its body, in the letter's language. */
export type LetterFrame = { head: string[]; closing: string[] };

// The formula takes the greeting's words: 'Madame, Monsieur,' for an unknown reader, 'Monsieur,' for the M. Guérin the posting names.
const frenchFormula = (greeting: string): string => `Je vous prie d'agréer, ${greeting} l'expression de mes salutations distinguées.`;
const ENGLISH_SIGN_OFF: Record<Tone, string> = { formal: 'Yours sincerely,', friendly: 'Kind regards,', impactful: 'Best regards,' };

function senderBlock(facts: ResumeProfile, place: string | null): string {
  const lines = [facts.name, facts.address ?? place, facts.phone, facts.email].filter((line): line is string => Boolean(line));
  return lines.join('\n');
}

/**
 * Builds the fixed parts of a letter in the standard format of its language.
 * French: sender block (name and contact lines from the CV), recipient (the company), place and
 * date ('Lyon, le 22 novembre 2026', or 'Le 22 novembre 2026' without a known city), 'Objet :
 * Candidature au poste de …', 'Madame, Monsieur,' and, after the body, the closing formula and
 * the signature. English: sender block, date, recipient, subject line, 'Dear Hiring Manager,',
 * a sign-off suited to the tone and the signature.
 */
export function letterFrame(options: {
  facts: ResumeProfile;
  company: string | null;
  position: string | null;
  language: Language;
  tone: Tone;
  today: Date;
  place: string | null;
  /** The person the posting asks letters to be addressed to (posting/find-addressee.ts). */
  addressee?: Addressee | null;
}): LetterFrame {
  const { facts, company, position, language, today, place } = options;
  const addressee = options.addressee ?? null;
  const person = addressee === null ? null : `${addressee.title} ${addressee.name}`;
  const date = formatLetterDate(today, language);
  const sender = senderBlock(facts, place);
  const signature = facts.name === null ? [] : [facts.name];
  const frenchGreeting = addressee === null ? 'Madame, Monsieur,' : (FRENCH_GREETING[addressee.title] ?? 'Madame, Monsieur,');
  if (language === 'french') {
    return {
      head: [
        sender,
        [person, company, person === null && company !== null ? 'Service des ressources humaines' : null].filter((line): line is string => line !== null).join('\n'),
        place === null ? `Le ${date}` : `${place}, le ${date}`,
        position === null ? "Objet : Candidature à votre offre d'emploi" : `Objet : Candidature au poste ${de(position)}`,
        frenchGreeting,
      ].filter((block) => block.length > 0),
      closing: [frenchFormula(frenchGreeting), ...signature],
    };
  }
  return {
    head: [
      sender,
      date,
      [person ?? 'Hiring Manager', company].filter((line): line is string => line !== null).join('\n'),
      position === null ? 'Re: Application for the advertised position' : `Re: Application for the ${position} position`,
      englishGreeting(addressee),
    ].filter((block) => block.length > 0),
    closing: [[ENGLISH_SIGN_OFF[options.tone], ...signature].join('\n')],
  };
}

// The person the posting names, greeted in the letter's language: 'Monsieur,' for M. Guérin or Mr Guérin, 'Madame,' for
// Mme Jouan or Mrs Drummond; 'Dear Mrs Drummond,', 'Dear Mr Guérin,' (a French 'M.' is an English 'Mr', 'Mme' a 'Ms').
const FRENCH_GREETING: Partial<Record<Addressee['title'], string>> = { 'M.': 'Monsieur,', Mr: 'Monsieur,', Mme: 'Madame,', Mrs: 'Madame,', Ms: 'Madame,', Miss: 'Madame,' };
const ENGLISH_TITLE: Partial<Record<Addressee['title'], string>> = { 'M.': 'Mr', Mme: 'Ms' };

function englishGreeting(addressee: Addressee | null): string {
  if (addressee === null) return 'Dear Hiring Manager,';
  return `Dear ${ENGLISH_TITLE[addressee.title] ?? addressee.title} ${addressee.name.split(/\s+/u).at(-1) ?? addressee.name},`;
}
