import { LANGUAGES, TONES, cutPreview, type Language, type Tone } from '@lettra/letter-engine';
import { APPLICATION_STATUSES, type ApplicationStatus, type LetterSummary, type LetterView } from '@lettra/contracts';
import type { LetterRow, LetterSummaryRow } from './letters.repository.ts';

const frenchDays = new Map<string, { format: Intl.DateTimeFormat; known: Map<number, string> }>();
// The list dates every letter on every request, with the same few instants each time: each is
// formatted once (Intl is a few microseconds a call). Forgotten all at once past this many.
const DATES_KEPT_PER_ZONE = 50_000;

/** `dd/mm/yyyy` in fr-FR (docs/product.md §9), for the calendar day in `timeZone`. */
export function frenchDate(date: Date, timeZone: string): string {
  let zone = frenchDays.get(timeZone);
  if (!zone) {
    zone = {
      format: new Intl.DateTimeFormat('fr-FR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      known: new Map(),
    };
    frenchDays.set(timeZone, zone);
  }
  const instant = date.getTime();
  let text = zone.known.get(instant);
  if (text === undefined) {
    if (zone.known.size >= DATES_KEPT_PER_ZONE) zone.known.clear();
    text = zone.format.format(date);
    zone.known.set(instant, text);
  }
  return text;
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
const isTone = (value: string): value is Tone => (TONES as readonly string[]).includes(value);
const isApplicationStatus = (value: string): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value);

/** A stored letter as the list shows it to `user`: no text, so nothing to cut either. */
export function toLetterSummary(letter: LetterSummaryRow, isPremium: boolean, timeZone = 'Europe/Paris'): LetterSummary {
  return {
    id: letter.id,
    title: letter.title,
    company: letter.company,
    position: letter.position,
    locked: !isPremium,
    favorite: letter.favorite,
    language: isLanguage(letter.language) ? letter.language : 'french',
    tone: isTone(letter.tone) ? letter.tone : 'formal',
    createdAt: letter.createdAt.toISOString(),
    updatedAt: letter.updatedAt.toISOString(),
    date: frenchDate(letter.createdAt, timeZone),
    version: letter.version,
    applicationStatus: isApplicationStatus(letter.applicationStatus) ? letter.applicationStatus : 'to_send',
    statusChangedAt: letter.statusChangedAt?.toISOString() ?? null,
    postingUrl: letter.postingUrl,
  };
}

/**
 * A stored letter as `user` may receive it. Locked letters are cut here, not in the browser: for a
 * user who is not effectively premium only the preview leaves the server (docs/decisions.md).
 */
export function toLetterView(letter: LetterRow, isPremium: boolean, timeZone = 'Europe/Paris'): LetterView {
  return {
    ...toLetterSummary(letter, isPremium, timeZone),
    content: isPremium ? letter.content : cutPreview(letter.content).preview,
    postingText: letter.postingText,
    applicationNote: letter.applicationNote,
  };
}
