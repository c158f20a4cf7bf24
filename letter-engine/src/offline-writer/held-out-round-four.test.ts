import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../resume/analyze-resume.ts';
import { cityIn } from '../text/places.ts';
import { englishMission } from './english/posting-phrases.ts';

// Sentences the fourth round of held-out cases found in letters (letter-engine/eval/README.md).
describe('what the fourth held-out round found', () => {
  it('never echoes a posting line that talks to the reader, nor takes a noun for a verb', () => {
    expect(englishMission("You'll be the first face our patients see")).toBeNull();
    expect(englishMission('Drawbar and double-deck trailer work')?.form).toBe('noun');
    expect(englishMission('Greet patients and book appointments')?.form).toBe('verb');
  });

  it('never reads a greeting and the name as skills', () => {
    const resume = analyzeResume("Hi, I'm Priya Chauhan. I'm 26 and I live in Bristol.\nI speak English and Gujarati, and I know EMIS, Excel and cash handling.");
    expect(resume.skills.some((skill) => /Priya|I'm|Hi/.test(skill))).toBe(false);
  });

  it('names a city the way the letter’s language does', () => {
    expect(cityIn('Londres', 'english')).toBe('London');
    expect(cityIn('London', 'french')).toBe('Londres');
    expect(cityIn('Lyon', 'english')).toBe('Lyon');
  });
});
