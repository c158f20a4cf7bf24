import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GenerationDone } from '@lettra/contracts';
import { eventStream, fakeApi, renderWithSession, streamEvent, type Persona } from '@lettra/shared-ui/testing';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { ATS, POSTING, RESUME, letterFixture } from '../test/letter-fixtures.ts';
import GeneratorPanel from './GeneratorPanel.tsx';

const SENTENCE = 'Chez Studio Nord, j’ai développé des interfaces React en TypeScript.';
const LETTER = `Madame, Monsieur,\n\n${SENTENCE}\n\nCamille Martin`;

function done(locked: boolean): GenerationDone {
  return {
    letter: letterFixture({ content: LETTER, locked }),
    versions: [LETTER],
    ats: ATS,
    unsupportedClaims: [[]],
    warnings: [[]],
    fallback: false,
    quota: locked ? { used: 2, limit: 3 } : null,
  };
}

async function generateAs(persona: Persona, locked: boolean) {
  const api = fakeApi({
    'GET /letters/quota': () => ({ quota: { used: 1, limit: 3 } }),
    'POST /letters/generate': () => eventStream(streamEvent('done', done(locked))),
    'POST /letters/:id/explanations': () => ({
      sentences: [{ sentence: SENTENCE, cvLine: 'Interfaces React en TypeScript', postingLine: 'Requis : TypeScript, tests.', flagged: null }],
    }),
  });
  const user = userEvent.setup();
  renderWithSession(<GeneratorPanel />, { persona, path: '/dashboard' });
  await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
  await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
  return { user, calls: api.calls };
}

beforeEach(() => {
  usePostingDraft.getState().reset();
  usePostingDraft.setState({ resume: RESUME, jobPosting: POSTING, step: 2 });
});

describe('GeneratorPanel: Pourquoi cette phrase ?', () => {
  it('shows a premium user the CV line of a sentence on focus, read from the CV and posting of the form', async () => {
    const { user, calls } = await generateAs('premium', false);
    await user.click(screen.getByRole('button', { name: 'Pourquoi cette phrase ?' }));
    const sentence = await screen.findByText(SENTENCE, { selector: 'mark' });
    sentence.focus();
    expect(sentence).toHaveAccessibleDescription(/Ligne du CV\s*Interfaces React en TypeScript/);
    expect(calls.find((call) => call.path === '/api/letters/letter_1/explanations')?.body).toEqual({ resume: RESUME, jobPosting: POSTING, from: 0 });
  });

  it('offers nothing of it on a free user’s locked preview', async () => {
    const { calls } = await generateAs('free', true);
    expect(screen.queryByRole('button', { name: 'Pourquoi cette phrase ?' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/explanations'))).toBe(false);
  });
});
