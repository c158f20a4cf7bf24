// The charset a page declares: its Content-Type first, then a <meta> in its first bytes (WHATWG's
// 'prescan' reads 1024 of them), else UTF-8, as browsers read a page without one today.
const PRESCAN_BYTES = 1024;
const META_CHARSET = /<meta[^>]{0,200}?charset\s*=\s*["']?([\w.:-]{1,40})/i;
const HEADER_CHARSET = /;\s*charset\s*=\s*"?([\w.:-]{1,40})/i;

/** The page's text, decoded from the charset it declares; an unknown charset is read as UTF-8. */
export function decodePage(body: Buffer, contentType: string): string {
  const declared = HEADER_CHARSET.exec(contentType)?.[1] ?? META_CHARSET.exec(body.subarray(0, PRESCAN_BYTES).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
