/** What an e-mailed link of an address change asks: make the change, or undo it. */
export interface EmailChangeLink {
  action: 'confirm' | 'undo';
  token: string;
}

/**
 * Reads `#action=confirm&token=…` (the api puts the token in the fragment, which no server sees);
 * null when the link was cut or mangled.
 */
export function readEmailChangeLink(hash: string): EmailChangeLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const action = params.get('action');
  const token = params.get('token');
  if ((action !== 'confirm' && action !== 'undo') || !token) return null;
  return { action, token };
}
