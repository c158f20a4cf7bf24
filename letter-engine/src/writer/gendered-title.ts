import { foldText } from '../text/fold.ts';
import type { LetterFacts } from './letter-facts.ts';

/**
 * 'Vendeur / Vendeuse en boulangerie', 'Conducteur receveur / Conductrice receveuse de bus', 'Opticien·ne': the
 * posting's two forms, of which the letter takes the candidate's; unknown, the posting's words are kept.
 */
export function genderedTitle(title: string, gender: LetterFacts['gender']): string {
  if (gender === null) return title;
  if (BRACKETED.test(title)) return bracketedForm(title, gender);
  const inclusive = /^(\p{L}+)·(ne|e)\b/u.exec(title);
  if (inclusive !== null) return `${inclusive[1]}${gender === 'feminine' ? inclusive[2] : ''}${title.slice(inclusive[0].length)}`;
  // 'crêpier ou une crêpière' (a post asking for 'un crêpier ou une crêpière') is the same pair as 'Vendeur / Vendeuse'.
  const [first = '', second = '', ...more] = title.split(/ \/ | ou (?:une? )?/u);
  const words = first.split(' ');
  const others = second.split(' ');
  if (more.length > 0 || second === '' || words.length > others.length || words.some((word, at) => word.slice(0, 4).toLocaleLowerCase('fr') !== (others[at] ?? '').slice(0, 4).toLocaleLowerCase('fr'))) return title;
  const whole = [...words, ...others.slice(words.length)].join(' ');
  // 'Toiletteuse ou un toiletteur': the feminine form may come first.
  const feminineFirst = FEMININE_ENDING.test(words[0] ?? '') && !FEMININE_ENDING.test(others[0] ?? '');
  return (gender === 'feminine') !== feminineFirst ? second : whole;
}

const FEMININE_ENDING = /(?:euse|rice|ère|enne|ive|e)$/u;

// The form of a two-form title the CV itself uses ('Retoucheuse chez Retouche Express' for 'Retoucheur / Retoucheuse').
export function genderOfTitle(title: string, resumeText: string): LetterFacts['gender'] {
  const [masculine = '', feminine = ''] = title.split(' / ').map((form) => foldText(form.split(' ')[0] ?? ''));
  const uses = (word: string): boolean => word.length > 2 && new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(foldText(resumeText));
  if (masculine === '' || feminine === '' || masculine === feminine) return null;
  return uses(feminine) ? 'feminine' : uses(masculine) ? 'masculine' : null;
}

// 'Assistant(e) administratif(ve) et commercial(e)', 'Serveur(euse)', 'Conseiller(ère)': the feminine ending in brackets.
const BRACKETED = /\p{L}\((?:e|ne|le|ve|se|euse|rice|trice|ère)\)/u;
// How French makes each bracket's feminine from the word before it ('administratif' + 've' → 'administrative'); a word
// whose ending does not fit its bracket leaves the title as the posting wrote it.
const FEMININE: ReadonlyArray<readonly [RegExp, RegExp, string]> = [
  [/^e$/u, /er$/u, 'ère'],
  [/^(?:e|ne|le)$/u, /$/u, ''],
  [/^ve$/u, /f$/u, 've'],
  [/^(?:se|euse)$/u, /eur$/u, 'euse'],
  [/^(?:rice|trice)$/u, /teur$/u, 'trice'],
  [/^ère$/u, /er$/u, 'ère'],
];

/** The candidate's form of a title whose feminine endings are in brackets: each bracket dropped, or made the word's ending. */
function bracketedForm(title: string, gender: 'feminine' | 'masculine'): string {
  let sure = true;
  const form = title.replace(/(?<!\p{L})(\p{L}+)\((\p{L}+)\)/gu, (_whole, word: string, ending: string) => {
    if (gender === 'masculine') return word;
    const rule = FEMININE.find(([bracket, end]) => bracket.test(ending) && end.test(word));
    if (rule === undefined) {
      sure = false;
      return word;
    }
    const [, end, replacement] = rule;
    return replacement === '' ? `${word}${ending}` : word.replace(end, replacement);
  });
  return sure ? form : title;
}
