import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { AuthContext } from '../session/auth-context.ts';
import { sessionFor, USERS } from '../testing/render-with-session.tsx';
import { PlatformQueryProvider } from './PlatformQueryProvider.tsx';

/** A screen that shows whose letters the cache gives it, reading them only when none are cached. */
function Letters({ owner }: { owner: string }) {
  const read = useQuery({ queryKey: ['letters'], queryFn: async () => `lettres de ${owner}`, staleTime: Infinity });
  return <p>{read.data ?? 'Chargement...'}</p>;
}

const signedIn = (persona: 'free' | 'premium') => (
  <AuthContext value={sessionFor(persona)}>
    <PlatformQueryProvider>
      <Letters owner={USERS[persona].name} />
    </PlatformQueryProvider>
  </AuthContext>
);

describe('PlatformQueryProvider', () => {
  it('shares one cache between the screens of one user, and never shows it to the next user of the tab', async () => {
    const first = render(signedIn('free'));
    expect(await screen.findByText('lettres de Léa Dubois')).toBeInTheDocument();
    first.unmount();

    // Another screen of the same user: the cached answer, not a second read.
    const again = render(signedIn('free'));
    expect(screen.getByText('lettres de Léa Dubois')).toBeInTheDocument();
    again.unmount();

    render(signedIn('premium'));
    expect(screen.queryByText('lettres de Léa Dubois')).not.toBeInTheDocument();
    expect(await screen.findByText('lettres de Camille Martin')).toBeInTheDocument();
  });
});
