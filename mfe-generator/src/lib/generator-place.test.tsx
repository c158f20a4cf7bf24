import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithSession } from '@lettra/shared-ui/testing';
import { PostingForm } from '../features/posting-form/components/PostingForm.tsx';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { RESUME } from '../test/letter-fixtures.ts';
import { GeneratorPlaceProvider } from './generator-place.tsx';

async function generateAsVisitor(page: (generator: ReactElement) => ReactElement) {
  usePostingDraft.setState({ resume: RESUME, jobPosting: 'Offre Acme', step: 2 });
  const user = userEvent.setup();
  const generator = (
    <GeneratorPlaceProvider>
      <PostingForm busy={false} onGenerate={vi.fn()} />
    </GeneratorPlaceProvider>
  );
  renderWithSession(page(generator), { persona: 'visitor', path: '/' });
  await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
  return screen.getByLabelText('Adresse actuelle');
}

beforeEach(() => usePostingDraft.getState().reset());

describe('the way back from /login', () => {
  it('leads to the landing page’s section that holds the generator', async () => {
    const address = await generateAsVisitor((generator) => <section id="generateur">{generator}</section>);
    expect(address).toHaveTextContent(`/login?next=${encodeURIComponent('/#generateur')}`);
  });

  it('leads to the page alone when the generator is in no named section', async () => {
    const address = await generateAsVisitor((generator) => <main>{generator}</main>);
    expect(address.textContent).toBe(`/login?next=${encodeURIComponent('/')}`);
  });
});
