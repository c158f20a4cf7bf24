import type { AuthContextValue } from '@lettra/shared-ui';
import { sessionFor as stubSession, USERS, type Persona } from '@lettra/shared-ui/testing';

export { USERS, type Persona };

/** The shared stub session with spies on its actions, so a test can check what a page asked for. */
export function sessionFor(persona: Persona, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return stubSession(persona, {
    login: vi.fn(async () => USERS.free),
    signup: vi.fn(async () => USERS.free),
    logout: vi.fn(async () => undefined),
    refresh: vi.fn(async () => undefined),
    ...overrides,
  });
}
