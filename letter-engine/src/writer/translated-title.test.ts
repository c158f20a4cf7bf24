import { describe, expect, it } from 'vitest';
import { translatedTitle } from './translated-title.ts';

describe("a CV's job title in the letter's other language", () => {
  it('is told only when the lexicon holds it word for word, in the candidate\'s gender', () => {
    expect(translatedTitle('Libraire', 'english', null)).toBe('bookseller');
    expect(translatedTitle('Serveuse', 'english', 'feminine')).toBe('waiter');
    expect(translatedTitle('Sales Assistant', 'french', 'feminine')).toBe('vendeuse');
    expect(translatedTitle('Receptionist', 'french', null)).toBe('réceptionniste');
  });

  it('is left out when the title is unknown or its French form needs a gender the CV does not give', () => {
    expect(translatedTitle('Responsable des relations presse', 'english', 'feminine')).toBeNull();
    expect(translatedTitle('Sales Assistant', 'french', null)).toBeNull();
  });
});
