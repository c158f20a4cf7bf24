import { describe, expect, it } from 'vitest';
import { cleanPosition } from './clean-position.ts';

describe('cleanPosition of a counted title', () => {
  it('drops the count and names one of the posts, in French on every word of the head', () => {
    expect(cleanPosition('3 EMPLOYÉ(E)S POLYVALENT(E)S')).toBe('EMPLOYÉ(E) POLYVALENT(E)');
    expect(cleanPosition('2 agents de quai')).toBe('Agent de quai');
    expect(cleanPosition('deux serveurs')).toBe('Serveur');
    expect(cleanPosition('5 aides-soignants')).toBe('Aide-soignant');
  });

  it('in English on the last word of the head only', () => {
    expect(cleanPosition('2 Sales Assistants')).toBe('Sales Assistant');
    expect(cleanPosition('3 Heads of Department')).toBe('Head of Department');
  });

  it('reads a plural determiner as a count', () => {
    expect(cleanPosition('des vendeurs')).toBe('Vendeur');
    expect(cleanPosition('several Care Assistants')).toBe('Care Assistant');
  });

  it('leaves an uncounted title as written', () => {
    expect(cleanPosition('Event Stewards')).toBe('Event Stewards');
  });
});

describe('cleanPosition of an offer', () => {
  it('drops the word for the offer before a job, without a colon', () => {
    expect(cleanPosition('offre agent de quai')).toBe('Agent de quai');
    expect(cleanPosition('Vacancy Assistant Keeper')).toBe('Assistant Keeper');
    expect(cleanPosition('Annonce légale')).toBe('Annonce légale');
  });

  it('keeps no dash or colon the words cut before it left', () => {
    expect(cleanPosition('– TRACK OPERATIVES')).toBe('TRACK OPERATIVES');
    expect(cleanPosition(': Agent de quai')).toBe('Agent de quai');
  });
});

describe('hours in brackets', () => {
  it('belong to the contract, not the title, in English and in French', () => {
    expect(cleanPosition('Receptionist (20 Hours a Week, Weekends)')).toBe('Receptionist');
    expect(cleanPosition('Vendeur / Vendeuse (24h/semaine)')).toBe('Vendeur / Vendeuse');
  });
});


describe('cleanPosition of a title opened on a determiner', () => {
  it("drops 'another', as it drops 'a' and 'new'", () => {
    expect(cleanPosition('another gardener to join our team of four')).toBe('Gardener');
  });

  it('gives the second form of a pair no determiner, as the first has none', () => {
    expect(cleanPosition('un crêpier ou une crêpière')).toBe('Crêpier ou crêpière');
    expect(cleanPosition('notre sommelier ou notre sommelière')).toBe('Sommelier ou sommelière');
    expect(cleanPosition("un(e) vendeur / une vendeuse")).toBe('Vendeur / vendeuse');
  });
});

describe('a bracket the title’s end cut open', () => {
  // A careers page's role line and a butcher's post: the bracket left open goes with what it holds.
  it.each([
    ['Pest Control Technician (trainees with the right attitude considered)', 'Pest Control Technician'],
    ['un boucher qualifié (ou une bouchère', 'Boucher qualifié'],
  ])('reads %j', (raw, title) => {
    expect(cleanPosition(raw)).toBe(title);
  });

  it("keeps a title's own brackets", () => {
    expect(cleanPosition('Comptable confirmé(e)')).toBe('Comptable confirmé(e)');
    expect(cleanPosition('Senior Backend Engineer (Go)')).toBe('Senior Backend Engineer (Go)');
  });

  it("takes a handler for a trade ('Graduate Claims Handler – Motor')", () => {
    expect(cleanPosition('Graduate Claims Handler – Motor')).toBe('Graduate Claims Handler');
  });
});

describe('cleanPosition of a title whose gender mark was after a dash', () => {
  // A careers page's 'Alternance – Technicien(ne) de maintenance industrielle (BTS MS) – H/F': the letter kept the dash.
  it('keeps no dash at its end', () => {
    expect(cleanPosition('Technicien(ne) de maintenance industrielle (BTS MS) – H/F')).toBe('Technicien(ne) de maintenance industrielle (BTS MS)');
  });
});
