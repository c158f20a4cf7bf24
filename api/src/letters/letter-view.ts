import { LANGUAGES, TONES, cutPreview, type Language, type LetterView, type Tone } from '@lettra/letter-engine';
import type { LetterRow } from './letters.repository.ts';

const frenchDays = new Map<string, Intl.DateTimeFormat>();

/** `dd/mm/yyyy` in fr-FR (docs/product.md §9), for the calendar day in `timeZone`. */
export function frenchDate(date: Date, timeZone: string): string {
  let format = frenchDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    frenchDays.set(timeZone, format);
  }
  return format.format(date);
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
const isTone = (value: string): value is Tone => (TONES as readonly string[]).includes(value);

/**
 * A stored letter as `user` may receive it. Locked letters are cut here, not in the browser: for a
 * user who is not effectively premium only the preview leaves the server (docs/decisions.md).
 */
export function toLetterView(letter: LetterRow, isPremium: boolean, timeZone = 'Europe/Paris'): LetterView {
  return {
    id: letter.id,
    title: letter.title,
    company: letter.company,
    position: letter.position,
    content: isPremium ? letter.content : cutPreview(letter.content).preview,
    locked: !isPremium,
    favorite: letter.favorite,
    language: isLanguage(letter.language) ? letter.language : 'french',
    tone: isTone(letter.tone) ? letter.tone : 'formal',
    createdAt: letter.createdAt.toISOString(),
    updatedAt: letter.updatedAt.toISOString(),
    date: frenchDate(letter.createdAt, timeZone),
    version: letter.version,
  };
}
