import { screen, within } from '@testing-library/react';
import type { Letter } from '../entities/letters/model/letter.ts';
import { fakeApi } from '@lettra/shared-ui/testing';
import { lettersRoutes, sampleLetters } from '../test/letters-server.ts';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import DashboardPage from './DashboardPage.tsx';

vi.mock('@lettra/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lettra/shared-ui')>()),
  RemoteSlot: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const applications = () => screen.getByRole('heading', { level: 2, name: 'Candidatures en cours' }).closest('section')!;

describe('DashboardPage: applications in progress', () => {
  it('lists the letters sent or at the interview, the latest change first, with their status and its date', async () => {
    const [airbus, decathlon, ubisoft] = sampleLetters() as [Letter, Letter, Letter];
    fakeApi(
      lettersRoutes([
        { ...airbus, applicationStatus: 'sent', statusChangedAt: '2025-01-12T09:00:00.000Z' },
        { ...decathlon, applicationStatus: 'interview', statusChangedAt: '2025-03-05T09:00:00.000Z' },
        { ...ubisoft, applicationStatus: 'rejected', statusChangedAt: '2025-03-06T09:00:00.000Z' },
      ]),
    );
    renderPage(<DashboardPage />, { session: sessionFor('free'), url: '/dashboard' });

    const items = await within(applications()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Vendeur sportEntretiendepuis le 05/03/2025',
      'Candidature AirbusEnvoyéedepuis le 12/01/2025',
    ]);
    expect(within(applications()).getByRole('link', { name: 'Suivre mes candidatures' })).toHaveAttribute('href', '/my-letters');
  });

  it('says how to follow an application when none is in progress', async () => {
    fakeApi(lettersRoutes(sampleLetters()));
    renderPage(<DashboardPage />, { session: sessionFor('free'), url: '/dashboard' });
    expect(
      await within(applications()).findByText(
        'Aucune candidature en cours. Passez une lettre au statut « Envoyée » dans Mes lettres pour la suivre ici.',
      ),
    ).toBeInTheDocument();
  });
});
