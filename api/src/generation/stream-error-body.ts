import type { Language } from '@lettra/letter-engine';
import type { GenerationErrorEvent } from '@lettra/contracts';
import type { AppError } from '../errors/app-error.ts';
import { errorMap } from '../errors/error-map.ts';

/**
 * The `error` event for an error raised after the stream started (docs/architecture.md: same map as JSON
 * errors). docs/product.md §8 words the generation errors in the letter's language, so an English letter
 * gets the English text; titles stay French, like the rest of the interface.
 */
export function streamErrorBody(error: AppError, language: Language): GenerationErrorEvent {
  const entry: { message: string; title?: string; english?: string } = errorMap[error.name];
  return {
    code: error.name,
    message: language === 'english' && entry.english ? entry.english : entry.message,
    ...(entry.title ? { title: entry.title } : {}),
  };
}
