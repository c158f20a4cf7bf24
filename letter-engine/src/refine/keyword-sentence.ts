import type { Language } from '../rules/limits.ts';
import { countWords } from '../text/tokenize.ts';
import { letterLines } from './letter-lines.ts';

/**
 * 'Ajouter à la lettre': a sentence that uses a posting keyword the CV supports (the ATS panel
 * offers only those), said as experience the candidate brings, without claiming more than the CV.
 */
export function keywordSentence(keyword: string, language: Language): string {
  const term = keyword.replace(/\s+/gu, ' ').trim();
  return language === 'french'
    ? `Votre annonce mentionne ${term} : c’est une expérience que mon parcours me permet de mettre au service de votre équipe.`
    : `Your posting mentions ${term}: it is experience my background lets me bring to your team.`;
}

/**
 * The letter with `sentence` added at the end of its longest paragraph, where the candidate's
 * experience is told; a letter of no paragraph gets it as its only one.
 */
export function insertSentence(letter: string, sentence: string): string {
  const { lines, paragraphs } = letterLines(letter);
  let longest: { text: string; at: number } | undefined;
  for (const paragraph of paragraphs) if (longest === undefined || countWords(paragraph.text) > countWords(longest.text)) longest = paragraph;
  if (longest === undefined) return sentence;
  return lines.with(longest.at, `${longest.text.trimEnd()} ${sentence}`).join('\n');
}
