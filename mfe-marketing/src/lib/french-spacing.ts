const NBSP = '\u00a0';

/**
 * French typography for display: a non-breaking space before ? ! : ; % € and », after «, and between
 * groups of thousands, so a line never starts with '?' or splits '40 000' on a narrow screen.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([?!:;%€»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`);
}
