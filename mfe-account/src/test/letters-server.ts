import { letterPatchBodySchema } from '@lettra/contracts';
import { refusal, type FakeRoutes } from '@lettra/shared-ui/testing';
import type { Letter } from '../entities/letters/model/letter.ts';

const base = {
  locked: false,
  favorite: false,
  language: 'french',
  tone: 'formal',
  version: 1,
  applicationStatus: 'to_send',
  statusChangedAt: null,
  postingUrl: null,
  postingText: null,
  applicationNote: null,
} as const;

/** When the fake api dates a change of application status. */
export const STATUS_CHANGED_AT = '2025-04-01T10:00:00.000Z';

/** Three letters of one user, created on different days, one of them a favourite. */
export function sampleLetters(): Letter[] {
  return [
    {
      ...base,
      id: 'let_airbus',
      title: 'Candidature Airbus',
      company: 'Airbus',
      position: 'Ingénieure systèmes',
      content: 'Madame, Monsieur,\n\nJe souhaite rejoindre Airbus.\nCordialement,',
      favorite: true,
      createdAt: '2025-01-10T09:00:00.000Z',
      updatedAt: '2025-01-10T09:00:00.000Z',
      date: '10/01/2025',
    },
    {
      ...base,
      id: 'let_decathlon',
      title: 'Vendeur sport',
      company: 'Decathlon',
      position: 'Vendeur',
      content: 'Bonjour,\nJe suis passionné de sport.',
      createdAt: '2025-03-02T09:00:00.000Z',
      updatedAt: '2025-03-02T09:00:00.000Z',
      date: '02/03/2025',
    },
    {
      ...base,
      id: 'let_ubisoft',
      title: 'Game designer',
      company: 'Ubisoft',
      position: 'Game designer junior',
      content: 'Madame,\nLe jeu vidéo est ma passion.',
      createdAt: '2025-02-15T09:00:00.000Z',
      updatedAt: '2025-02-15T09:00:00.000Z',
      date: '15/02/2025',
    },
  ];
}

const matches = (letter: Letter, q: string) =>
  [letter.title, letter.company, letter.position].some((field) => field.toLowerCase().includes(q.toLowerCase()));

/** The letters routes of the api over an in-memory list, with its search, tabs, versions and refusals. */
export function lettersRoutes(letters: Letter[]) {
  const find = (id: string | undefined) => letters.find((letter) => letter.id === id);
  const notFound = () => refusal(404, { code: 'LetterNotFoundError', message: 'Lettre introuvable' });
  return {
    'GET /letters': ({ url }) => {
      const q = url.searchParams.get('q') ?? '';
      const tab = url.searchParams.get('tab') ?? 'all';
      let found = letters.filter((letter) => matches(letter, q));
      if (tab === 'favorites') found = found.filter((letter) => letter.favorite);
      if (tab === 'recent') found = [...found].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { letters: found };
    },
    'GET /letters/:id': ({ params }) => find(params.id) ?? notFound(),
    'PATCH /letters/:id': ({ params, body }) => {
      const letter = find(params.id);
      const patch = letterPatchBodySchema.parse(body);
      if (!letter) return notFound();
      if (patch.version !== letter.version) {
        return refusal(409, { code: 'LetterConflictError', message: "Cette lettre a été modifiée ailleurs. Rechargez-la avant d'enregistrer." });
      }
      if (patch.content !== undefined && !patch.content.trim()) {
        return refusal(400, { code: 'EmptyLetterError', title: 'Contenu vide', message: 'Votre lettre ne peut pas être vide' });
      }
      Object.assign(letter, {
        ...(patch.content !== undefined && { content: patch.content }),
        ...(patch.favorite !== undefined && { favorite: patch.favorite }),
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.applicationStatus !== undefined &&
          patch.applicationStatus !== letter.applicationStatus && { applicationStatus: patch.applicationStatus, statusChangedAt: STATUS_CHANGED_AT }),
        ...(patch.postingUrl !== undefined && { postingUrl: patch.postingUrl || null }),
        ...(patch.postingText !== undefined && { postingText: patch.postingText || null }),
        ...(patch.applicationNote !== undefined && { applicationNote: patch.applicationNote || null }),
        version: letter.version + 1,
      });
      return { ...letter };
    },
    'DELETE /letters/:id': ({ params }) => {
      const index = letters.findIndex((letter) => letter.id === params.id);
      if (index >= 0) letters.splice(index, 1);
      return { ok: true };
    },
  } satisfies FakeRoutes;
}
