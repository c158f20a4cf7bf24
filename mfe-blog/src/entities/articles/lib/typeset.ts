// French typography puts a space before « : ; ! ? » and inside « guillemets ». A plain space there lets the
// browser break the line before the sign, leaving a lone '?' or '»' at the start of a line on a phone.
// Data is written with plain spaces; this turns them into non-breaking ones when the text is shown.
const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/** Text with French non-breaking spaces before ; ! ? and : and inside « ». */
export function typeset(text: string): string {
  return text
    .replace(/ ([;!?])/g, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(/ ([:»])/g, `${NO_BREAK_SPACE}$1`)
    .replace(/« /g, `«${NO_BREAK_SPACE}`);
}
