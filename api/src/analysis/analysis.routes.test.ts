import { analyzeAts } from '@lettra/letter-engine';
import { describe, expect, it } from 'vitest';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';
import { createAgent, setupTestApp } from '../../test/helper.ts';

const t = setupTestApp();

const LETTER = [
  'Madame, Monsieur,',
  '',
  'Développeuse Full Stack depuis quatre ans, je maîtrise TypeScript, React et Node.js.',
  '',
  'J’ai aussi déployé nos services sur Kubernetes et AWS.',
].join('\n');

async function signedIn() {
  const agent = createAgent(t.app);
  await agent.signup();
  return agent;
}

describe('POST /api/analysis/match', () => {
  it('scores the CV against the posting when no letter is given', async () => {
    const agent = await signedIn();
    const response = await agent.request({
      method: 'POST',
      url: '/api/analysis/match',
      payload: { resume: RESUME, jobPosting: POSTING, language: 'french' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toEqual({ ats: analyzeAts({ posting: POSTING, resume: RESUME, language: 'french' }), unsupportedClaims: [] });
    expect(body.ats.keywords.map((keyword: { term: string }) => keyword.term)).toEqual(
      expect.arrayContaining(['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Kubernetes']),
    );
    expect(body.ats.keywords.every((keyword: { inLetter: unknown }) => keyword.inLetter === null)).toBe(true);
  });

  it('reads a letter too: its keywords, and the claims the CV does not support', async () => {
    const agent = await signedIn();
    const response = await agent.request({
      method: 'POST',
      url: '/api/analysis/match',
      payload: { resume: RESUME, jobPosting: POSTING, letter: LETTER },
    });
    expect(response.statusCode).toBe(200);
    const { ats, unsupportedClaims } = response.json();
    expect(unsupportedClaims).toEqual(['Kubernetes', 'AWS']);
    const kubernetes = ats.keywords.find((keyword: { term: string }) => keyword.term === 'Kubernetes');
    expect(kubernetes).toMatchObject({ inResume: false, inLetter: true });
  });

  it('reads the posting with what the user corrected, as the generation does', async () => {
    const agent = await signedIn();
    const corrections = { company: 'Atelier Numérique Lyon', position: 'Ingénieure web', droppedRequirements: ['Docker et Kubernetes appréciés'] };
    const response = await agent.request({ method: 'POST', url: '/api/analysis/match', payload: { resume: RESUME, jobPosting: POSTING, letter: LETTER, ...corrections } });
    expect(response.statusCode).toBe(200);
    const { ats, unsupportedClaims } = response.json();
    expect(ats).toEqual(analyzeAts({ posting: POSTING, resume: RESUME, letter: LETTER, language: 'french', overrides: corrections }));
    const terms = ats.keywords.map((keyword: { term: string }) => keyword.term);
    // The requirement unticked asks for nothing: Kubernetes is no longer a keyword the CV misses.
    expect(terms).not.toContain('Kubernetes');
    expect(terms).not.toContain('Docker');
    // The corrected position is the title asked for.
    expect(terms[0]).toBe('Ingénieure web');
    expect(terms).not.toContain('Développeur Full Stack');
    // The letter still claims Kubernetes and AWS, which the CV does not hold.
    expect(unsupportedClaims).toEqual(['Kubernetes', 'AWS']);
  });

  it('refuses corrections out of bounds with the generation’s French messages', async () => {
    const agent = await signedIn();
    const response = await agent.request({
      method: 'POST',
      url: '/api/analysis/match',
      payload: { resume: RESUME, jobPosting: POSTING, company: 'x'.repeat(121), droppedRequirements: ['  '], chosenFacts: [{ requirement: 'SQL' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'Données invalides',
      fields: {
        company: 'L’entreprise ne doit pas dépasser 120 caractères.',
        'droppedRequirements.0': 'Une exigence de l’offre ne peut pas être vide.',
        'chosenFacts.0.fact': 'Un élément du CV doit être un texte.',
      },
    });
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/match',
      headers: { 'x-requested-with': 'lettra' },
      payload: { resume: RESUME, jobPosting: POSTING },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });
  });

  it('refuses a missing posting and a letter that is not text, field by field', async () => {
    const agent = await signedIn();
    const response = await agent.request({
      method: 'POST',
      url: '/api/analysis/match',
      payload: { resume: RESUME, jobPosting: '  ', letter: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'Données invalides',
      fields: { jobPosting: "Veuillez ajouter le contenu de l'offre d'emploi", letter: 'La lettre doit être un texte.' },
    });
  });
});
