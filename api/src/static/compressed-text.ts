import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding, type ContentEncoding } from './accept-encoding.ts';

/**
 * A text answer the server builds itself (the page of a route, remotes.json, the sitemap) with its
 * compressed forms made once, on first demand: the same text is sent to every visitor until the
 * builds it comes from change, so compressing per request would be wasted work.
 */
export class CompressibleText {
  private readonly raw: Buffer;
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  readonly contentType: string;

  constructor(text: string, contentType: string) {
    this.raw = Buffer.from(text);
    this.contentType = contentType;
  }

  bytes(encoding: ContentEncoding | null): Buffer {
    if (!encoding) return this.raw;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } })
          : gzipSync(this.raw, { level: constants.Z_BEST_COMPRESSION });
      // A tiny text can grow when compressed: then it goes as it is.
      if (bytes.length >= this.raw.length) bytes = this.raw;
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Sends `text` in the best encoding the browser accepts; caches must key on Accept-Encoding, and on
 * the request headers named in `varyAlso` when the text depends on them too.
 */
export function sendCompressible(request: FastifyRequest, reply: FastifyReply, text: CompressibleText, { varyAlso = [] as string[] } = {}): FastifyReply {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const bytes = text.bytes(encoding);
  reply.header('vary', ['accept-encoding', ...varyAlso].join(', ')).header('content-type', text.contentType);
  if (encoding && bytes !== text.bytes(null)) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
