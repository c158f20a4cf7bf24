import { deployedBaseUrl } from './base-url.ts';
import { createThrowAwayAccount, removeThrowAwayAccount } from './throw-away-account.ts';

// Picks this run's throw-away account before any journey, and returns the teardown that makes sure it
// is gone afterwards, whether the journeys passed, failed or were interrupted.
export default function prepareThrowAwayAccount() {
  const baseURL = deployedBaseUrl();
  const account = createThrowAwayAccount();
  return () => removeThrowAwayAccount(baseURL, account);
}
