// Counts CVs write in words: 'depuis quatre ans', 'two years as a receptionist'.
const WORDS: Readonly<Record<string, number>> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  quinze: 15, vingt: 20, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
};

/** A count in digits or words, as a pattern source without groups ('6', 'quatre', 'three'). */
export const COUNT = `(?:\\d{1,2}|${Object.keys(WORDS).join('|')})`;

/** The value of a count matched by COUNT, or null. */
export function countValue(text: string): number | null {
  const word = text.trim().toLowerCase();
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return WORDS[word] ?? null;
}
