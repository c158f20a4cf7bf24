import { analysisMatchBodySchema, type AnalysisMatchBody } from '@lettra/contracts';
import { describe, expect, it } from 'vitest';
import type { EnginePool } from '../engine-pool/engine-pool.ts';
import { engineJobs, type EngineJobs } from '../engine-pool/engine-jobs.ts';
import { createAnalysisService } from './analysis.service.ts';

// A brasserie's posting the reader names no company for, whose must-haves the user may untick on the generator's second step.
const POSTING = `Serveur / Serveuse (H/F) – CDI – Lyon

Notre brasserie familiale BRK Bellecour recherche un serveur pour renforcer son équipe de salle.

Missions :
- Accueil des clients et prise de commandes
- Service en salle et en terrasse

Profil recherché :
- 2 ans d'expérience en service en salle
- Maîtrise de l'encaissement sur caisse tactile
- Anglais courant apprécié
- Connaissance du logiciel Zelty`;

const RESUME = `Julien Moreau
Serveur
8 rue Mercière, 69002 Lyon · julien.moreau@exemple.fr

EXPÉRIENCE
2022 – 2026 : Serveur, Café du Rhône, Lyon
- Service en salle et en terrasse pour 120 couverts par jour
- Encaissement sur caisse tactile et clôture de caisse`;

const CORRECTED = {
  company: 'BRK Bellecour',
  position: 'Chef de rang',
  droppedRequirements: ['Connaissance du logiciel Zelty', 'Anglais courant apprécié'],
};

/** The engine's jobs run in this thread, each call recorded. */
function inlineEngine() {
  const calls: Array<{ name: string; input: unknown }> = [];
  const run = (name: keyof EngineJobs, input: unknown): Promise<unknown> => {
    calls.push({ name, input });
    const job = engineJobs[name] as (input: unknown) => unknown;
    return Promise.resolve(job(input));
  };
  const engine: EnginePool = {
    run: run as EnginePool['run'],
    stats: () => ({ waiting: 0, running: 0, oldestWaitMs: 0, capacity: 1 }),
    close: () => Promise.resolve(),
  };
  return { engine, calls };
}

const match = (body: AnalysisMatchBody) => {
  const { engine, calls } = inlineEngine();
  return { answer: createAnalysisService({ engine }).match(analysisMatchBodySchema.parse(body)), calls };
};
const terms = (keywords: ReadonlyArray<{ term: string }>) => keywords.map((keyword) => keyword.term);

describe('the analysis service', () => {
  it('hands the engine the texts and the corrections as the generation reads them', async () => {
    const { answer, calls } = match({ resume: RESUME, jobPosting: POSTING, ...CORRECTED, chosenFacts: [{ requirement: 'Maîtrise de l’encaissement', fact: 'Encaissement sur caisse tactile' }] });
    await answer;
    const expected: Parameters<EngineJobs['analysis']>[0] = {
      resume: RESUME,
      jobPosting: POSTING,
      language: 'french',
      overrides: { ...CORRECTED, candidateName: undefined, chosenFacts: [{ requirement: 'Maîtrise de l’encaissement', fact: 'Encaissement sur caisse tactile' }] },
    };
    expect(calls).toEqual([{ name: 'analysis', input: expected }]);
  });

  it('reads the posting as read without corrections', async () => {
    const { answer } = match({ resume: RESUME, jobPosting: POSTING });
    const { ats } = await answer;
    expect(terms(ats.keywords)).toEqual(expect.arrayContaining(['Serveur / Serveuse', 'BRK', 'Zelty', 'anglais courant']));
  });

  it('counts no keyword of an unticked requirement as missing, and names the corrected company and position', async () => {
    const asRead = await match({ resume: RESUME, jobPosting: POSTING }).answer;
    const { ats } = await match({ resume: RESUME, jobPosting: POSTING, ...CORRECTED }).answer;
    const found = terms(ats.keywords);
    // Unticked: neither Zelty nor English is asked any more.
    expect(found).not.toContain('Zelty');
    expect(found).not.toContain('anglais courant');
    // The company as corrected is a name, not a keyword; the title asked is the corrected position.
    expect(found).not.toContain('BRK');
    expect(found[0]).toBe('Chef de rang');
    expect(found).not.toContain('Serveur / Serveuse');
    expect(ats.score).toBeGreaterThan(asRead.ats.score);
  });

  it('checks a letter against the corrected reading, as a generation checks its versions', async () => {
    const letter = 'Madame, Monsieur,\n\nServeur au Café du Rhône, je maîtrise l’encaissement sur caisse tactile et le logiciel Zelty.';
    const { ats, unsupportedClaims } = await match({ resume: RESUME, jobPosting: POSTING, letter, ...CORRECTED }).answer;
    // Unticked, Zelty is no keyword; claimed, it is still not in the CV.
    expect(unsupportedClaims).toEqual(['Zelty']);
    expect(ats.keywords.find((keyword) => keyword.term === 'encaissement')).toMatchObject({ inResume: true, inLetter: true });
  });
});
