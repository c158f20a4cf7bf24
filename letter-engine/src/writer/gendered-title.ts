import { foldText } from '../text/fold.ts';
import type { LetterFacts } from './letter-facts.ts';

/**
 * 'Vendeur / Vendeuse en boulangerie', 'Conducteur receveur / Conductrice receveuse de bus', 'Opticien·ne': the
 * posting's two forms, of which the letter takes the candidate's; unknown, the posting's words are kept.
 */
export function genderedTitle(title: string, gender: LetterFacts['gender']): string {
  if (gender === null) return title;
  const inclusive = /^(\p{L}+)·(ne|e)\b/u.exec(title);
  if (inclusive !== null) return `${inclusive[1]}${gender === 'feminine' ? inclusive[2] : ''}${title.slice(inclusive[0].length)}`;
  const [first = '', second = '', ...more] = title.split(' / ');
  const words = first.split(' ');
  const others = second.split(' ');
  if (more.length > 0 || second === '' || words.length > others.length || words.some((word, at) => word.slice(0, 4).toLocaleLowerCase('fr') !== (others[at] ?? '').slice(0, 4).toLocaleLowerCase('fr'))) return title;
  return gender === 'feminine' ? second : [...words, ...others.slice(words.length)].join(' ');
}

// The form of a two-form title the CV itself uses ('Retoucheuse chez Retouche Express' for 'Retoucheur / Retoucheuse').
export function genderOfTitle(title: string, resumeText: string): LetterFacts['gender'] {
  const [masculine = '', feminine = ''] = title.split(' / ').map((form) => foldText(form.split(' ')[0] ?? ''));
  const uses = (word: string): boolean => word.length > 2 && new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(foldText(resumeText));
  if (masculine === '' || feminine === '' || masculine === feminine) return null;
  return uses(feminine) ? 'feminine' : uses(masculine) ? 'masculine' : null;
}
