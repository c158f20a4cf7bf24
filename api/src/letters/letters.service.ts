import type { LetterPatchBody, LetterSummary, LetterTab, LetterView } from '@lettra/contracts';
import type { AppConfig } from '../config.ts';
import { EmptyLetterError } from '../errors/empty-letter-error.ts';
import { LetterConflictError } from '../errors/letter-conflict-error.ts';
import { LetterNotFoundError } from '../errors/letter-not-found-error.ts';
import { PremiumRequiredError } from '../errors/premium-required-error.ts';
import type { CurrentUser } from '../sessions/current-user.ts';
import { toLetterSummary, toLetterView } from './letter-view.ts';
import type { LetterChanges, LetterRow, LettersRepository } from './letters.repository.ts';

type Reader = Pick<CurrentUser, 'id' | 'isPremium'>;

interface LettersServiceDeps {
  repository: LettersRepository;
  config: Pick<AppConfig, 'now' | 'timeZone'>;
}

/** The rules of the letters library: owner only, premium cut-off, edit conflicts, no empty letter. */
export function createLettersService({ repository, config }: LettersServiceDeps) {
  const view = (user: Reader) => (letter: LetterRow) =>
    toLetterView(letter, user.isPremium, config.timeZone);

  return {
    async list(user: Reader, query: { q?: string | undefined; tab: LetterTab }): Promise<LetterSummary[]> {
      return (await repository.listForOwner(user.id, query)).map((letter) => toLetterSummary(letter, user.isPremium, config.timeZone));
    },

    async get(user: Reader, id: string): Promise<LetterView> {
      const letter = await repository.findForOwner(user.id, id);
      if (!letter) throw new LetterNotFoundError();
      return view(user)(letter);
    },

    async update(user: Reader, id: string, patch: LetterPatchBody): Promise<LetterView> {
      const changes: LetterChanges = {};
      if (patch.content !== undefined) {
        // Editing is premium (docs/product.md §6), and a locked user never had the full text to edit anyway.
        if (!user.isPremium) throw new PremiumRequiredError();
        const content = patch.content.replace(/\r\n?/g, '\n').trim();
        if (content === '') throw new EmptyLetterError();
        changes.content = content;
      }
      if (patch.title !== undefined) changes.title = patch.title;
      if (patch.favorite !== undefined) changes.favorite = patch.favorite;
      // Following an application is not premium: a locked letter is still sent and answered.
      if (patch.applicationStatus !== undefined) changes.applicationStatus = patch.applicationStatus;
      if (patch.postingUrl !== undefined) changes.postingUrl = patch.postingUrl;
      if (patch.postingText !== undefined) changes.postingText = patch.postingText;
      if (patch.applicationNote !== undefined) changes.applicationNote = patch.applicationNote;

      const updated = await repository.updateAtVersion(user.id, id, patch.version, changes, config.now());
      if (updated) return view(user)(updated);
      const current = await repository.findForOwner(user.id, id);
      throw current ? new LetterConflictError() : new LetterNotFoundError();
    },

    async remove(user: Reader, id: string): Promise<void> {
      if (!(await repository.deleteForOwner(user.id, id))) throw new LetterNotFoundError();
    },
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
