import { createHash } from 'node:crypto';
import type { ExportLayout } from '@lettra/letter-engine';
import type { LetterToExport } from './letter-parts.ts';

/** What a download is rendered from: the same inputs always give the same document. */
export interface ExportKey {
  userId: string;
  letterId: string;
  /** The letter's edit counter and last write: a rename, an edit or a version chosen changes them. */
  version: number;
  updatedAt: Date;
  format: 'pdf' | 'docx';
  layout: ExportLayout;
  /** Everything drawn on the page, the account's name included: hashed, so an edit anywhere misses. */
  document: LetterToExport;
}

/**
 * The key of a download: its owner first (no one else's request can make the same key), then the
 * letter, its version and layout, then a sha256 of everything the document is drawn from.
 */
export function exportCacheKey(key: ExportKey): string {
  const drawn = createHash('sha256')
    .update(JSON.stringify([key.updatedAt.toISOString(), key.document]))
    .digest('base64url');
  return [key.userId, key.letterId, key.version, key.format, key.layout, drawn].join(':');
}

export interface ExportCache {
  get(key: string): Uint8Array | undefined;
  set(key: string, body: Uint8Array): void;
  readonly size: number;
}

/**
 * The documents last rendered, so that a download asked for again (a double click, a retry, a flood
 * of the same request) is sent without rendering it again. Bounded by count and by bytes; the least
 * recently sent goes first. In memory, per instance: a miss only costs the rendering.
 */
export function createExportCache({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }): ExportCache {
  // A Map keeps its keys in the order they were set: a document sent is set again, so the first key is the least recent.
  const documents = new Map<string, Uint8Array>();
  let bytes = 0;

  const forget = (key: string) => {
    const body = documents.get(key);
    if (body === undefined) return;
    documents.delete(key);
    bytes -= body.byteLength;
  };

  return {
    get(key) {
      const body = documents.get(key);
      if (body !== undefined) {
        documents.delete(key);
        documents.set(key, body);
      }
      return body;
    },
    set(key, body) {
      forget(key);
      if (body.byteLength > maxBytes) return;
      documents.set(key, body);
      bytes += body.byteLength;
      for (const oldest of documents.keys()) {
        if (documents.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    get size() {
      return documents.size;
    },
  };
}
