import { describe, expect, it } from 'vitest';
import { indexResume } from '../../ats/text-index.ts';
import { analyzePosting } from '../../posting/analyze-posting.ts';
import { sharedRuns } from './match-evidence.ts';
import { rankRequirements } from './requirements.ts';

describe('the words a posting line shares with a CV in another language', () => {
  const posting = analyzePosting(`Marketing Assistant
Hopscotch Travel

Job description
As our Marketing Assistant, you will support our Head of Marketing on:
- Writing and sending our fortnightly newsletter on Brevo
- Keeping our freezers and chillers stocked`);
  const resume = indexResume("Je rédige la newsletter mensuelle sur Brevo et je range les freezers. Je crée les visuels sur Canva.");
  const runs = (start: string) => {
    const requirement = rankRequirements(posting).find((line) => line.text.startsWith(start));
    return requirement === undefined ? [] : sharedRuns(requirement, resume.stems, { singleWords: true });
  };

  it('takes an English noun ending in -er for a noun, and a capitalised name inside the line for a tool', () => {
    expect(runs('Writing')).toEqual(['newsletter', 'Brevo']);
    expect(runs('Keeping')).toEqual(['freezers']);
  });
});
