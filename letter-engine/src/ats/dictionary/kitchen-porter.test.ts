import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("a kitchen porter's words", () => {
  it("read the same in a one-line CV and a caterer.com posting ('rotating stock' is 'stock rotation')", () => {
    const resume = 'Kitchen Porter, The Crown Inn (2024–now): washing pots and pans, dishwasher, cleaning schedule, deliveries and stock rotation';
    const posting = '• Washing pots and pans by hand\n• Taking in deliveries and rotating stock (FIFO)';
    expect(labels(resume)).toEqual(expect.arrayContaining(['plonge', 'rotation des stocks']));
    expect(labels(posting)).toEqual(expect.arrayContaining(['plonge', 'rotation des stocks']));
  });
});
