import type { Language } from '../rules/limits.ts';
import { countWords } from '../text/tokenize.ts';
import { keywordKind, type KeywordKind } from './keyword-kind.ts';
import { letterLines } from './letter-lines.ts';

// What the candidate says of the keyword, by its kind: a diploma is held, never 'an experience'
// ('Votre annonce mentionne DCG : c'est une expérience…'); a tool is used; a skill is built.
const SAID: Record<Language, Record<KeywordKind, string>> = {
  french: {
    credential: 'c’est une qualification que j’ai obtenue.',
    'pending-credential': 'c’est une qualification que je prépare actuellement.',
    tool: 'c’est un outil que j’ai utilisé dans mon parcours.',
    skill: 'c’est une compétence que mon parcours m’a permis de développer.',
    language: 'c’est une langue que je pratique.',
    quality: 'c’est une qualité que mon parcours m’a permis de développer.',
    field: 'c’est un domaine que mon parcours m’a fait connaître.',
    task: 'c’est une mission que mon parcours m’a appris à assurer.',
    other: 'c’est une expérience que mon parcours me permet de mettre au service de votre équipe.',
  },
  english: {
    credential: 'it is a qualification I hold.',
    'pending-credential': 'it is a qualification I am working towards.',
    tool: 'it is a tool I have used in my work.',
    skill: 'it is a skill my background has let me build.',
    language: 'it is a language I speak.',
    quality: 'it is a quality my background has let me build.',
    field: 'it is a field my background has given me experience of.',
    task: 'it is a task my background has prepared me for.',
    other: 'it is experience my background lets me bring to your team.',
  },
};

/**
 * 'Ajouter à la lettre': a sentence that uses a posting keyword the CV supports (the ATS panel
 * offers only those), said as the kind of thing it is (keyword-kind.ts), without claiming more than
 * the CV: a credential the CV names as being prepared is said to be prepared.
 */
export function keywordSentence(keyword: string, language: Language, resume = ''): string {
  const term = keyword.replace(/\s+/gu, ' ').trim();
  const said = SAID[language][keywordKind(term, resume)];
  return language === 'french' ? `Votre annonce mentionne « ${term} » : ${said}` : `Your posting mentions "${term}": ${said}`;
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
