import type { ExportLayout } from '@lettra/letter-engine';
import type { EnginePool } from '../engine-pool/engine-pool.ts';
import { LetterNotFoundError } from '../errors/letter-not-found-error.ts';
import { LetterTooLongToExportError } from '../errors/letter-too-long-to-export-error.ts';
import { PremiumRequiredError } from '../errors/premium-required-error.ts';
import type { LettersRepository } from '../letters/letters.repository.ts';
import { knownCompany } from '../letters/unknown-posting-fields.ts';
import type { CurrentUser } from '../sessions/current-user.ts';
import { attachmentHeader, exportBaseName } from './content-disposition.ts';
import { exportCacheKey, type ExportCache } from './export-cache.ts';
import type { LetterToExport } from './letter-parts.ts';
import { letterSigner } from './letter-signer.ts';
import { letterLines } from './letter-text.ts';

export type ExportFormat = 'pdf' | 'docx';

export interface ExportedFile {
  mediaType: string;
  contentDisposition: string;
  body: Uint8Array;
}

const MEDIA_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// A letter of 20,000 characters in real paragraphs has a few dozen lines; 500 keeps a document
// under about fifteen pages, where one line per character ran to two hundred pages and a second of
// rendering (the message of LetterTooLongToExportError says 500).
export const EXPORT_MAX_LINES = 500;

/**
 * Downloads of a letter as a real PDF or DOCX: the owner only, and premium only (docs/product.md §6,
 * docs/decisions.md), in one of the layouts of docs/exports.md. The documents are rendered by the
 * engine's workers, off the event loop; a document asked for again, unchanged, comes from `cache`.
 */
export function createExportsService({ letters, engine, cache }: { letters: LettersRepository; engine: EnginePool; cache: ExportCache }) {
  return {
    async export(user: Pick<CurrentUser, 'id' | 'name' | 'isPremium'>, id: string, format: ExportFormat, layout: ExportLayout): Promise<ExportedFile> {
      // Ownership first: someone else's letter is a 404 for everyone, premium or not.
      const letter = await letters.findForOwner(user.id, id);
      if (!letter) throw new LetterNotFoundError();
      if (!user.isPremium) throw new PremiumRequiredError();
      if (letterLines(letter.content).length > EXPORT_MAX_LINES) throw new LetterTooLongToExportError();
      const document: LetterToExport = {
        title: letter.title,
        content: letter.content,
        company: knownCompany(letter.company),
        // The column is plain text; the letter view reads anything but English as French too.
        language: letter.language === 'english' ? 'english' : 'french',
        accountName: user.name,
      };
      // Checked after the owner and premium checks: the cache answers only what the asker may have.
      const key = exportCacheKey({ userId: user.id, letterId: id, version: letter.version, updatedAt: letter.updatedAt, format, layout, document });
      let body = cache.get(key);
      if (body === undefined) {
        body =
          format === 'pdf'
            ? await engine.run('pdf', { letter: document, layout, createdAt: letter.updatedAt })
            : await engine.run('docx', { letter: document, layout });
        cache.set(key, body);
      }
      // Named after the candidate who signs it, the account's holder when the letter names none.
      const candidate = letterSigner(document) ?? user.name;
      return { mediaType: MEDIA_TYPES[format], contentDisposition: attachmentHeader(exportBaseName(candidate, letter.company), format), body };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
