import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedResumeBodySchema } from '@lettra/contracts';
import { fakeApi, renderWithSession, type Persona } from '@lettra/shared-ui/testing';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { RESUME } from '../test/letter-fixtures.ts';
import GeneratorPanel from './GeneratorPanel.tsx';

const SAVED = 'Camille Martin — Chargée de communication, 6 ans d’expérience. Réseaux sociaux, presse, événementiel.';
const CONSENT = 'Enregistrer mon CV pour mes prochaines lettres';

/** The saved CV's routes over `saved`, every call recorded. */
function savedResumeApi(saved: string | null) {
  let current = saved;
  const resume = () => ({ resume: current === null ? null : { content: current, savedAt: '2026-03-14T08:00:00.000Z' } });
  return fakeApi({
    'GET /me/resume': resume,
    'PUT /me/resume': ({ body }) => {
      current = savedResumeBodySchema.parse(body).content;
      return resume();
    },
    'DELETE /me/resume': () => {
      current = null;
      return { ok: true };
    },
  }).calls;
}

function renderPanel(persona: Persona) {
  const user = userEvent.setup();
  renderWithSession(<GeneratorPanel />, { persona, path: '/dashboard' });
  return user;
}

beforeEach(() => usePostingDraft.getState().reset());

describe('GeneratorPanel: the saved CV', () => {
  it('fills the first step of a new session with the saved CV, the box ticked', async () => {
    savedResumeApi(SAVED);
    renderPanel('premium');
    await waitFor(() => expect(screen.getByLabelText('Votre CV')).toHaveValue(SAVED));
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  });

  it('keeps what was typed in this tab over the saved CV', async () => {
    const calls = savedResumeApi(SAVED);
    usePostingDraft.setState({ resume: RESUME });
    renderPanel('premium');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked());
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(screen.getByLabelText('Votre CV')).toHaveValue(RESUME);
  });

  it('keeps no CV unless the box is ticked, then saves it on leaving the step', async () => {
    const calls = savedResumeApi(null);
    const user = renderPanel('free');
    const box = await screen.findByRole('checkbox', { name: CONSENT });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(box).not.toBeChecked();
    await user.type(screen.getByLabelText('Votre CV'), RESUME);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/me/resume', body: { content: RESUME, consent: true } },
      ]),
    );
  });

  it('forgets the saved CV when the box is unticked', async () => {
    const calls = savedResumeApi(SAVED);
    const user = renderPanel('premium');
    await waitFor(() => expect(screen.getByLabelText('Votre CV')).toHaveValue(SAVED));
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers nothing to a visitor, who has no account to keep it on', async () => {
    const calls = savedResumeApi(SAVED);
    renderPanel('visitor');
    expect(await screen.findByLabelText('Votre CV')).toHaveValue('');
    expect(screen.queryByRole('checkbox', { name: CONSENT })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
