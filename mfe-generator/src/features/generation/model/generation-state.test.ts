import { ATS, letterFixture } from '../../../test/letter-fixtures.ts';
import type { GenerationMeta } from './generation-events.ts';
import { IDLE, generationReducer, type GenerationAction, type GenerationState } from './generation-state.ts';

const meta: GenerationMeta = {
  letterId: 'letter_1',
  title: 'Développeur — Acme',
  company: 'Acme',
  position: 'Développeur',
  versions: 3,
  locked: false,
  ats: ATS,
  notices: [],
};

function run(actions: GenerationAction[]): GenerationState {
  return actions.reduce(generationReducer, IDLE);
}

const delta = (version: number, text: string): GenerationAction => ({ type: 'event', event: { type: 'delta', payload: { version, text } } });

describe('generation state', () => {
  it('prepares one empty text per announced version', () => {
    expect(run([{ type: 'start' }, { type: 'event', event: { type: 'meta', payload: meta } }])).toEqual({
      status: 'streaming',
      meta,
      texts: ['', '', ''],
      rewriting: null,
    });
  });

  it('appends each delta to its own version', () => {
    const state = run([
      { type: 'start' },
      { type: 'event', event: { type: 'meta', payload: meta } },
      delta(0, 'Madame, '),
      delta(1, 'Bonjour'),
      delta(0, 'Monsieur,'),
    ]);
    expect(state).toMatchObject({ status: 'streaming', texts: ['Madame, Monsieur,', 'Bonjour', ''] });
  });

  it('still follows deltas that arrive before meta', () => {
    expect(run([{ type: 'start' }, delta(1, 'x')])).toEqual({ status: 'streaming', meta: null, texts: ['', 'x'], rewriting: null });
  });

  it('starts a version again on rewrite, and says why', () => {
    const rewrite = (version: number, reason: 'repair' | 'fallback'): GenerationAction => ({
      type: 'event',
      event: { type: 'rewrite', payload: { version, reason } },
    });
    const state = run([
      { type: 'start' },
      { type: 'event', event: { type: 'meta', payload: meta } },
      delta(0, 'Brouillon trop court'),
      delta(1, 'Autre version'),
      rewrite(0, 'repair'),
      delta(0, 'Lettre corrigée'),
    ]);
    expect(state).toMatchObject({ status: 'streaming', texts: ['Lettre corrigée', 'Autre version', ''], rewriting: 'repair' });
    expect(run([{ type: 'start' }, delta(0, 'Madame'), rewrite(0, 'fallback')])).toMatchObject({ texts: [''], rewriting: 'fallback' });
  });

  it('ends with the saved letter on done', () => {
    const done = { letter: letterFixture(), versions: ['a'], ats: ATS, unsupportedClaims: [[]], warnings: [[]], fallback: false, quota: null };
    const state = run([{ type: 'start' }, delta(0, 'a'), { type: 'event', event: { type: 'done', payload: done } }]);
    expect(state).toEqual({ status: 'done', meta: null, result: done });
  });

  it('ignores events once the generation was cancelled', () => {
    expect(run([{ type: 'start' }, { type: 'reset' }, delta(0, 'trop tard')])).toEqual(IDLE);
  });

  it('keeps the failure to show', () => {
    const failure = { status: 429, code: 'TooManyAttemptsError', message: 'Trop de tentatives.' };
    expect(run([{ type: 'start' }, { type: 'fail', failure }])).toEqual({ status: 'failed', failure, partial: null });
  });

  it('keeps what a stream that broke off had written', () => {
    const failure = { status: 0, code: 'StreamInterruptedError', message: 'La génération a été interrompue. Veuillez réessayer.' };
    const metaEvent: GenerationAction = { type: 'event', event: { type: 'meta', payload: meta } };
    expect(run([{ type: 'start' }, metaEvent, delta(0, 'Madame, Monsieur,'), { type: 'fail', failure }])).toEqual({
      status: 'failed',
      failure,
      partial: { meta, texts: ['Madame, Monsieur,', '', ''] },
    });
    // Meta alone wrote nothing worth keeping.
    expect(run([{ type: 'start' }, metaEvent, { type: 'fail', failure }])).toMatchObject({ partial: null });
  });
});
