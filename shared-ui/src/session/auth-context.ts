import { createContext, useContext } from 'react';
import type { SessionUser, SignupBody } from '@lettra/contracts';

export interface AuthContextValue {
  user: SessionUser | null;
  /** 'loading' until the first session answer: pages show 'Chargement...' meanwhile. */
  status: 'loading' | 'ready';
  /** End of the premium-day promotion for everyone, signed in or not (null when off). */
  premiumDayEndsAt: string | null;
  login(email: string, password: string): Promise<SessionUser>;
  signup(input: SignupBody): Promise<SessionUser>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session of the shell's AuthProvider; throws outside it (docs/product.md §8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth doit être utilisé à l’intérieur de AuthProvider');
  return value;
}
