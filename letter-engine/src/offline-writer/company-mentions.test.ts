import { describe, expect, it } from 'vitest';
import { limitCompanyMentions } from './company-mentions.ts';
import type { Paragraph } from './sentence.ts';

const said = (text: string, extra: { stock?: boolean; quotesCompany?: boolean } = {}) => ({ text, priority: 1, stock: false, generic: false, quotesCompany: false, ...extra });
const where = { company: 'Voltway Electrical Services', location: 'Leicester', language: 'english' as const, workplace: 'your company' };
const texts = (paragraphs: readonly Paragraph[]): string[] => paragraphs.flat().map((sentence) => sentence.text);

describe("the company's name across a letter", () => {
  it("names the team by its city once in a paragraph: 'your Leicester team' twice in a closing reads as a template", () => {
    const letter: Paragraph[] = [
      [said('I want to join Voltway Electrical Services.'), said('My work suits Voltway Electrical Services.')],
      [said('I am available for a conversation with Voltway Electrical Services whenever you wish.'), said('I hope to hear from Voltway Electrical Services soon.'), said('Thank you, Voltway Electrical Services.')],
    ];
    const out = texts(limitCompanyMentions(letter, where));
    expect(out.slice(2).filter((text) => text.includes('your Leicester team'))).toHaveLength(1);
    expect(out).toContain('I hope to hear from your team soon.');
  });

  it("takes the legal form with the name: 'Voltway Ltd' is 'your team', never 'your team Ltd'", () => {
    const letter: Paragraph[] = [
      [said('I want to join Voltway Electrical Services.'), said('Voltway Electrical Services Ltd is a family-run contractor.', { stock: true, quotesCompany: true })],
      [said('I would enjoy working at Voltway Electrical Services Ltd.'), said('I hope to hear from Voltway Electrical Services soon.')],
    ];
    const out = texts(limitCompanyMentions(letter, where));
    expect(out).toContain('I would enjoy working within your Leicester team.');
    expect(out.some((text) => /team Ltd/.test(text))).toBe(false);
  });
});
