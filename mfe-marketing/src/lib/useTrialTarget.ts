import { useAuth } from '@lettra/shared-ui';

/**
 * Where a free-trial button leads (docs/product.md §2, landing hero): the dashboard for a signed-in user,
 * the signup page for a visitor.
 */
export function useTrialTarget(): '/dashboard' | '/signup' {
  const { user } = useAuth();
  return user ? '/dashboard' : '/signup';
}
