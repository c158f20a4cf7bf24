/** The manifest's bytes as text, if their SHA-256 is the one the signed link pins; null otherwise. */
export async function pinnedManifestText(bytes: ArrayBuffer, sha256: string): Promise<string | null> {
  // crypto.subtle exists in secure contexts only (https, localhost): elsewhere nothing can be checked, so nothing runs.
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex === sha256 ? new TextDecoder().decode(bytes) : null;
}
