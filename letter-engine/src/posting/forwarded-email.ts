// The fields a mail client writes above a message it forwards, in English and French: 'From: Mum <…>',
// 'De : Sandrine <…>', 'Date: …', 'Subject: …', 'Objet : …', 'To: …', 'À : …', 'Sent: …', 'Envoyé : …'.
const FIELD = /^(from|de|date|sent|envoy[ée]|to|à|a|cc|subject|objet|sujet|reply-to|r[ée]pondre à)\s?:\s?(.*)$/i;
const SENDER = /^(?:from|de)$/i;
const SUBJECT = /^(?:subject|objet|sujet)$/i;
// A block with its sender and two more fields is a message's header; 'Date : 12 mars' alone is a posting's field.
const MIN_FIELDS = 3;

// 'Fwd: Fwd: job at the wildlife park??', 'TR : offre', 'Re: Vacancy: …': the mail's prefixes, not its subject.
const MAIL_PREFIX = /^(?:(?:fwd?|fw|tr|re|réf)\s?:\s?)+/i;

// The note a friend writes above what they paste ends at a rule: 'Salut Mehdi, … Bisous', then '---'. Rule
// 'captioned rule': the rule may carry a caption, as a friend's ('----- annonce affichée à l'accueil -----') or a
// mail client's ('-------- Message original --------', Thunderbird's).
const RULE = /^[-_=*~–—]{3,}(?: ?[^-_=*~–—]{1,60}? ?[-_=*~–—]{3,})?$/u;
const MAX_NOTE_LINES = 4;

// A reply quotes the message it answers below a line saying who wrote it: 'On Mon, 23 Nov 2026 at 09:14, Sandrine
// <s@example.com> wrote:', 'Le lun. 23 nov. 2026 à 09:14, Sandrine <…> a écrit :'.
const QUOTE_INTRO = /^(?:On|Le) .{5,160}(?:wrote| a écrit) ?:$/u;
const QUOTE_MARK = /^> ?/;

// The quoted lines lose their marks; an ad's own '>' bullets are only some of its lines, a quote is all of them.
function unquoted(lines: readonly string[]): string[] {
  const marked = lines.filter((line) => QUOTE_MARK.test(line)).length;
  return marked === lines.length ? lines.map((line) => line.replace(QUOTE_MARK, '').trim()).filter((line) => line.length > 0) : [...lines];
}

/** A forwarded e-mail's last message: its lines, and the subject its sender gave it. */
export type ForwardedMessage = { lines: string[]; subject: string | null };

type Header = { end: number; sender: boolean; mail: boolean; subject: string | null };

// 'De : 9h', 'À : 17h', 'Date : lundi' in a posting's fields have neither a subject nor an address: a mail's header has.
function headerEnd(lines: readonly string[], start: number): Header {
  let end = start;
  let sender = false;
  let mail = false;
  let subject: string | null = null;
  for (; end < lines.length; end += 1) {
    const field = FIELD.exec(lines[end] ?? '');
    if (field === null) break;
    if (SENDER.test(field[1] ?? '')) sender = true;
    if ((field[2] ?? '').includes('@')) mail = true;
    if (SUBJECT.test(field[1] ?? '')) {
      subject = (field[2] ?? '').replace(MAIL_PREFIX, '').trim();
      mail = true;
    }
  }
  return { end, sender, mail, subject };
}

/**
 * A posting forwarded by e-mail, once or more ('Fwd: Fwd:', '---------- Forwarded message ---------', 'From:',
 * 'Date:', 'Subject:', 'To:'), is the last message's text: the subject lines, headers and the notes of those who
 * passed it on ('you should go for it love xx') are the mail's, not the employer's. A note above a rule at the top
 * of the last message is the forwarder's too. A reply is the message it quotes. Lines without any mail header come
 * back whole.
 */
export function forwardedMessage(lines: readonly string[]): ForwardedMessage {
  let body = -1;
  let subject: string | null = null;
  for (let at = 0; at < lines.length; ) {
    const header = headerEnd(lines, at);
    if (header.sender && header.mail && header.end - at >= MIN_FIELDS) {
      body = header.end;
      subject = header.subject;
    }
    at = Math.max(header.end, at + 1);
  }
  const quoted = lines.findLastIndex((line) => QUOTE_INTRO.test(line));
  if (quoted > body) return { lines: unquoted(lines.slice(quoted + 1)), subject };
  if (body < 0) return { lines: [...lines], subject: null };
  const rest = lines.slice(body);
  const rule = rest.slice(0, MAX_NOTE_LINES + 1).findIndex((line) => RULE.test(line));
  const quote = quotedAfterNote(rest);
  return { lines: rule >= 0 ? rest.slice(rule + 1) : (quote ?? rest), subject: subject === '' ? null : subject };
}

// Rule 'note above a quote': the forwarder's note ('Salut Ju, vu sur le groupe… Karim'), then the ad pasted as a
// quote, every line of it marked '>' to the end: the quote is the posting, the note is the mail's.
// The forwarder's signature may follow the quote ('--', 'Élodie'): a few short lines after its last marked line.
function quotedAfterNote(rest: readonly string[]): string[] | null {
  const start = rest.findIndex((line) => QUOTE_MARK.test(line));
  const end = rest.findLastIndex((line) => QUOTE_MARK.test(line));
  if (start < 0) return null;
  const filled = (lines: readonly string[]): string[] => lines.filter((line) => line.trim().length > 0);
  const note = filled(rest.slice(0, start));
  const quote = filled(rest.slice(start, end + 1));
  const signature = filled(rest.slice(end + 1));
  if (note.length > MAX_NOTE_LINES || signature.length > MAX_NOTE_LINES || !quote.every((line) => QUOTE_MARK.test(line))) return null;
  return unquoted(quote);
}
