import { sanitizeText } from '../text/sanitize.ts';
import { startsLower } from '../text/letter-case.ts';

// A bullet or numbering at the start of a line: '- ', '• ', '* ', '1. ', '2) ', '✓ ', '➢ ', and the
// pictograms social posts use as bullets ('👉 ', '✔️ ').
const BULLET = /^(?:(?:[-–—•*·▪▫◦‣►▶➢➤→✓✔☑✅🔹🔸]|\p{Extended_Pictographic})\uFE0F?)+ ?|^\d{1,2}[.)] /u;

// A PDF copied as text keeps its page footers ('Page 1/2', 'Page 3 sur 4') among the lines.
const PAGE_FOOTER = /^(?:page|p\.) ?\d{1,3}(?: ?(?:\/|sur|of|de) ?\d{1,3})?$/i;

// …and its words cut at the end of a line ('des arti-' / 'sans', 'Ex-' / 'cel'): a line ending on a letter and
// a hyphen, before a line opening in lower case, ends on half a word. 'Jean-' / 'Moulin' may be a compound's own hyphen.
const CUT_WORD = /\p{L}-$/u;

// …and a list's item goes on, without a bullet, in lower case or in brackets, on the lines under it: '• Tenue de la
// caisse et des' / 'remises en banque'. A pictogram opens a social post's lines, not a printed list's
// items: '👍 52 💬 7' / 'sam_rides tag a friend' are two comments.
const LIST_ITEM = /^(?:[-–—•*·▪▫◦‣►▶➢➤→]|\d{1,2}[.)]) /u;
const ITEM_GOES_ON = /^[\p{Ll}(]/u;
const ENDED = /[.!?;:]$/;

function withWholeWords(lines: readonly string[]): string[] {
  const joined: string[] = [];
  let inItem = false;
  for (const line of lines) {
    const last = joined.at(-1);
    if (last !== undefined && CUT_WORD.test(last) && startsLower(line)) joined[joined.length - 1] = last.slice(0, -1) + line;
    else if (last !== undefined && inItem && !withBullet(line) && !ENDED.test(last) && ITEM_GOES_ON.test(line)) joined[joined.length - 1] = `${last} ${line}`;
    else {
      joined.push(line);
      inItem = LIST_ITEM.test(line);
    }
  }
  return joined;
}

/**
 * The posting's lines, sanitised, with every run of spaces collapsed to one (so no later pattern
 * ever walks a long run of blanks), empty lines and page footers dropped, and words cut across lines made whole.
 */
export function postingLines(text: string): string[] {
  return withWholeWords(
    sanitizeText(text)
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line.length > 0 && !PAGE_FOOTER.test(line)),
  );
}

/** A line without its bullet or numbering: '- Piloter les campagnes' → 'Piloter les campagnes'. */
export function withoutBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** True when a line opens with a bullet or a numbering. */
export function withBullet(line: string): boolean {
  return BULLET.test(line);
}
