/**
 * The token of a sign-up link (`/signup#token=…`: the api puts it in the fragment, which no server
 * sees); null when the address has none.
 */
export function readSignupToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}
