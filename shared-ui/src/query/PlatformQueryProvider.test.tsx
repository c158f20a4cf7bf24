import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';
import { renderWithSession } from '../testing/render-with-session.tsx';
import { PlatformQueryProvider } from './PlatformQueryProvider.tsx';
import { shouldRetry } from './query-client.ts';

const ended = () => new ApiError(401, { code: 'UnauthorizedError', message: 'Connexion requise' });

function ReadsWithEndedSession() {
  const read = useQuery({ queryKey: ['letters'], queryFn: () => Promise.reject(ended()) });
  return <p>{read.isError ? read.error.message : 'Chargement...'}</p>;
}

describe('PlatformQueryProvider', () => {
  it('sends a signed-in user whose session ended to the login page, with the page to come back to', async () => {
    renderWithSession(
      <PlatformQueryProvider>
        <ReadsWithEndedSession />
      </PlatformQueryProvider>,
      { persona: 'free', path: '/my-letters' },
    );
    expect(await screen.findByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login\?next=\/my-letters$/);
  });

  it('leaves a visitor where they are: their 401 is the form’s to show', async () => {
    renderWithSession(
      <PlatformQueryProvider>
        <ReadsWithEndedSession />
      </PlatformQueryProvider>,
      { persona: 'visitor', path: '/generator' },
    );
    expect(await screen.findByText('Connexion requise')).toBeInTheDocument();
    expect(screen.queryByLabelText('Adresse actuelle')).not.toBeInTheDocument();
  });
});

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 429])('never retries a refusal (%i)', (status) => {
    expect(shouldRetry(0, new ApiError(status, {}))).toBe(false);
  });

  it('retries a lost connection or a server failure twice', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, new ApiError(0, {})))).toEqual([true, true, false]);
    expect([0, 1, 2].map((count) => shouldRetry(count, new ApiError(503, {})))).toEqual([true, true, false]);
  });
});
