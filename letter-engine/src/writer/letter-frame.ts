import type { Language, Tone } from '../rules/limits.ts';
import { formatLetterDate } from '../text/format-letter-date.ts';
import { de } from './french/grammar.ts';
import type { ResumeProfile } from '../resume/resume-profile.ts';

/** The parts of a letter around its body, in the letter's language. */
export type LetterFrame = { head: string[]; closing: string[] };

const FRENCH_FORMULA = "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.";
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
}): LetterFrame {
  const { facts, company, position, language, today, place } = options;
  const date = formatLetterDate(today, language);
  const sender = senderBlock(facts, place);
  const signature = facts.name === null ? [] : [facts.name];
  if (language === 'french') {
    return {
      head: [
        sender,
        company === null ? '' : `${company}\nService des ressources humaines`,
        place === null ? `Le ${date}` : `${place}, le ${date}`,
        position === null ? "Objet : Candidature à votre offre d'emploi" : `Objet : Candidature au poste ${de(position)}`,
        'Madame, Monsieur,',
      ].filter((block) => block.length > 0),
      closing: [FRENCH_FORMULA, ...signature],
    };
  }
  return {
    head: [
      sender,
      date,
      company === null ? 'Hiring Manager' : `Hiring Manager\n${company}`,
      position === null ? 'Re: Application for the advertised position' : `Re: Application for the ${position} position`,
      'Dear Hiring Manager,',
    ].filter((block) => block.length > 0),
    closing: [[ENGLISH_SIGN_OFF[options.tone], ...signature].join('\n')],
  };
}
