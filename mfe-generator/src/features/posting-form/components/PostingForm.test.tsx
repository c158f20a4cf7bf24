import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast } from '../../../test/find-toast.ts';
import { RESUME } from '../../../test/letter-fixtures.ts';
import { renderWithSession, type Persona } from '@lettra/shared-ui/testing';
import { formTexts } from '../content/form-texts.ts';
import { DRAFT_STORAGE_KEY, usePostingDraft } from '../model/posting-draft-store.ts';
import { PostingForm } from './PostingForm.tsx';

function renderForm({ persona = 'free', busy = false, path = '/dashboard' }: { persona?: Persona; busy?: boolean; path?: string } = {}) {
  const onGenerate = vi.fn();
  const user = userEvent.setup();
  renderWithSession(<PostingForm busy={busy} onGenerate={onGenerate} />, { persona, path });
  return { user, onGenerate };
}

const currentStep = () => screen.getByRole('listitem', { current: 'step' });
const next = () => screen.getByRole('button', { name: 'Suivant' });

beforeEach(() => usePostingDraft.getState().reset());

describe('PostingForm', () => {
  it('walks through the three steps and back, keeping what was typed', async () => {
    const { user, onGenerate } = renderForm();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1CV', "2Offre d'emploi", '3Options']);
    expect(currentStep()).toHaveTextContent('CV');
    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(formTexts.resumeLabel), RESUME);
    await user.click(next());
    expect(currentStep()).toHaveTextContent("Offre d'emploi");
    expect(screen.getByLabelText(formTexts.postingLabel)).toHaveFocus();

    await user.type(screen.getByLabelText(formTexts.postingLabel), 'Développeur React chez Acme');
    await user.click(next());
    expect(currentStep()).toHaveTextContent('Options');
    // 'Générer ma lettre' takes Suivant's place: the click that showed it must not also submit.
    expect(onGenerate).not.toHaveBeenCalled();
    expect(screen.getByLabelText(formTexts.emphasisLabel)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Formel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Amical' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Percutant' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: formTexts.languageLabel })).toHaveDisplayValue('Français');
    expect(screen.getByRole('button', { name: 'Générer ma lettre' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByLabelText(formTexts.resumeLabel)).toHaveValue(RESUME);
  });

  it.each([
    ['CV', 0, 'Veuillez ajouter le contenu de votre CV'],
    ["offre d'emploi", 1, "Veuillez ajouter le contenu de l'offre d'emploi"],
  ] as const)('refuses to leave the %s step while it is empty (spaces only)', async (_title, step, description) => {
    usePostingDraft.setState({ resume: step === 1 ? RESUME : '   ', jobPosting: ' \n ', step });
    const { user } = renderForm();
    await user.click(next());
    expect((await findToast('Contenu manquant', description)).type).toBe('error');
    expect(currentStep()).toHaveTextContent(step === 0 ? 'CV' : "Offre d'emploi");
  });

  it('counts the characters of the CV and the posting against their limit, and stops a text too long at its own step', async () => {
    const { user } = renderForm();
    const resume = screen.getByLabelText(formTexts.resumeLabel);
    expect(resume).toHaveAccessibleDescription(expect.stringContaining('0 / 20 000 caractères'));
    await user.type(resume, 'Léa Moreau');
    expect(screen.getByText('10 / 20 000 caractères')).toBeInTheDocument();

    usePostingDraft.setState({ resume: 'x'.repeat(20001) });
    expect(await screen.findByText('20 001 / 20 000 caractères')).toBeInTheDocument();
    await user.click(next());
    expect((await findToast('Erreur de génération', 'Le CV ne doit pas dépasser 20 000 caractères.')).type).toBe('error');
    expect(currentStep()).toHaveTextContent('CV');
    expect(screen.getByLabelText(formTexts.resumeLabel)).toHaveAccessibleDescription(expect.stringContaining('Le CV ne doit pas dépasser 20 000 caractères.'));
  });

  it('sends a visitor to /login on generate, with the way back, and keeps the form', async () => {
    // A tone chosen earlier (during the premium day, say) stays in the draft through the trip.
    usePostingDraft.setState({ resume: RESUME, jobPosting: 'Offre Acme', emphasis: 'Mon projet open source', tone: 'impactful', step: 2 });
    const { user, onGenerate } = renderForm({ persona: 'visitor', path: '/' });
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));

    const toast = await findToast('Connexion requise', 'Veuillez vous connecter pour générer une lettre de motivation');
    expect(toast.type).toBe('error');
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent('/login?next=%2F');
    expect(onGenerate).not.toHaveBeenCalled();
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as { state?: Record<string, unknown> };
    expect(stored.state).toMatchObject({ resume: RESUME, jobPosting: 'Offre Acme', emphasis: 'Mon projet open source', tone: 'impactful', step: 2 });
  });

  it('sends a visitor with a short CV to /login before judging it (docs/product.md §5)', async () => {
    usePostingDraft.setState({ resume: 'CV trop court', jobPosting: 'Offre Acme', step: 2 });
    const { user } = renderForm({ persona: 'visitor', path: '/' });
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent('/login?next=%2F');
    expect((await findToast('Connexion requise', 'Veuillez vous connecter pour générer une lettre de motivation')).type).toBe('error');
  });

  it('finds the draft again after the trip to /login (sessionStorage)', async () => {
    usePostingDraft.setState({ resume: RESUME, jobPosting: 'Offre Acme', step: 1 });
    // A new page load: memory is empty, sessionStorage still holds the draft.
    usePostingDraft.setState({ resume: '', jobPosting: '', step: 0 }, false);
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { resume: RESUME, jobPosting: 'Offre Acme', emphasis: '', tone: 'formal', language: 'french', step: 1 }, version: 1 }),
    );
    await usePostingDraft.persist.rehydrate();
    renderForm();
    expect(screen.getByLabelText(formTexts.postingLabel)).toHaveValue('Offre Acme');
    expect(currentStep()).toHaveTextContent("Offre d'emploi");
  });

  it.each([
    ['french', 'Français', "Le contenu du CV semble incomplet. Veuillez ajouter plus d'informations sur votre CV."],
    ['english', 'Anglais', 'The CV content seems incomplete. Please add more information about your CV.'],
  ] as const)('refuses a CV under 50 characters with the %s message', async (_language, label, message) => {
    usePostingDraft.setState({ resume: '   CV trop court   ', jobPosting: 'Offre', step: 2 });
    const { user, onGenerate } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: formTexts.languageLabel }), label);
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));

    expect((await findToast('Erreur de génération', message)).type).toBe('error');
    expect(onGenerate).not.toHaveBeenCalled();
    expect(currentStep()).toHaveTextContent('CV');
    expect(screen.getByLabelText(formTexts.resumeLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(formTexts.resumeLabel)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('goes back to an empty posting on generate, marks it under the field and focuses it, until it is typed in', async () => {
    usePostingDraft.setState({ resume: RESUME, jobPosting: '  ', step: 2 });
    const { user, onGenerate } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));

    expect((await findToast('Contenu manquant', "Veuillez ajouter le contenu de l'offre d'emploi")).type).toBe('error');
    expect(onGenerate).not.toHaveBeenCalled();
    expect(currentStep()).toHaveTextContent("Offre d'emploi");
    const posting = screen.getByLabelText(formTexts.postingLabel);
    expect(posting).toHaveAttribute('aria-invalid', 'true');
    expect(posting).toHaveAccessibleDescription(expect.stringContaining("Veuillez ajouter le contenu de l'offre d'emploi"));
    expect(posting).toHaveFocus();

    await user.type(posting, 'Offre Acme');
    expect(posting).not.toHaveAttribute('aria-invalid');
    expect(posting).not.toHaveAccessibleDescription(expect.stringContaining('Veuillez ajouter'));
  });

  it('marks points to emphasise over their limit in place, focused, and keeps them in the draft', async () => {
    usePostingDraft.setState({ resume: RESUME, jobPosting: 'Offre Acme', emphasis: 'x'.repeat(2001), step: 2 });
    const { user, onGenerate } = renderForm({ persona: 'premium' });
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));

    const message = 'Les points à mettre en avant ne doivent pas dépasser 2 000 caractères.';
    expect((await findToast('Erreur de génération', message)).type).toBe('error');
    expect(onGenerate).not.toHaveBeenCalled();
    const emphasis = screen.getByLabelText(formTexts.emphasisLabel);
    expect(emphasis).toHaveAttribute('aria-invalid', 'true');
    expect(emphasis).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(emphasis).toHaveFocus();

    await user.type(emphasis, '{Backspace}');
    expect(usePostingDraft.getState().emphasis).toHaveLength(2000);
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ emphasis: 'x'.repeat(2000) }));
  });

  it('hands a signed-in user’s request over trimmed, with the chosen options', async () => {
    usePostingDraft.setState({ resume: `  ${RESUME}  `, jobPosting: ' Offre Acme ', step: 2 });
    const { user, onGenerate } = renderForm({ persona: 'premium' });
    await user.click(screen.getByRole('radio', { name: 'Amical' }));
    await user.selectOptions(screen.getByRole('combobox', { name: formTexts.languageLabel }), 'Anglais');
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
    expect(onGenerate).toHaveBeenCalledWith({ resume: RESUME, jobPosting: 'Offre Acme', tone: 'friendly', language: 'english' });
  });

  it('keeps the choice of tone for premium users (docs/product.md §1, §6)', async () => {
    usePostingDraft.setState({ resume: RESUME, jobPosting: 'Offre Acme', step: 2 });
    const { user, onGenerate } = renderForm({ persona: 'free' });

    expect(screen.getByRole('radio', { name: 'Formel' })).toBeEnabled();
    for (const name of ['Amical', 'Percutant']) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
      expect(screen.getByRole('radio', { name })).toHaveAccessibleDescription('Choix du ton réservé à Premium');
    }
    expect(screen.getByText('Choix du ton réservé à Premium')).toBeVisible();
    expect(screen.getAllByText('Premium')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Percutant' }));
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ tone: 'formal' }));
  });

  it('offers every tone to a premium user, without the hint', () => {
    usePostingDraft.setState({ resume: RESUME, jobPosting: 'Offre Acme', step: 2 });
    renderForm({ persona: 'premium' });
    for (const name of ['Formel', 'Amical', 'Percutant']) expect(screen.getByRole('radio', { name })).toBeEnabled();
    expect(screen.queryByText('Choix du ton réservé à Premium')).not.toBeInTheDocument();
  });

  it('reads "Génération en cours..." and is disabled while busy', () => {
    usePostingDraft.setState({ resume: RESUME, jobPosting: 'Offre', step: 2 });
    renderForm({ busy: true });
    const button = screen.getByRole('button', { name: 'Génération en cours...' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Générer ma lettre' })).not.toBeInTheDocument();
  });

  it('proposes the posting’s language for the letter, which the user may take or ignore', async () => {
    usePostingDraft.setState({
      resume: RESUME,
      jobPosting: 'Northwind Analytics is hiring a Data Analyst. You will build dashboards for our retail clients and work with the sales team. We are looking for someone with strong SQL and a passion for data.',
      step: 2,
    });
    const { user, onGenerate } = renderForm();
    const language = screen.getByRole('combobox', { name: formTexts.languageLabel });
    expect(language).toHaveDisplayValue('Français');
    expect(screen.getByText('L’offre semble rédigée en anglais : voulez-vous écrire la lettre en anglais ?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Écrire la lettre en anglais' }));
    expect(language).toHaveDisplayValue('Anglais');
    expect(screen.queryByText(/L’offre semble rédigée/)).not.toBeInTheDocument();

    // The user keeps the last word: back to French, the hint comes back and nothing is forced.
    await user.selectOptions(language, 'french');
    expect(screen.getByRole('button', { name: 'Écrire la lettre en anglais' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ language: 'french' }));
  });

  it('proposes nothing when the posting is in the letter’s language', () => {
    usePostingDraft.setState({
      resume: RESUME,
      jobPosting: 'Acme recrute un développeur React pour son équipe de Lyon. Vous travaillerez avec les designers et les développeurs du produit, dans une équipe de dix personnes.',
      step: 2,
    });
    renderForm();
    expect(screen.queryByText(/L’offre semble rédigée/)).not.toBeInTheDocument();
  });
});
