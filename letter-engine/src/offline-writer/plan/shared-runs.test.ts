import { describe, expect, it } from 'vitest';
import { indexResume } from '../../ats/text-index.ts';
import { analyzePosting } from '../../posting/analyze-posting.ts';
import { sharedRuns } from './match-evidence.ts';
import { rankRequirements } from './requirements.ts';
import { keysOf } from './text-features.ts';

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

describe('the words a posting line shares with a CV, opening on a preposition', () => {
  const posting = analyzePosting(`Ensemble Scolaire Notre-Dame de la Baie recrute un(e) AESH

Missions :
• Accompagner un ou plusieurs élèves (troubles dys, TSA, TDAH) en classe et pendant les sorties
• Aider à la prise de notes`);
  const resume = indexResume("AESH au collège Jean-Macé. Je suis aussi les élèves pendant la cantine et les sorties scolaires.");

  it("names what follows the preposition, never 'pendant les sorties' as a subject", () => {
    const requirement = rankRequirements(posting).find((line) => line.text.startsWith('Accompagner'));
    const runs = requirement === undefined ? [] : sharedRuns(requirement, resume.stems, { singleWords: true });
    expect(runs).toContain('sorties');
    expect(runs.filter((run) => /^pendant/i.test(run))).toEqual([]);
  });
});

describe('the words a posting line shares with a CV around a bracket', () => {
  const posting = analyzePosting(`Assistant dentaire (H/F)
Cabinet Dentaire du Port

Vos missions
- Assistance au fauteuil (travail à 4 mains)
- Accueil des patients`);
  const resume = indexResume("Au cabinet, j'assure l'assistance au fauteuil en travail à 4 mains et l'accueil des patients.");

  it('reads the aside in brackets as a subject of its own, so neither is dropped for holding a bracket', () => {
    const requirement = rankRequirements(posting).find((line) => line.text.startsWith('Assistance'));
    expect(requirement === undefined ? [] : sharedRuns(requirement, resume.stems, { singleWords: true })).toEqual(['Assistance au fauteuil', 'travail à 4 mains']);
  });
});

describe('the words a posting line shares with a CV through a synonym', () => {
  const posting = analyzePosting(`Event Stewards

What you'll do
- Responding to incidents and radio communication with control`);
  const resume = indexResume('Event steward at AO Arena, 2022–2024: crowd management, ticket scanning, bag searches, radio comms');

  it("reads 'radio comms' in the CV as the posting's 'radio communication'", () => {
    const requirement = rankRequirements(posting).find((line) => line.text.includes('radio'));
    expect(requirement === undefined ? [] : sharedRuns(requirement, keysOf(resume.stems), { singleWords: true })).toContain('radio communication');
  });
});
