import { ApiError } from '@lettra/shared-ui';
import type { AtsAnalysis, LetterView } from '@lettra/letter-engine';
import type { SseEvent } from './parse-sse.ts';

// The events of `POST /api/letters/generate` (issue 4). `version` in a delta is the 0-based index of
// the version being written; `versions` in meta is how many will be (1 free, 3 premium).

/** First event: the letter being written and the ATS analysis of the CV against the posting. */
export interface GenerationMeta {
  letterId: string;
  title: string;
  company: string;
  position: string;
  versions: number;
  /** The user is not premium: only the preview part of each version is streamed. */
  locked: boolean;
  ats: AtsAnalysis;
}

/** A piece of text appended to one version. */
export interface GenerationDelta {
  version: number;
  text: string;
}

/** Last event: the saved letter, every version's full text (previews when locked) and the checks. */
export interface GenerationDone {
  letter: LetterView;
  versions: string[];
  ats: AtsAnalysis;
  /** Per version: skills, tools or diplomas the letter claims that the CV does not show. */
  unsupportedClaims: string[][];
  /** Free plan: letters used this month and the monthly limit; null for premium. */
  quota: { used: number; limit: number } | null;
}

/** An error after the stream started, with the api's error-map wording. */
export interface GenerationErrorBody {
  code: string;
  message: string;
  title?: string;
}

export type GenerationEvent =
  | { type: 'meta'; payload: GenerationMeta }
  | { type: 'delta'; payload: GenerationDelta }
  | { type: 'done'; payload: GenerationDone }
  | { type: 'error'; payload: GenerationErrorBody };

const KNOWN = new Set(['meta', 'delta', 'done', 'error']);

/** Thrown into the normal error path when the server sends something unreadable. */
function malformed(): ApiError {
  return new ApiError(502, { code: 'MalformedStreamError', message: 'Réponse du serveur illisible. Veuillez réessayer.' });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turns an SSE event into a generation event: null for an event type Lettra does not know (so the
 * api can add some later), ApiError for data that is not the JSON the contract describes.
 */
export function decodeGenerationEvent(sse: SseEvent): GenerationEvent | null {
  if (!KNOWN.has(sse.event)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(sse.data);
  } catch {
    throw malformed();
  }
  if (!isRecord(payload)) throw malformed();
  switch (sse.event) {
    case 'meta':
      if (typeof payload.letterId !== 'string' || typeof payload.versions !== 'number') throw malformed();
      return { type: 'meta', payload: payload as unknown as GenerationMeta };
    case 'delta':
      if (typeof payload.version !== 'number' || typeof payload.text !== 'string') throw malformed();
      return { type: 'delta', payload: payload as unknown as GenerationDelta };
    case 'done':
      if (!isRecord(payload.letter) || !Array.isArray(payload.versions)) throw malformed();
      return { type: 'done', payload: payload as unknown as GenerationDone };
    default:
      return {
        type: 'error',
        payload: {
          code: typeof payload.code === 'string' ? payload.code : 'GenerationFailedError',
          message: typeof payload.message === 'string' ? payload.message : '',
          ...(typeof payload.title === 'string' && { title: payload.title }),
        },
      };
  }
}
