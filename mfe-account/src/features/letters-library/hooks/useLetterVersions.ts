import { queryKeys, useMutation, useQuery, useQueryClient } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import type { GenerationDone, LetterVersions } from '@lettra/contracts';
import { chooseLetterVersion } from '../api/choose-letter-version.ts';
import { getLetterVersions } from '../api/get-letter-versions.ts';
import { versionTexts } from '../content/version-texts.ts';
import type { Letter } from '../../../entities/letters/model/letter.ts';

export interface OpenedVersions {
  /** What the letter keeps, once read; null while it is read, or when it could not be (the letter is shown alone). */
  kept: LetterVersions | null;
  /** Each version's text, the chosen one as the letter is now (edits included). */
  texts: string[];
  choosing: boolean;
  choose(index: number): void;
  /** A refinement's answer: every version, the new one chosen, and its checks. */
  adopt(done: GenerationDone): void;
}

/**
 * The versions, ATS analysis and fact check of the opened letter, read once when it is opened
 * (`GET /letters/:id/versions`). Choosing a version saves it as the letter and hands the server's
 * answer to `onChosen`; a refused choice keeps the previous one, with the api's message.
 */
export function useLetterVersions(letter: Letter, onChosen: (letter: Letter) => void): OpenedVersions {
  const client = useQueryClient();
  const key = queryKeys.letters.versions(letter.id);
  // Without them the letter is still shown: its versions and checks are extras, no error of their own.
  const { data } = useQuery({ queryKey: key, queryFn: ({ signal }) => getLetterVersions(letter.id, signal) });
  const kept = data ?? null;
  const texts = kept && kept.versions.length > 0 ? kept.versions.with(kept.chosenVersion, letter.content) : [];

  const choice = useMutation({
    mutationFn: (index: number) => chooseLetterVersion(letter, index),
    onSuccess: (chosen, index) => {
      if (kept) client.setQueryData<LetterVersions>(key, { ...kept, versions: texts, chosenVersion: index });
      onChosen(chosen);
    },
    onError: (error) => toastApiError(error, { title: versionTexts.chooseFailed, description: fr.common.genericError }, { action: `letter:${letter.id}:version` }),
  });

  const choose = (index: number) => {
    if (!kept || index === kept.chosenVersion || choice.isPending) return;
    choice.mutate(index);
  };

  const adopt = (done: GenerationDone) => {
    client.setQueryData<LetterVersions>(key, {
      versions: done.versions,
      chosenVersion: Math.max(0, done.versions.lastIndexOf(done.letter.content)),
      ats: done.ats,
      unsupportedClaims: done.unsupportedClaims,
    });
    onChosen(done.letter);
  };

  return { kept, texts, choosing: choice.isPending, choose, adopt };
}
