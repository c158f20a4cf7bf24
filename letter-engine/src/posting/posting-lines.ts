import { sanitizeText } from '../text/sanitize.ts';

// A bullet or numbering at the start of a line: '- ', '• ', '* ', '1. ', '2) ', '✓ ', '➢ ', and the
// pictograms social posts use as bullets ('👉 ', '✔️ ').
const BULLET = /^(?:(?:[-–—•*·▪▫◦‣►▶➢➤→✓✔☑✅🔹🔸]|\p{Extended_Pictographic})\uFE0F?)+ ?|^\d{1,2}[.)] /u;

/**
 * The posting's lines, sanitised, with every run of spaces collapsed to one (so no later pattern
 * ever walks a long run of blanks) and empty lines dropped.
 */
export function postingLines(text: string): string[] {
  return sanitizeText(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/** A line without its bullet or numbering: '- Piloter les campagnes' → 'Piloter les campagnes'. */
export function withoutBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** True when a line opens with a bullet or a numbering. */
export function withBullet(line: string): boolean {
  return BULLET.test(line);
}
