import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../posting/analyze-posting.ts';
import { analyzeResume } from '../../resume/analyze-resume.ts';
import { collectEvidence } from './evidence.ts';
import { indexResume } from '../../ats/text-index.ts';
import { afterOpeningVerb, matchEvidence, sharedRuns, stemRarity } from './match-evidence.ts';
import { keysOf } from './text-features.ts';
import { rankRequirements } from './requirements.ts';

describe('a posting line and a CV bullet that inflect the same English words differently', () => {
  const posting = analyzePosting(`Library Assistant

The role
You will:
- shelve returned books and keep the library tidy
- process new stock and handle cash`);
  const resume = analyzeResume(`Eleanor Whitlock

Experience
Library Volunteer – Kendal Library (2025 – present)
- Shelving returned books and tidying the reading area
- Taking customer orders and processing deliveries
`);

  it("matches 'shelve returned books' with 'Shelving returned books', named without the duty's verb", () => {
    const evidence = collectEvidence(resume).filter((item) => item.kind === 'achievement');
    const requirement = rankRequirements(posting).find((line) => line.text.startsWith('shelve'));
    expect(requirement).toBeDefined();
    const rarity = stemRarity(evidence);
    const shelving = evidence.find((item) => item.text.startsWith('Shelving'));
    const match = shelving === undefined || requirement === undefined ? null : matchEvidence(requirement, shelving, rarity, { language: 'english', sameLanguage: true, resumeInLetterLanguage: true });
    expect(match?.hard).toBe(true);
    expect(match?.topics).toEqual(['returned books']);
  });
});

describe('the subject of a run opening a posting line', () => {
  it('sets aside the verb the duty opens on', () => {
    expect(afterOpeningVerb('shelve returned stock', 'english')).toBe('returned stock');
    expect(afterOpeningVerb('Serve the customers', 'english')).toBe('customers');
    expect(afterOpeningVerb('Assurer la traçabilité', 'french')).toBe('traçabilité');
  });

  it("keeps an English activity with its object whole ('filling shelves')", () => {
    expect(afterOpeningVerb('Filling shelves', 'english')).toBe('Filling shelves');
  });

  it('keeps a run that opens on a noun, and leaves nothing of a verb alone', () => {
    expect(afterOpeningVerb('hand wash', 'english')).toBe('hand wash');
    expect(afterOpeningVerb('Planning', 'english')).toBe('Planning');
    expect(afterOpeningVerb('Covering', 'english')).toBeNull();
    expect(afterOpeningVerb('Serve tea', 'english')).toBeNull();
  });
});

describe('the words a French duty line shares with a CV', () => {
  const posting = analyzePosting(`Ambulancier (H/F)

Missions :
- Vous assurez en binôme les transports sanitaires urgents et programmés : consultations, séances de dialyse`);
  const resume = indexResume('Transports programmés en ambulance : dialyse, consultations. Environ 12 patients par jour en binôme.');

  it("splits at an article alone ('en binôme les transports' is a manner, then an object)", () => {
    const requirement = rankRequirements(posting).find((line) => line.text.includes('binôme'));
    const runs = requirement === undefined ? [] : sharedRuns(requirement, keysOf(resume.stems), { singleWords: true });
    expect(runs).toContain('transports');
    expect(runs.some((run) => run.includes('binôme les'))).toBe(false);
  });
});
