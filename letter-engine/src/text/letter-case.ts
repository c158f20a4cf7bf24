// The case tests every reader makes on a word or a line, written once.

/** True when the text opens on a capital letter ('Lyon', 'SAP'), not on a digit or a sign. */
export const startsUpper = (text: string): boolean => /^\p{Lu}/u.test(text);

/** True when the text opens on a small letter: a line that goes on from the one before, a word in lower case. */
export const startsLower = (text: string): boolean => /^\p{Ll}/u.test(text);

/** True when the text opens like a capitalised word: a capital, then a small letter ('React', not 'SAP'). */
export const startsTitleCase = (text: string): boolean => /^\p{Lu}\p{Ll}/u.test(text);

/** True when the text holds a capital letter anywhere. */
export const hasUpper = (text: string): boolean => /\p{Lu}/u.test(text);
