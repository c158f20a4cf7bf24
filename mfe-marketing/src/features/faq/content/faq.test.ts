import { faqGroups, landingFaqEntries, pricingFaqEntries } from './faq.ts';

const answerOf = (id: string) =>
  faqGroups
    .flatMap((group) => group.entries)
    .find((entry) => entry.id === id)
    ?.answer.join(' ');

describe('FAQ content', () => {
  it('gives each group 3 to 5 questions', () => {
    for (const group of faqGroups) {
      expect(group.entries.length, group.title).toBeGreaterThanOrEqual(3);
      expect(group.entries.length, group.title).toBeLessThanOrEqual(5);
    }
  });

  it('never uses an id twice, since ids open accordion items across the page', () => {
    const ids = faqGroups.flatMap((group) => group.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes the four landing entries and the three pricing questions from the FAQ itself', () => {
    const all = faqGroups.flatMap((group) => group.entries);
    expect(landingFaqEntries).toHaveLength(4);
    expect(pricingFaqEntries).toHaveLength(3);
    for (const entry of [...landingFaqEntries, ...pricingFaqEntries]) expect(all).toContain(entry);
  });

  // docs/product.md §1 claims the FAQ must reproduce as given.
  it.each([
    ['free-offer', /jusqu’à 3 lettres par mois/],
    ['cv-input', /PDF, DOCX et TXT/],
    ['refund', /30 jours/],
    ['data', /30 jours d’inactivité/],
    ['student-discount', /20 %/],
    ['billing', /PayPal/],
  ])('states the %s claim', (id, claim) => {
    expect(answerOf(id)).toMatch(claim);
  });
});
