/**
 * Decodes a .txt CV: UTF-8 when valid, else Windows-1252 — what Notepad on a French Windows long
 * saved by default, where UTF-8 decoding would turn every accent into '�'.
 */
export function decodeTextFile(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
