import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostingFromLinkResponse } from '@lettra/contracts';
import { fakeApi, renderWithSession } from '@lettra/shared-ui/testing';
import GeneratorPanel from '../exposed/GeneratorPanel.tsx';
import { NO_CORRECTIONS, usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { RESUME } from '../test/letter-fixtures.ts';

const IMPORTED: PostingFromLinkResponse = {
  text: 'Chargée de communication (H/F)\nEntreprise : Maison Verdier\nLieu : Nantes\nContrat : CDI\n\nMaison Verdier, torréfacteur nantais, cherche sa chargée de communication.',
  fields: { company: 'Maison Verdier', position: 'Chargée de communication (H/F)', place: 'Nantes, Pays de la Loire', contract: 'CDI' },
};

describe('a posting imported from its link on step 2', () => {
  it('replaces the posting and what was corrected of the last one, the JobPosting’s fields pre-filled', async () => {
    usePostingDraft.setState({
      resume: RESUME,
      jobPosting: 'Une autre offre, chez Ancienne Maison.',
      step: 1,
      corrections: { ...NO_CORRECTIONS, company: 'Ancienne Maison', position: 'Ancien poste' },
    });
    fakeApi({ 'GET /postings/config': () => ({ linkImport: true }), 'POST /postings/from-link': () => IMPORTED });
    const user = userEvent.setup();
    renderWithSession(<GeneratorPanel />, { persona: 'free', path: '/dashboard' });

    await user.type(await screen.findByLabelText('Lien de l’offre'), 'https://emplois.example/offres/42');
    await user.click(screen.getByRole('button', { name: 'Importer depuis un lien' }));

    expect(await screen.findByLabelText("L'offre d'emploi")).toHaveValue(IMPORTED.text);
    expect(screen.getByLabelText('Entreprise', { exact: true })).toHaveValue('Maison Verdier');
    expect(screen.getByLabelText('Lieu', { exact: true })).toHaveValue('Nantes, Pays de la Loire');
    expect(screen.getByLabelText('Contrat', { exact: true })).toHaveValue('CDI');
    // The position is the reading's, without the gender marker the title carries. The reading is a deferred
    // render (useDeferredValue): awaited as the field's change, the timeout only when to give up.
    await waitFor(() => expect(screen.getByLabelText('Poste', { exact: true })).toHaveValue('Chargée de communication'), { timeout: 10_000 });
    expect(usePostingDraft.getState().corrections).toMatchObject({ company: 'Maison Verdier', position: null });
  });
});
