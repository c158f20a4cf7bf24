import { LetterNotFoundError } from '../errors/letter-not-found-error.ts';
import { PremiumRequiredError } from '../errors/premium-required-error.ts';
import type { LettersRepository } from '../letters/letters.repository.ts';
import type { CurrentUser } from '../sessions/current-user.ts';
import { attachmentHeader } from './content-disposition.ts';
import { renderLetterDocx } from './docx-document.ts';
import { renderLetterPdf } from './pdf-document.ts';

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

/** Downloads of a letter as a real PDF or DOCX: the owner only, and premium only (docs/product.md §6, docs/decisions.md). */
export function createExportsService({ letters }: { letters: LettersRepository }) {
  return {
    async export(user: Pick<CurrentUser, 'id' | 'isPremium'>, id: string, format: ExportFormat): Promise<ExportedFile> {
      // Ownership first: someone else's letter is a 404 for everyone, premium or not.
      const letter = await letters.findForOwner(user.id, id);
      if (!letter) throw new LetterNotFoundError();
      if (!user.isPremium) throw new PremiumRequiredError();
      const body = format === 'pdf' ? await renderLetterPdf(letter, letter.updatedAt) : await renderLetterDocx(letter);
      return { mediaType: MEDIA_TYPES[format], contentDisposition: attachmentHeader(letter.title, format), body };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
