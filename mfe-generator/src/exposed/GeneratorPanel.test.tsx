import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GenerationDone, GenerationMeta, LetterWarning } from '@lettra/contracts';
import { analyzeAts, type MissingEssential } from '@lettra/letter-engine';
import { useSessionExpiry } from '@lettra/shared-ui';
import { DRAFT_STORAGE_KEY, usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { findToast } from '../test/find-toast.ts';
import { ATS, POSTING, RESUME, letterFixture } from '../test/letter-fixtures.ts';
import { mockFetch, sseResponse } from '../test/mock-fetch.ts';
import {
  apiAnswer,
  offContractAnswer,
  offContractEvent,
  refusalAnswer,
  renderWithSession,
  streamEvent,
  type Persona,
} from '@lettra/shared-ui/testing';
import GeneratorPanel from './GeneratorPanel.tsx';

const VERSIONS = [
  'Madame, Monsieur,\nVersion une : je rejoins Acme.',
  'Madame, Monsieur,\nVersion deux : Acme et moi.',
  'Madame, Monsieur,\nVersion trois : pourquoi Acme.',
];

function meta(overrides: Partial<Pick<GenerationMeta, 'versions' | 'locked' | 'notices'>> = {}): GenerationMeta {
  return { letterId: 'letter_1', title: 'Développeur — Acme', company: 'Acme', position: 'Développeur', versions: 1, locked: false, ats: ATS, notices: [], ...overrides };
}

function done(
  overrides: {
    versions?: string[];
    locked?: boolean;
    claims?: string[][];
    warnings?: LetterWarning[][];
    fallback?: boolean;
    quota?: { used: number; limit: number } | null;
  } = {},
): GenerationDone {
  const versions = overrides.versions ?? [VERSIONS[0]!];
  return {
    letter: letterFixture({ content: versions[0]!, locked: overrides.locked ?? false }),
    versions,
    ats: { ...ATS, score: 80 },
    unsupportedClaims: overrides.claims ?? versions.map(() => []),
    warnings: overrides.warnings ?? versions.map(() => []),
    fallback: overrides.fallback ?? false,
    quota: overrides.quota ?? null,
  };
}

// A free user on the last step: the letters left are read first (`GET /api/letters/quota`).
const FREE_QUOTA = () => apiAnswer('GET /letters/quota', { quota: { used: 1, limit: 3 } });

const ALL_SUPPORTED = 'Tous les éléments cités dans la lettre figurent dans votre CV.';

function renderPanel(persona: Persona) {
  const user = userEvent.setup();
  renderWithSession(<GeneratorPanel />, { persona, path: '/dashboard' });
  return user;
}

const generate = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));

beforeEach(() => {
  usePostingDraft.getState().reset();
  usePostingDraft.setState({ resume: RESUME, jobPosting: POSTING, step: 2 });
});

describe('GeneratorPanel', () => {
  it('shows the letter appearing word by word, then the saved result', async () => {
    const stream = sseResponse([], { hold: true });
    const fetchMock = mockFetch(stream.response);
    const user = renderPanel('premium');
    await generate(user);

    // Nothing back yet: the button says so and cannot be pressed twice.
    expect(screen.getByRole('button', { name: 'Génération en cours...' })).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ resume: RESUME, jobPosting: POSTING, tone: 'formal', language: 'french' });

    stream.push(streamEvent('meta', meta()));
    expect(await screen.findByRole('heading', { level: 2, name: 'Génération en cours...' })).toHaveFocus();
    stream.push(streamEvent('delta', { version: 0, text: 'Madame, ' }));
    expect(await screen.findByText('Madame,')).toBeInTheDocument();
    stream.push('event: delta\ndata: {"version":0,"text":"Monsieur,\\nVersion une');
    stream.push(' : je rejoins Acme."}\n\n');
    expect(await screen.findByText('Version une : je rejoins Acme.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Télécharger/ })).toBeDisabled();

    stream.push(streamEvent('done', done({ claims: [['Kubernetes']] })));
    stream.close();
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier les informations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aperçu de votre lettre de motivation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Télécharger/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'Score de correspondance ATS' })).toHaveAttribute('aria-valuenow', '80');
    const flags = screen.getByRole('region', { name: 'À vérifier : ces éléments ne figurent pas dans votre CV' });
    expect(within(flags).getByRole('listitem')).toHaveTextContent('Kubernetes');
    expect(screen.queryByRole('link', { name: "Débloquez l'accès complet" })).not.toBeInTheDocument();
  });

  it('announces the progress in a live region', async () => {
    const stream = sseResponse([streamEvent('meta', meta({ versions: 3 }))], { hold: true });
    mockFetch(stream.response);
    const user = renderPanel('premium');
    await generate(user);
    const live = () => screen.getAllByRole('status').find((element) => element.textContent?.startsWith('Rédaction'));
    await waitFor(() => expect(live()).toHaveTextContent('Rédaction de la version 1 sur 3...'));
    stream.push(streamEvent('delta', { version: 1, text: 'Bonjour' }));
    await waitFor(() => expect(live()).toHaveTextContent('Rédaction de la version 2 sur 3...'));
  });

  it('shows a free user a locked preview, an upsell and what is left of the quota', async () => {
    mockFetch(
      FREE_QUOTA,
      sseResponse([
        streamEvent('meta', meta({ locked: true })),
        streamEvent('delta', { version: 0, text: 'Madame, Monsieur,' }),
        streamEvent('done', done({ versions: ['Madame, Monsieur,'], locked: true, quota: { used: 2, limit: 3 } })),
      ]).response,
    );
    const user = renderPanel('free');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });

    expect(screen.getByRole('button', { name: /Télécharger/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('Lettres gratuites utilisées ce mois-ci : 2 sur 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect((await findToast('Fonctionnalité premium')).type).toBe('error');
    await user.click(screen.getByRole('link', { name: 'Débloquer Premium' }));
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent('/checkout'));
  });

  it('lets a premium user pick a version, which becomes the saved letter', async () => {
    const fetchMock = mockFetch(
      sseResponse([streamEvent('meta', meta({ versions: 3 })), streamEvent('done', done({ versions: VERSIONS, claims: [[], ['MBA'], []] }))]).response,
      apiAnswer('PUT /letters/:id/chosen-version', letterFixture({ content: VERSIONS[1]!, version: 2 })),
      apiAnswer('PUT /letters/:id/chosen-version', letterFixture({ content: VERSIONS[2]!, version: 3 })),
    );
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    expect(screen.getByRole('tab', { name: 'Version 1' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Version 2' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Version 2' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Version deux : Acme et moi.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /À vérifier/ })).toHaveTextContent('MBA');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/letters/letter_1/chosen-version');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 1, chosenVersion: 1 });

    // The next choice starts from the version number the api returned.
    await user.click(screen.getByRole('tab', { name: 'Version 3' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({ version: 2, chosenVersion: 2 });
  });

  it('analyses the version on screen for the ATS match, not always the first', async () => {
    const second = 'Madame, Monsieur,\nDéveloppeuse React, j’écris mes interfaces en TypeScript, tests compris.';
    const versions = [VERSIONS[0]!, second, VERSIONS[2]!];
    mockFetch(
      sseResponse([streamEvent('done', done({ versions }))]).response,
      apiAnswer('PUT /letters/:id/chosen-version', letterFixture({ content: second, version: 2 })),
      apiAnswer('PUT /letters/:id/chosen-version', letterFixture({ content: VERSIONS[0]!, version: 3 })),
    );
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    const score = () => screen.getByRole('progressbar', { name: 'Score de correspondance ATS' });
    // Version 1: the api's analysis, where the letter lacks TypeScript.
    expect(score()).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('button', { name: 'Ajouter à la lettre : TypeScript' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Version 2' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Version 2' })).toHaveAttribute('aria-selected', 'true'));
    const own = analyzeAts({ posting: POSTING, resume: RESUME, letter: second, language: 'french' });
    expect(score()).toHaveAttribute('aria-valuenow', String(own.score));
    expect(own.keywords).toContainEqual(expect.objectContaining({ term: 'TypeScript', inLetter: true }));
    expect(screen.queryByRole('button', { name: 'Ajouter à la lettre : TypeScript' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Version 1' }));
    await waitFor(() => expect(score()).toHaveAttribute('aria-valuenow', '80'));
  });

  it('keeps the previous version when saving the choice fails', async () => {
    mockFetch(
      sseResponse([streamEvent('done', done({ versions: VERSIONS }))]).response,
      refusalAnswer(409, { code: 'LetterConflictError', message: 'Cette lettre a été modifiée ailleurs.' }),
    );
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    await user.click(screen.getByRole('tab', { name: 'Version 2' }));
    expect((await findToast('Enregistrement impossible', 'Cette lettre a été modifiée ailleurs.')).type).toBe('error');
    expect(screen.getByRole('tab', { name: 'Version 1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('edits the letter and shows the saved text', async () => {
    mockFetch(
      sseResponse([streamEvent('done', done())]).response,
      apiAnswer('PATCH /letters/:id', letterFixture({ content: 'Lettre revue et corrigée.', version: 2 })),
    );
    const user = renderPanel('premium');
    await generate(user);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const editor = screen.getByPlaceholderText('Écrivez votre lettre de motivation ici...');
    await user.clear(editor);
    await user.type(editor, 'Lettre revue et corrigée.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Lettre revue et corrigée.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aperçu de votre lettre de motivation' })).toBeInTheDocument();
  });

  it('stops the stream and returns to the form, content kept, on "Modifier les informations"', async () => {
    const stream = sseResponse([streamEvent('meta', meta()), streamEvent('delta', { version: 0, text: 'Madame' })], { hold: true });
    const fetchMock = mockFetch(stream.response);
    const user = renderPanel('premium');
    await generate(user);
    await user.click(await screen.findByRole('button', { name: 'Modifier les informations' }));

    const signal = fetchMock.mock.calls[0]![1]?.signal;
    expect(signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Générer ma lettre' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByLabelText('Votre CV')).toHaveValue(RESUME);
  });

  it('aborts the stream when the panel goes away', async () => {
    const fetchMock = mockFetch(sseResponse([streamEvent('meta', meta())], { hold: true }).response);
    const user = userEvent.setup();
    const view = renderWithSession(<GeneratorPanel />, { persona: 'premium', path: '/dashboard' });
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Génération en cours...' });
    view.unmount();
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
  });

  it.each([
    ['an error event', () => sseResponse([streamEvent('meta', meta()), streamEvent('error', { code: 'GenerationFailedError', message: 'Erreur lors de la génération de la lettre de motivation. Veuillez réessayer.' })]).response, 'Erreur lors de la génération de la lettre de motivation. Veuillez réessayer.'],
    ['a 429 refusal', () => refusalAnswer(429, { code: 'TooManyAttemptsError', message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' }), 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'],
    ['an answer without a message', () => offContractAnswer({}, 500), 'Une erreur est survenue'],
    ['a stream cut before done', () => sseResponse([streamEvent('meta', meta())]).response, 'La génération a été interrompue. Veuillez réessayer.'],
  ])('tells about %s with "Erreur de génération" and gives the form back', async (_title, answer, message) => {
    mockFetch(answer);
    const user = renderPanel('premium');
    await generate(user);
    expect((await findToast('Erreur de génération', message)).type).toBe('error');
    expect(await screen.findByRole('button', { name: 'Générer ma lettre' })).toBeEnabled();
  });

  it('uses the spec text when the api gives no message at all', async () => {
    mockFetch(sseResponse([offContractEvent('error', {})]).response);
    const user = renderPanel('premium');
    await generate(user);
    expect((await findToast('Erreur de génération', 'Une erreur est survenue lors de la génération')).type).toBe('error');
  });

  it('offers Premium when the free quota is used up', async () => {
    const message = 'Vous avez utilisé vos 3 lettres gratuites ce mois-ci. Passez à Premium pour des lettres illimitées.';
    mockFetch(FREE_QUOTA, refusalAnswer(402, { code: 'QuotaExceededError', message }));
    const user = renderPanel('free');
    await generate(user);
    expect((await findToast('Erreur de génération', message)).type).toBe('error');
    await user.click(screen.getByRole('link', { name: 'Passer au Premium' }));
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent('/checkout'));
  });

  it('tells a free user before generating how many letters are left this month', async () => {
    const fetchMock = mockFetch(FREE_QUOTA);
    renderPanel('free');
    expect(await screen.findByText('Il vous reste 2 lettres ce mois-ci')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Générer ma lettre' })).toBeEnabled();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/letters/quota');
  });

  it('disables the button and says why when the free letters of the month are used up', async () => {
    const fetchMock = mockFetch(() => apiAnswer('GET /letters/quota', { quota: { used: 3, limit: 3 } }));
    const user = renderPanel('free');
    expect(await screen.findByText('Vous avez utilisé vos 3 lettres gratuites ce mois-ci. Passez à Premium pour des lettres illimitées.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Générer ma lettre' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Passer au Premium' })).toBeInTheDocument();
  });

  it('sends a user whose session ended to /login as every refused request does, the draft kept', async () => {
    mockFetch(FREE_QUOTA, refusalAnswer(401, { code: 'AuthRequiredError', message: 'Connexion requise' }));
    // The shell's layout mounts the session expiry: it reads the session again, then sends to /login.
    function ShellLayout() {
      useSessionExpiry();
      return <GeneratorPanel />;
    }
    const user = userEvent.setup();
    renderWithSession(<ShellLayout />, { persona: 'free', path: '/dashboard' });
    await generate(user);
    expect((await findToast('Connexion requise', 'Veuillez vous connecter pour générer une lettre de motivation')).type).toBe('error');
    await waitFor(() => expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent('/login?next=/dashboard'));
    const kept = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as { state?: { resume?: string; jobPosting?: string; step?: number } };
    expect(kept.state).toMatchObject({ resume: RESUME, jobPosting: POSTING, step: 2 });
  });

  it('shows next to the letter the checks it still fails, and no green check the check did not earn', async () => {
    const noName: MissingEssential = { code: 'name', message: 'Votre nom n’a pas été trouvé dans le CV : la lettre ne pourra pas être signée. Indiquez votre prénom et votre nom sur la première ligne du CV.' };
    const short: LetterWarning = { code: 'length', message: 'La lettre compte 212 mots : elle devrait en compter entre 300 et 400.' };
    mockFetch(sseResponse([streamEvent('meta', meta({ notices: [noName] })), streamEvent('done', done({ warnings: [[short]] }))]).response);
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });

    const warnings = screen.getByRole('region', { name: 'Points à revoir avant d’envoyer la lettre' });
    expect(within(warnings).getByRole('listitem')).toHaveTextContent(short.message);
    const missing = screen.getByRole('region', { name: 'Informations non trouvées' });
    expect(within(missing).getByRole('listitem')).toHaveTextContent(noName.message);
    expect(screen.queryByText(ALL_SUPPORTED)).not.toBeInTheDocument();
    expect(screen.getByText(/Nous n’avons pas pu vérifier chaque élément de la lettre/)).toBeInTheDocument();
  });

  it('shows the green check when the CV was read and the whole letter passed', async () => {
    mockFetch(sseResponse([streamEvent('meta', meta()), streamEvent('done', done())]).response);
    const user = renderPanel('premium');
    await generate(user);
    expect(await screen.findByText(ALL_SUPPORTED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Points à revoir avant d’envoyer la lettre' })).not.toBeInTheDocument();
  });

  it('starts the letter again as a draft written without the AI service when the model is unavailable', async () => {
    const stream = sseResponse([streamEvent('meta', meta()), streamEvent('delta', { version: 0, text: 'Madame, Monsieur, le modèle' })], { hold: true });
    mockFetch(stream.response);
    const user = renderPanel('premium');
    await generate(user);
    expect(await screen.findByText('Madame, Monsieur, le modèle')).toBeInTheDocument();

    stream.push(streamEvent('rewrite', { version: 0, reason: 'fallback' }));
    stream.push(streamEvent('delta', { version: 0, text: 'Madame, Monsieur,\nVersion une : je rejoins Acme.' }));
    const notice = await screen.findByRole('region', { name: 'Brouillon rédigé sans le service d’IA' });
    expect(notice).toHaveTextContent('Le service d’IA ne répond pas');
    expect(screen.queryByText('Madame, Monsieur, le modèle')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('status').some((element) => element.textContent?.startsWith('Service d’IA indisponible'))).toBe(true));

    stream.push(streamEvent('done', done({ fallback: true })));
    stream.close();
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    expect(screen.getByRole('region', { name: 'Brouillon rédigé sans le service d’IA' })).toHaveTextContent(
      'cette lettre a été rédigée par notre rédacteur hors ligne',
    );
  });

  it('tells before generating what the CV and the posting lack, and how to fix it', async () => {
    usePostingDraft.setState({
      resume: 'Motivée et curieuse, je cherche un poste où apprendre chaque jour auprès d’une équipe bienveillante.',
      jobPosting: 'Nous cherchons une personne motivée pour rejoindre notre équipe.',
    });
    renderPanel('premium');
    const missing = await screen.findByRole('region', { name: 'Informations non trouvées' });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Votre nom n’a pas été trouvé dans le CV/),
      expect.stringMatching(/^Aucune expérience n’a été reconnue dans votre CV/),
      expect.stringMatching(/^Le nom de l’entreprise n’a pas été trouvé dans l’offre/),
      expect.stringMatching(/^L’intitulé du poste n’a pas été trouvé dans l’offre/),
    ]);
  });

  it('warns before generating when the CV answers almost none of what the posting asks', async () => {
    usePostingDraft.setState({
      resume: 'Marc Petit, serveur au Café du Commerce à Lyon depuis 2021.',
      jobPosting: "Fiducial recrute un Comptable (H/F)\n\nVos missions :\n- Tenir la comptabilité générale des clients\n- Établir les déclarations de TVA\n- Préparer les bilans annuels\n\nProfil recherché :\n- BTS CG ou DCG\n- Maîtrise de Sage et d'Excel",
    });
    renderPanel('premium');
    const warning = await screen.findByRole('region', { name: 'Votre CV ne correspond presque pas à cette offre' });
    expect(warning).toHaveTextContent(/Votre CV ne répond à presque aucune des exigences de l’offre \(0 sur 5\)/);
    expect(screen.queryByRole('region', { name: 'Informations non trouvées' })).not.toBeInTheDocument();
  });

  it("streams a premium user's 'Régénérer' as a fourth version named 'Régénérée', chosen, the others kept", async () => {
    const regenerated = 'Madame, Monsieur,\nUne nouvelle lettre pour Acme.';
    const all = [...VERSIONS, regenerated];
    const fetchMock = mockFetch(
      sseResponse([streamEvent('done', done({ versions: VERSIONS }))]).response,
      sseResponse([
        streamEvent('delta', { version: 3, text: 'Madame, Monsieur,\nUne nouvelle ' }),
        streamEvent('delta', { version: 3, text: 'lettre pour Acme.' }),
        streamEvent('done', { ...done({ versions: all }), letter: letterFixture({ content: regenerated, version: 2 }) }),
      ]).response,
    );
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Régénérée' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Une nouvelle lettre pour Acme.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Version 1', 'Version 2', 'Version 3', 'Régénérée']);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/letters/letter_1/refine');
    expect(JSON.parse(String(init?.body))).toMatchObject({ kind: 'regenerate', from: 0, resume: RESUME, jobPosting: POSTING });
  });

  it('keeps the tabs and the buttons in place, disabled, while a refinement is written, and says so in the heading', async () => {
    const refinement = sseResponse([streamEvent('delta', { version: 3, text: 'Madame, Monsieur,\nPlus court.' })], { hold: true });
    mockFetch(sseResponse([streamEvent('done', done({ versions: VERSIONS }))]).response, refinement.response);
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    await user.click(screen.getByRole('button', { name: 'Plus court' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Votre lettre est en cours de révision…' })).toBeInTheDocument();
    expect(await screen.findByText('Plus court.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Version 2' })).toBeDisabled();
    expect(screen.getByRole('tablist').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Plus court' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Régénérer' })).toBeDisabled();
    refinement.close();
  });

  it('shows a free user the refinements with the Premium badge, and sends nothing', async () => {
    const fetchMock = mockFetch(FREE_QUOTA, sseResponse([streamEvent('done', done({ locked: true, quota: { used: 2, limit: 3 } }))]).response);
    const user = renderPanel('free');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    const shorter = screen.getByRole('button', { name: /Plus court/ });
    expect(shorter).toHaveTextContent('Premium');
    await user.click(shorter);
    expect((await findToast('Fonctionnalité premium')).type).toBe('error');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/refine'))).toEqual([]);
    expect(screen.queryByRole('button', { name: /Réécrire ce paragraphe/ })).not.toBeInTheDocument();
  });

  it("proposes a sentence for a CV keyword the letter lacks, and saves it only on 'Accepter'", async () => {
    const sentence = 'Votre annonce mentionne TypeScript : c’est une expérience que mon parcours me permet de mettre au service de votre équipe.';
    const withSentence = `${VERSIONS[0]} ${sentence}`;
    const fetchMock = mockFetch(
      sseResponse([streamEvent('done', done())]).response,
      apiAnswer('POST /letters/:id/keyword-sentence', { sentence, content: withSentence }),
      apiAnswer('POST /letters/:id/keyword-sentence', { sentence, content: withSentence }),
      apiAnswer('PATCH /letters/:id', letterFixture({ content: withSentence, version: 2 })),
    );
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    // React is already in the letter, Figma not in the CV: only TypeScript can be added.
    expect(screen.getAllByRole('button', { name: /Ajouter à la lettre/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Ajouter à la lettre : TypeScript' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Ajouter à la lettre' });
    expect(dialog).toHaveTextContent(sentence);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Ajouter à la lettre : TypeScript' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Ajouter à la lettre' });
    await user.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    expect((await findToast('Phrase ajoutée à votre lettre')).type).toBe('success');
    const [url, init] = fetchMock.mock.calls[3]!;
    expect(url).toBe('/api/letters/letter_1');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 1, content: withSentence });
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ resume: RESUME, jobPosting: POSTING, keyword: 'TypeScript', from: 0 });
    // The letter uses it now: it is no longer offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ajouter à la lettre/ })).not.toBeInTheDocument());
  });

  it("rewrites one paragraph of the body as a new version: 'Réécrire ce paragraphe'", async () => {
    const letter = 'Madame, Monsieur,\n\nChez Studio Nord, j’ai conçu des applications web en TypeScript et React pour des PME.\n\nCordialement,';
    const rewritten = letter.replace('j’ai conçu', 'j’ai développé');
    const fetchMock = mockFetch(
      sseResponse([streamEvent('done', done({ versions: [letter] }))]).response,
      sseResponse([streamEvent('done', { ...done({ versions: [letter, rewritten] }), letter: letterFixture({ content: rewritten, version: 2 }) })]).response,
    );
    const user = renderPanel('premium');
    await generate(user);
    await screen.findByRole('heading', { level: 2, name: 'Votre lettre est prête' });
    // The greeting and the closing are the letter's frame: only the body paragraph can be rewritten.
    expect(screen.getAllByRole('button', { name: /Réécrire ce paragraphe/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Réécrire ce paragraphe (paragraphe 2)' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Réécriture §2' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText(/j’ai développé/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ kind: 'paragraph', paragraph: 1, from: 0 });
  });
});
