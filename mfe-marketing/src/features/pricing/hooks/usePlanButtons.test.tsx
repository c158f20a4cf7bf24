import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AuthContext, Toaster, toast } from '@lettra/shared-ui';
import { sessionFor, type Persona } from '@lettra/shared-ui/testing';
import { usePlanButtons } from './usePlanButtons.ts';

afterEach(() => act(() => void toast.dismiss()));

function renderPlanButtons(persona: Persona) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext value={sessionFor(persona)}>
      <MemoryRouter initialEntries={['/pricing']}>{children}</MemoryRouter>
      <Toaster />
    </AuthContext>
  );
  return renderHook(() => ({ buttons: usePlanButtons(), path: useLocation().pathname }), { wrapper });
}

describe('usePlanButtons', () => {
  it.each<[Persona, string, string | null]>([
    ['visitor', '/signup', 'Créez un compte pour passer à Premium'],
    ['free', '/checkout', null],
    ['premium', '/dashboard', 'Vous êtes déjà abonné Premium'],
  ])('leads a %s choosing Premium to %s', async (persona, target, toastTitle) => {
    const { result } = renderPlanButtons(persona);
    act(() => result.current.buttons.premium.onSelect());
    expect(result.current.path).toBe(target);
    if (toastTitle) expect(await screen.findByText(toastTitle)).toBeInTheDocument();
  });

  it.each<[Persona, boolean]>([
    ['visitor', false],
    ['free', false],
    ['premium', true],
  ])('disables the Premium button for a %s: %s', (persona, disabled) => {
    const { result } = renderPlanButtons(persona);
    expect(result.current.buttons.premium.disabled).toBe(disabled);
  });

  // The promotion is not a subscription: a free user may still buy Premium on a premium day.
  it('lets a free account enjoying the premium day still subscribe', () => {
    const free = sessionFor('free');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext value={{ ...free, user: { ...free.user!, isPremium: true } }}>
        <MemoryRouter>{children}</MemoryRouter>
      </AuthContext>
    );
    const { result } = renderHook(() => usePlanButtons(), { wrapper });
    expect(result.current.premium).toMatchObject({ disabled: false, label: 'Passer à Premium' });
  });

  it('makes the buttons wait while the session is loading', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext value={{ ...sessionFor('visitor'), status: 'loading' }}>
        <MemoryRouter>{children}</MemoryRouter>
      </AuthContext>
    );
    const { result } = renderHook(() => usePlanButtons(), { wrapper });
    expect(result.current.premium.loading).toBe(true);
    expect(result.current.free.loading).toBe(true);
  });
});
