import { CommonPasswordError } from '../errors/common-password-error.ts';
import { isWeakPassword } from './weak-password.ts';

/**
 * Refuses a new password that is common or as easy to guess (weak-password.ts, docs/security.md);
 * length is the contract's job.
 */
export function assertPasswordNotCommon(password: string): void {
  if (isWeakPassword(password)) throw new CommonPasswordError();
}

