import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../../resume/analyze-resume.ts';
import { collectEvidence } from './evidence.ts';

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
});
