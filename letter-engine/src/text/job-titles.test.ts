import { describe, expect, it } from 'vitest';
import { looksLikeJobTitle } from './job-titles.ts';

describe('looksLikeJobTitle', () => {
  it.each(['Bookseller', 'Part-time Bookseller', 'Shopkeeper', 'Fishmonger', 'Kitchen Dishwasher', 'Car Valeter'])('reads %j as a job', (title) => {
    expect(looksLikeJobTitle(title)).toBe(true);
  });

  // A trade's plural or a near word often names the shop, not the job.
  it.each(['Page Turner Booksellers', 'Oakridge Outfitters', 'Books and More'])('does not read %j as a job', (name) => {
    expect(looksLikeJobTitle(name)).toBe(false);
  });
});

describe('a trade the lexicon names whole', () => {
  // A room attendant's French CV and a dairy hand's: no word of these titles is a job word alone.
  it.each(['Femme de chambre', 'Vacher'])('reads %j as a job', (title) => {
    expect(looksLikeJobTitle(title)).toBe(true);
  });
});

