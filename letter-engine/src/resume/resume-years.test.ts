import { describe, expect, it } from 'vitest';
import { statedYears } from './resume-years.ts';

describe('a stay stated with the present perfect', () => {
  // A British chef's prose CV and a transport administrator's: the total they state, at least that many years.
  it.each([
    ['I trained at City of Bristol College and I have worked in professional kitchens for seven years.', 7],
    ['I have worked in logistics offices for just over three years.', 3],
  ])('reads the years in %j', (text, years) => {
    expect(statedYears(text)).toBe(years);
  });

  it('reads no age as a stay', () => {
    expect(statedYears("Hi, I'm Aisha Rahman, I'm 27 and I live in Swindon.")).toBeNull();
  });
});

describe("a trade's years beside it", () => {
  // A roofer's, a bricklayer's, a plasterer's and a joiner's thin CVs.
  it.each([
    ['Daniel Kowalczyk – Croydon – 07459 310 882\nRoofer, 7 years – pitched roofs, slate and concrete tiles, repairs', 7],
    ['Dean Foster | Corby\nBricklayer - 11 yrs. CSCS Blue (Skilled Worker), exp 03/2027.', 11],
    ['Ryan O\'Donnell — Plasterer — Salford\n9 years plastering: skimming, setting, bonding, boarding', 9],
    ['Dean Walsh – Joiner – Sheffield S5\n12 years on site. NVQ Level 3 Site Carpentry (2014).', 12],
  ])('reads the years in %j', (text, years) => {
    expect(statedYears(text)).toBe(years);
  });

  it('reads no name with an age, nor years of a race, as a career', () => {
    expect(statedYears('Enzo Petit – 19 ans – Niort')).toBeNull();
    expect(statedYears('Dean Walsh, 45 years\nJoiner')).toBeNull();
    expect(statedYears('3 years running: club champion')).toBeNull();
  });
});
