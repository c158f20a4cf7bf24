import { RESUME } from '../../../test/letter-fixtures.ts';
import { checkDraft, emptyStepProblem, stepProblem } from './check-draft.ts';
import { EMPTY_DRAFT, type PostingDraft } from './posting-draft-store.ts';

const draft = (patch: Partial<PostingDraft>): PostingDraft => ({ ...EMPTY_DRAFT, resume: RESUME, jobPosting: 'Offre Acme', ...patch });

describe('emptyStepProblem', () => {
  it.each([
    [0, { resume: ' \n\t' }, 'Veuillez ajouter le contenu de votre CV'],
    [1, { jobPosting: '   ' }, "Veuillez ajouter le contenu de l'offre d'emploi"],
  ] as const)('stops step %i when its text is blank', (step, patch, description) => {
    expect(emptyStepProblem(draft(patch), step)).toEqual({ step, field: step === 0 ? 'resume' : 'jobPosting', title: 'Contenu manquant', description });
  });

  it.each([0, 1, 2] as const)('lets step %i go on when its text is there', (step) => {
    expect(emptyStepProblem(draft({}), step)).toBeNull();
  });
});

describe('stepProblem', () => {
  it.each([
    [0, { resume: 'x'.repeat(20001) }, 'resume', 'Le CV ne doit pas dépasser 20 000 caractères.'],
    [1, { jobPosting: 'x'.repeat(20001) }, 'jobPosting', "L'offre d'emploi ne doit pas dépasser 20 000 caractères."],
  ] as const)('stops step %i when its text is over the api’s limit', (step, patch, field, description) => {
    expect(stepProblem(draft(patch), step)).toEqual({ step, field, title: 'Erreur de génération', description });
  });

  it('lets a text of exactly the limit, or a short CV, leave its step (a short CV is a generation error)', () => {
    expect(stepProblem(draft({ resume: 'x'.repeat(20000) }), 0)).toBeNull();
    expect(stepProblem(draft({ resume: 'x'.repeat(10) }), 0)).toBeNull();
  });

  it('still stops a blank step first', () => {
    expect(stepProblem(draft({ resume: '  ' }), 0)?.title).toBe('Contenu manquant');
  });
});

describe('checkDraft', () => {
  // The spec's order: empty CV, then empty posting, then the api's rules.
  it.each([
    ['an empty CV before an empty posting', { resume: '', jobPosting: '' }, 0, 'Contenu manquant', 'Veuillez ajouter le contenu de votre CV'],
    ['a short CV, in French', { resume: 'x'.repeat(49) }, 0, 'Erreur de génération', "Le contenu du CV semble incomplet. Veuillez ajouter plus d'informations sur votre CV."],
    ['a short CV, in English', { resume: `  ${'x'.repeat(49)}  `, language: 'english' }, 0, 'Erreur de génération', 'The CV content seems incomplete. Please add more information about your CV.'],
    ['a CV over 20 000 characters', { resume: 'x'.repeat(20001) }, 0, 'Erreur de génération', 'Le CV ne doit pas dépasser 20 000 caractères.'],
    ['a posting over 20 000 characters', { jobPosting: 'x'.repeat(20001) }, 1, 'Erreur de génération', "L'offre d'emploi ne doit pas dépasser 20 000 caractères."],
    ['emphasis over 2 000 characters', { emphasis: 'x'.repeat(2001) }, 2, 'Erreur de génération', 'Les points à mettre en avant ne doivent pas dépasser 2 000 caractères.'],
  ] as const)('refuses %s', (_title, patch, step, title, description) => {
    expect(checkDraft(draft(patch))).toEqual({ ok: false, problem: expect.objectContaining({ step, title, description }) });
  });

  it('accepts exactly 50 characters after trimming and drops an empty emphasis', () => {
    expect(checkDraft(draft({ resume: ` ${'x'.repeat(50)} `, emphasis: '  ' }))).toEqual({
      ok: true,
      request: { resume: 'x'.repeat(50), jobPosting: 'Offre Acme', tone: 'formal', language: 'french' },
    });
  });
});
