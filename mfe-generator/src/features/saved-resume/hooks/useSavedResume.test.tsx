import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthContext } from '@lettra/shared-ui';
import { PlatformQueryProvider } from '@lettra/shared-ui/query';
import { fakeApi, sessionFor, type Persona } from '@lettra/shared-ui/testing';
import { useSavedResume } from './useSavedResume.ts';

const SAVED = 'Camille Martin — Chargée de communication, 6 ans d’expérience. Réseaux sociaux, presse.';

describe('useSavedResume', () => {
  it('does not carry one account’s consent to the next account signed in on the page', async () => {
    let resume: { content: string; savedAt: string } | null = { content: SAVED, savedAt: '2026-03-14T08:00:00.000Z' };
    const { fetchMock } = fakeApi({ 'GET /me/resume': () => ({ resume }) });
    let persona: Persona = 'premium';
    // The page's own provider, as the generator's panel mounts it: it empties the cache for the next account.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext value={sessionFor(persona)}>
        <PlatformQueryProvider>{children}</PlatformQueryProvider>
      </AuthContext>
    );
    const prefill = vi.fn();
    const { result, rerender } = renderHook(() => useSavedResume({ active: true, prefill }), { wrapper });
    await waitFor(() => expect(result.current.consent).toBe(true));
    expect(prefill).toHaveBeenCalledWith(SAVED);

    resume = null;
    persona = 'free';
    rerender();
    expect(result.current.consent).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    // Unticked, leaving the step neither saves this account's CV nor deletes one it does not have.
    act(() => result.current.commit('Un autre CV, celui du second compte, assez long pour être gardé.'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
