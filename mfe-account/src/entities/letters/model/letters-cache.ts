import { queryKeys, type QueryClient } from '@lettra/shared-ui/query';
import type { Letter, LetterSummary } from './letter.ts';

type ListAnswer = { letters: LetterSummary[] };
type LetterFields = Partial<Omit<Letter, 'id'>>;

/** Every cached answer about letters, to put back as it was when a change is refused. */
export type LettersSnapshot = ReadonlyArray<readonly [readonly unknown[], unknown]>;

/** The favourites tab lists only starred letters: a letter unstarred leaves it at once. */
const isFavoritesList = (key: readonly unknown[]) => key[2] === 'favorites';

function changeLists(client: QueryClient, id: string, change: (letter: LetterSummary) => LetterSummary) {
  for (const [key, answer] of client.getQueriesData<ListAnswer>({ queryKey: queryKeys.letters.lists() })) {
    if (!answer) continue;
    const letters = answer.letters.map((listed) => (listed.id === id ? change(listed) : listed));
    client.setQueryData<ListAnswer>(key, {
      letters: isFavoritesList(key) ? letters.filter((listed) => listed.favorite) : letters,
    });
  }
}

/**
 * A letter's new fields in every cached list that holds it and in its opened copy: the server's answer
 * after a change, or the change itself while it is on its way (optimistic). Every screen of the page
 * reads these caches, so the dashboard shows what my letters changed without asking again.
 */
export function putLetterFields(client: QueryClient, id: string, fields: LetterFields) {
  changeLists(client, id, (listed) => ({ ...listed, ...fields }));
  client.setQueryData<Letter>(queryKeys.letters.detail(id), (held) => held && { ...held, ...fields });
}

/** The server's answer for a letter, text included, in the lists and as the opened letter. */
export function putLetter(client: QueryClient, letter: Letter) {
  putLetterFields(client, letter.id, letter);
  client.setQueryData<Letter>(queryKeys.letters.detail(letter.id), letter);
}

/** A deleted letter leaves every list, and its opened copy is forgotten. */
export function dropLetter(client: QueryClient, id: string) {
  for (const [key, answer] of client.getQueriesData<ListAnswer>({ queryKey: queryKeys.letters.lists() })) {
    if (answer) client.setQueryData<ListAnswer>(key, { letters: answer.letters.filter((listed) => listed.id !== id) });
  }
  client.removeQueries({ queryKey: queryKeys.letters.detail(id) });
}

/** The version the page holds of a letter: the one a change must name (the api refuses an older one, 409). */
export function heldVersion(client: QueryClient, letter: LetterSummary): number {
  const held = client.getQueryData<Letter>(queryKeys.letters.detail(letter.id));
  const listed = client
    .getQueriesData<ListAnswer>({ queryKey: queryKeys.letters.lists() })
    .flatMap(([, answer]) => answer?.letters.filter((listed) => listed.id === letter.id) ?? []);
  return Math.max(letter.version, held?.version ?? 0, ...listed.map((listed) => listed.version));
}

export function snapshotLetters(client: QueryClient): LettersSnapshot {
  return client.getQueriesData({ queryKey: queryKeys.letters.all });
}

export function restoreLetters(client: QueryClient, snapshot: LettersSnapshot) {
  for (const [key, answer] of snapshot) client.setQueryData(key, answer);
}

/** A list read again that names a newer version of an opened letter: that letter's text is read again. */
export function forgetOutdatedDetails(client: QueryClient, letters: readonly LetterSummary[]) {
  for (const letter of letters) {
    const held = client.getQueryData<Letter>(queryKeys.letters.detail(letter.id));
    if (held && held.version < letter.version) void client.invalidateQueries({ queryKey: queryKeys.letters.detail(letter.id) });
  }
}
