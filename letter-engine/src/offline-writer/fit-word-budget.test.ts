import { describe, expect, it } from 'vitest';
import { fitWordBudget } from './fit-word-budget.ts';
import { PRIORITY, type Sentence } from './sentence.ts';

const words = (count: number, word: string): string => `${Array.from({ length: count }, () => word).join(' ')}.`;
const fact = (text: string, priority: number = PRIORITY.core): Sentence => ({ text, priority, stock: false, generic: false, quotesCompany: false });
const stock = (text: string, order: number): Sentence => ({ text, priority: PRIORITY.stock + order, stock: true, generic: true, quotesCompany: false });
// A mission of the posting or a resting fact: taken only while the letter is short, but about this letter.
const filler = (text: string): Sentence => ({ text, priority: PRIORITY.stock - 1, stock: true, generic: false, quotesCompany: false });

describe('fitWordBudget', () => {
  it('puts a stock sentence beside a filler that speaks of this letter, never beside another stock sentence when a filler can part them', () => {
    const body = [
      [fact(words(40, 'fact')), stock(words(20, 'stockone'), 1), stock(words(20, 'stocktwo'), 2), filler(words(20, 'mission')), stock(words(20, 'stockthree'), 3), fact(words(40, 'close'))],
    ];
    const [paragraph = ''] = fitWordBudget(body, 170);
    expect(paragraph.split('. ').map((sentence) => sentence.split(' ')[0])).toEqual(['fact', 'stockone', 'mission', 'stockthree', 'close']);
  });

  it('keeps a filler out of a letter that is long enough without it', () => {
    const body = [[fact(words(100, 'fact')), filler(words(20, 'mission')), fact(words(100, 'close'))]];
    expect(fitWordBudget(body, 120).join(' ')).not.toContain('mission');
  });
});
