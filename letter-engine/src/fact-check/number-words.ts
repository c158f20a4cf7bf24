import { foldText } from '../text/fold.ts';

const UNITS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
  one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
};

/** A count written in digits or in French or English words up to ninety-nine ('24', 'vingt-quatre', 'trente et un', 'twenty-two'); null otherwise. */
export function readCount(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const parts = foldText(text).split(/[\s-]+/).filter((part) => part !== 'et' && part !== 'and');
  if (parts.length === 0 || parts.length > 3) return null;
  let total = 0;
  for (const part of parts) {
    const value = UNITS[part];
    if (value === undefined) return null;
    total += value;
  }
  return total;
}

const WORD = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** What matches a count in a pattern: digits or one to three number words ('vingt-quatre', 'trente et un'). */
export const COUNT = String.raw`\d{1,2}|(?:${WORD})(?:[\s-](?:et[\s-]|and[\s-])?(?:${WORD})){0,2}`;
