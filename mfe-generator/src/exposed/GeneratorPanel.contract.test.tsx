// The contract mfe_generator keeps with the two remotes that show its GeneratorPanel through RemoteSlot:
// mfe_marketing's landing page (visitors, `#generateur`) and mfe_account's dashboard (signed-in users).
// The panel is loaded as their RemoteSlot loads it: the module federation-config/remotes.ts exposes,
// its default export, rendered lazily with the props they pass (none: neither gives `props`, and the
// registry declares no prop types, so RemoteSlot renders it with `{}`). What is checked is what they and
// their journeys rely on: the labelled fields and buttons of the three steps, a visitor sent to log
// in, a free user told the letters left, and no level-1 heading (each consumer's page owns its own).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazy, Suspense, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exposesOf } from '@lettra/federation-config/remotes';
import { fakeApi, renderWithSession, type Persona } from '@lettra/shared-ui/testing';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { findToast } from '../test/find-toast.ts';
import { POSTING, RESUME } from '../test/letter-fixtures.ts';

/** What both consumers pass: RemoteSlot without `props`. */
type ConsumerProps = Record<string, never>;

/** The file behind `./GeneratorPanel` in the federation config, relative to this remote's folder. */
const exposedPath = exposesOf('mfe_generator')['./GeneratorPanel'];

/** The exposed module's default export, as the federation runtime hands it to RemoteSlot. */
async function loadExposed(): Promise<ComponentType<ConsumerProps>> {
  if (!exposedPath) throw new Error("federation-config/remotes.ts n'expose plus ./GeneratorPanel");
  // This file is in src/exposed/: the remote's folder is two levels up.
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../..', exposedPath);
  const loaded = (await import(/* @vite-ignore */ file)) as { default?: ComponentType<ConsumerProps> };
  if (!loaded.default) throw new Error(`${exposedPath} n'a pas d'export par défaut`);
  return loaded.default;
}

// Imported once for the file: its first import transforms the whole generator, which may take
// longer than a screen query waits on a busy machine.
let exposed: ComponentType<ConsumerProps>;
beforeAll(async () => {
  exposed = await loadExposed();
}, 60_000);

/** The panel in its consumer's page: `persona` signed in at `path`, rendered lazily inside Suspense. */
function renderAsConsumer(persona: Persona, path: string) {
  const Panel = lazy(async () => ({ default: exposed }));
  const user = userEvent.setup();
  renderWithSession(
    <Suspense fallback={<p>Chargement du générateur</p>}>
      <Panel />
    </Suspense>,
    { persona, path },
  );
  return user;
}

/** The api as a new free account finds it: no saved CV, one letter of three used this month. */
function stubApi() {
  const { calls } = fakeApi({
    'GET /me/resume': () => ({ resume: null }),
    'GET /letters/quota': () => ({ quota: { used: 1, limit: 3 } }),
  });
  return calls;
}

/** Walks the three steps with the labels and buttons the consumers' journeys use. */
async function fillTheSteps(user: ReturnType<typeof userEvent.setup>) {
  const steps = await screen.findByRole('list', { name: 'Étapes' });
  expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  await user.click(screen.getByLabelText('Votre CV'));
  await user.paste(RESUME);
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  await user.click(await screen.findByLabelText("L'offre d'emploi"));
  await user.paste(POSTING);
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await screen.findByLabelText('Points à mettre en avant (facultatif)')).toBeInTheDocument();
}

beforeEach(() => {
  usePostingDraft.getState().reset();
});

describe('GeneratorPanel as its consumers load it', () => {
  it('is exposed as ./GeneratorPanel from src/exposed/GeneratorPanel.tsx', () => {
    expect(exposedPath).toBe('./src/exposed/GeneratorPanel.tsx');
  });

  it("in mfe_marketing's landing page: a visitor fills the three steps and is sent to log in to generate", async () => {
    const calls = stubApi();
    const user = renderAsConsumer('visitor', '/');
    await fillTheSteps(user);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
    expect((await findToast('Connexion requise', 'Veuillez vous connecter pour générer une lettre de motivation')).type).toBe('error');
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent('/login?next=%2F'));
    // A visitor has no account: nothing was asked of the api.
    expect(calls).toEqual([]);
  });

  it("in mfe_account's dashboard: a free user fills the three steps and is told the letters left before generating", async () => {
    const calls = stubApi();
    const user = renderAsConsumer('free', '/dashboard');
    await fillTheSteps(user);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    expect(await screen.findByText('Il vous reste 2 lettres ce mois-ci')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Générer ma lettre' })).toBeEnabled();
    // The saved CV on step 1, whether links are imported on step 2, the letters left on step 3.
    expect(calls.map((call) => call.path)).toEqual(['/api/me/resume', '/api/postings/config', '/api/letters/quota']);
  });
});
