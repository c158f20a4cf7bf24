import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../../resume/analyze-resume.ts';
import { collectEvidence, listItems } from './evidence.ts';

describe("a CV's evidence", () => {
  it("takes a thin CV's language line after its job line for no duty of that job", () => {
    const resume = analyzeResume(
      'Dawit Bekele – Bath – 07441 902 557\nKitchen Porter, The Crown Inn, Keynsham (2024–now): washing pots and pans, dishwasher\nLevel 2 Food Hygiene and Safety (2024). Languages: Amharic (native), English (good)\n',
    );
    const duties = collectEvidence(resume).filter((evidence) => evidence.kind === 'achievement').map((evidence) => evidence.text);
    // The duties after the job line's colon are the job's; the certificate and languages line is none of them.
    expect(duties).toEqual(['washing pots and pans, dishwasher']);
  });

  it("takes a prose CV's diploma after its job's sentences for no duty of that job", () => {
    const resume = analyzeResume(
      "Je m'appelle Sandrine Le Goff.\n\nDepuis septembre 2022, je suis AESH au collège Jean-Macé de Lamballe. J'adapte les documents et j'aide à la prise de notes.\n\nJ'ai le bac STT (1996). J'ai aussi le PSC1 (2023).\n",
    );
    const duties = collectEvidence(resume).filter((evidence) => evidence.kind === 'achievement').map((evidence) => evidence.text);
    expect(duties.some((text) => /bac STT/.test(text))).toBe(false);
  });

  it("reads a line packing four or more short duties as one fact per duty, brackets kept whole, one CV sentence for all", () => {
    expect(listItems('Rétroplanning, recherche de lieux, relations avec les prestataires (traiteurs, standistes), suivi du budget sur Excel, bilan et factures')).toEqual([
      'Rétroplanning',
      'recherche de lieux',
      'relations avec les prestataires (traiteurs, standistes)',
      'suivi du budget sur Excel',
      'bilan et factures',
    ]);
    // A sentence with a clause between its commas, or three items only, stays one fact.
    expect(listItems('Cash and card payments, end-of-day cash-up, fragrance sales')).toHaveLength(1);
    expect(listItems('I screened applicants by phone, checked their documents and booked trial shifts for the four busiest summers, which meant working closely with every manager of the group, day after day')).toHaveLength(1);
    const resume = analyzeResume('Callum Dearing – Hull – 07763 218 450\nValeter, Bubbles Car Wash, Anlaby (June 2024 – now): hand washes, snow foam, pressure washer, interior hoovering\n');
    const duties = collectEvidence(resume).filter((evidence) => evidence.kind === 'achievement');
    expect(duties.map((evidence) => evidence.text)).toEqual(['hand washes', 'snow foam', 'pressure washer', 'interior hoovering']);
    expect(new Set(duties.map((evidence) => evidence.sentence)).size).toBe(1);
  });
});
