import type { FieldErrors } from 'react-hook-form';
import { RESUME } from '../../../test/letter-fixtures.ts';
import { checkRequest, hasEmptyText, isShortResume, orderedProblems } from './form-problems.ts';
import { generatorResolver, type GeneratorFields } from './generator-form.ts';
import { NO_CORRECTIONS } from './posting-draft-store.ts';

const fields = (patch: Partial<GeneratorFields>): GeneratorFields => ({ resume: RESUME, jobPosting: 'Offre Acme', emphasis: '', tone: 'formal', language: 'french', ...patch });

/** What the form reports first for these fields: the resolver's errors, in the spec's order. */
async function firstProblem(values: GeneratorFields) {
  const { errors } = await generatorResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return orderedProblems(errors satisfies FieldErrors<GeneratorFields>, values)[0] ?? null;
}

describe('the generator form’s checks', () => {
  // The spec's order: empty CV, then empty posting, then the api's rules.
  it.each([
    ['an empty CV before an empty posting', { resume: ' \n\t', jobPosting: '' }, 0, 'resume', 'Contenu manquant', 'Veuillez ajouter le contenu de votre CV'],
    ['an empty posting', { jobPosting: '   ' }, 1, 'jobPosting', 'Contenu manquant', "Veuillez ajouter le contenu de l'offre d'emploi"],
    ['an empty posting before a short CV', { resume: 'x'.repeat(10), jobPosting: '' }, 1, 'jobPosting', 'Contenu manquant', "Veuillez ajouter le contenu de l'offre d'emploi"],
    ['a short CV, in French', { resume: 'x'.repeat(49) }, 0, 'resume', 'Erreur de génération', "Le contenu du CV semble incomplet. Veuillez ajouter plus d'informations sur votre CV."],
    ['a short CV, in English', { resume: `  ${'x'.repeat(49)}  `, language: 'english' }, 0, 'resume', 'Erreur de génération', 'The CV content seems incomplete. Please add more information about your CV.'],
    ['a CV over 20 000 characters', { resume: 'x'.repeat(20001) }, 0, 'resume', 'Erreur de génération', 'Le CV ne doit pas dépasser 20 000 caractères.'],
    ['a posting over 20 000 characters', { jobPosting: 'x'.repeat(20001) }, 1, 'jobPosting', 'Erreur de génération', "L'offre d'emploi ne doit pas dépasser 20 000 caractères."],
    ['emphasis over 2 000 characters', { emphasis: 'x'.repeat(2001) }, 2, 'emphasis', 'Erreur de génération', 'Les points à mettre en avant ne doivent pas dépasser 2 000 caractères.'],
  ] as const)('refuses %s', async (_title, patch, step, field, title, description) => {
    expect(await firstProblem(fields(patch))).toMatchObject({ step, field, title, description });
  });

  it('accepts exactly 50 characters after trimming and drops an empty emphasis', async () => {
    const result = await generatorResolver(fields({ resume: ` ${'x'.repeat(50)} `, emphasis: '  ' }), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values: { resume: 'x'.repeat(50), jobPosting: 'Offre Acme', tone: 'formal', language: 'french' }, errors: {} });
  });

  it('tells an empty CV or posting, reported before signing in, from texts the api’s rules judge', () => {
    expect(hasEmptyText(fields({ resume: ' \n ' }))).toBe(true);
    expect(hasEmptyText(fields({ jobPosting: '' }))).toBe(true);
    expect(hasEmptyText(fields({ resume: 'x' }))).toBe(false);
  });

  it('tells a short CV, which leaves its step, from an empty or a full one', () => {
    expect(isShortResume({ resume: 'x'.repeat(10) })).toBe(true);
    expect(isShortResume({ resume: '   ' })).toBe(false);
    expect(isShortResume({ resume: 'x'.repeat(50) })).toBe(false);
  });

  it('adds the corrections to the request, and reports one the api refuses on the step that shows it', () => {
    const checked = { resume: RESUME, jobPosting: 'Offre Acme', tone: 'formal', language: 'french' } as const;
    expect(checkRequest(checked, { ...NO_CORRECTIONS, candidateName: 'Léa Moreau' }, 'Offre Acme')).toEqual({
      ok: true,
      request: { ...checked, candidateName: 'Léa Moreau' },
    });
    expect(checkRequest(checked, { ...NO_CORRECTIONS, company: 'A'.repeat(121) }, 'Offre Acme')).toEqual({
      ok: false,
      problem: { step: 1, field: null, missing: false, title: 'Erreur de génération', description: 'L’entreprise ne doit pas dépasser 120 caractères.' },
    });
  });
});
