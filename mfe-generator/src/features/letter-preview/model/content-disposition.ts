/**
 * The file name of a download from its Content-Disposition header (RFC 6266): `filename*` (RFC 8187,
 * UTF-8, so accents survive) wins over `filename`. Path parts are dropped; null when there is none.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim() ?? null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
