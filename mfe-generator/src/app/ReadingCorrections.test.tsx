import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer, renderWithSession, streamEvent } from '@lettra/shared-ui/testing';
import GeneratorPanel from '../exposed/GeneratorPanel.tsx';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { findToast } from '../test/find-toast.ts';
import { ATS, letterFixture } from '../test/letter-fixtures.ts';
import { mockFetch, sseResponse } from '../test/mock-fetch.ts';

// A posting whose company the reader cannot find ('Notre brasserie…'), and a CV that answers two of its three asks.
const POSTING = `Serveur / Serveuse (H/F) – CDI – Lyon

Notre brasserie familiale du quartier Bellecour recherche un serveur.

Missions :
- Accueil des clients et prise de commandes
- Service en salle et en terrasse

Profil recherché :
- 2 ans d'expérience en service en salle
- Maîtrise de l'encaissement sur caisse tactile
- Permis C apprécié`;

const RESUME = `Julien Moreau
Serveur
8 rue Mercière, 69002 Lyon · julien.moreau@exemple.fr · 06 22 33 44 55

EXPÉRIENCE
2022 – 2026 : Serveur, Café du Rhône, Lyon
- Service en salle et en terrasse pour 120 couverts par jour
- Encaissement sur caisse tactile et clôture de caisse
2020 – 2022 : Commis de salle, Hôtel Bellecour, Lyon
- Service en salle des petits-déjeuners`;

function renderPanel(step: 0 | 1 | 2) {
  usePostingDraft.setState({ resume: RESUME, jobPosting: POSTING, step });
  const user = userEvent.setup();
  renderWithSession(<GeneratorPanel />, { persona: 'premium', path: '/dashboard' });
  return user;
}

beforeEach(() => usePostingDraft.getState().reset());

describe('what was read, shown on steps 1 and 2 for the user to correct', () => {
  it('shows the company, position, place and contract read under the posting, each a labelled field', async () => {
    renderPanel(1);
    const facts = await screen.findByRole('group', { name: 'Ce que nous avons lu dans l’offre' });
    expect(within(facts).getByLabelText('Poste')).toHaveValue('Serveur / Serveuse');
    expect(within(facts).getByLabelText('Lieu')).toHaveValue('Lyon');
    expect(within(facts).getByLabelText('Contrat')).toHaveValue('CDI');
    const company = within(facts).getByLabelText('Entreprise');
    expect(company).toHaveValue('');
    expect(company).toHaveAttribute('placeholder', 'Non trouvé');
    expect(company).toHaveAccessibleDescription('Non trouvé dans l’offre : indiquez-le si vous le connaissez.');
  });

  it('lists what the posting asks, each with the CV line found for it or "Pas dans votre CV"', async () => {
    renderPanel(1);
    const asks = await screen.findByRole('region', { name: 'Ce que demande l’offre' });
    const required = within(asks).getByRole('list', { name: 'Indispensable' });
    expect(within(required).getByRole('checkbox', { name: "Maîtrise de l'encaissement sur caisse tactile" })).toBeChecked();
    expect(within(required).getByRole('checkbox', { name: "Maîtrise de l'encaissement sur caisse tactile" })).toHaveAccessibleDescription(
      'Dans votre CV : Encaissement sur caisse tactile et clôture de caisse',
    );
    const nice = within(asks).getByRole('list', { name: 'Apprécié' });
    expect(within(nice).getByRole('checkbox', { name: 'Permis C apprécié' })).toHaveAccessibleDescription('Pas dans votre CV');
    expect(within(required).getByRole('combobox', { name: 'Élément du CV à mettre en avant' })).toHaveValue('Service en salle et en terrasse pour 120 couverts par jour');
  });

  it('shows the name read from the CV on step 1, in a field to correct', async () => {
    const user = renderPanel(0);
    const name = await screen.findByLabelText('Nom du candidat');
    expect(name).toHaveValue('Julien Moreau');
    await user.clear(name);
    await user.type(name, 'Julien Moreau-Blanc');
    expect(usePostingDraft.getState().corrections.candidateName).toBe('Julien Moreau-Blanc');
  });

  it('sends what the user corrected with the generation, and only that', async () => {
    const fetchMock = mockFetch(
      // Step 2 first asks whether this site imports a posting from its link (features/posting-link).
      apiAnswer('GET /postings/config', { linkImport: false }),
      sseResponse([
        streamEvent('meta', { letterId: 'letter_1', title: 'Brasserie des Célestins – Serveur / Serveuse', company: 'Brasserie des Célestins', position: 'Serveur / Serveuse', versions: 1, locked: false, ats: ATS, notices: [] }),
        streamEvent('done', { letter: letterFixture(), versions: ['Madame, Monsieur,\nBonjour.'], ats: ATS, unsupportedClaims: [[]], warnings: [[]], fallback: false, quota: null }),
      ]).response,
    );
    const user = renderPanel(1);
    await user.type(await screen.findByLabelText('Entreprise'), 'Brasserie des Célestins');
    await user.click(screen.getByRole('checkbox', { name: 'Permis C apprécié' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Élément du CV à mettre en avant' }), 'Service en salle des petits-déjeuners');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));

    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      resume: RESUME,
      jobPosting: POSTING,
      tone: 'formal',
      language: 'french',
      company: 'Brasserie des Célestins',
      droppedRequirements: ['Permis C apprécié'],
      chosenFacts: [{ requirement: "2 ans d'expérience en service en salle", fact: 'Service en salle des petits-déjeuners' }],
    });
  });

  it('marks a correction the api would refuse under its field, and brings the user back to it on generate', async () => {
    const fetchMock = mockFetch(apiAnswer('GET /postings/config', { linkImport: false }));
    const user = renderPanel(1);
    const company = await screen.findByLabelText('Entreprise');
    await user.click(company);
    await user.paste('B'.repeat(121));
    const refused = 'L’entreprise ne doit pas dépasser 120 caractères.';
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(refused);

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
    expect((await findToast('Erreur de génération', refused)).type).toBe('error');
    expect(screen.getByLabelText('Entreprise')).toHaveFocus();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/postings/config']);

    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Entreprise')).not.toHaveAttribute('aria-invalid');
  });

  it('shows nothing of the posting before one is pasted', () => {
    usePostingDraft.setState({ resume: RESUME, jobPosting: '', step: 1 });
    renderWithSession(<GeneratorPanel />, { persona: 'premium', path: '/dashboard' });
    expect(screen.queryByRole('group', { name: 'Ce que nous avons lu dans l’offre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ce que demande l’offre' })).not.toBeInTheDocument();
  });
});
