import { describe, expect, it } from 'vitest';
import { sentenceSegments } from './sentence-segments.ts';

describe('sentenceSegments', () => {
  it('marks each sentence where it stands and keeps the text between them, line breaks included', () => {
    const content = 'Madame,\n\nJ’ai géré la caisse. Je parle anglais.\n\nCordialement';
    expect(sentenceSegments(content, [{ sentence: 'J’ai géré la caisse.' }, { sentence: 'Je parle anglais.' }])).toEqual([
      { text: 'Madame,\n\n', index: null },
      { text: 'J’ai géré la caisse.', index: 0 },
      { text: ' ', index: null },
      { text: 'Je parle anglais.', index: 1 },
      { text: '\n\nCordialement', index: null },
    ]);
  });

  it('leaves out a sentence the letter no longer holds, and finds the next one after it', () => {
    const content = 'Une phrase. Une autre phrase.';
    expect(sentenceSegments(content, [{ sentence: 'Effacée depuis.' }, { sentence: 'Une autre phrase.' }])).toEqual([
      { text: 'Une phrase. ', index: null },
      { text: 'Une autre phrase.', index: 1 },
    ]);
  });
});
