// A message copied from WhatsApp or a chat export opens with its stamp and sender: '[23/11/2026, 09:14] Sandrine: …',
// '23/11/2026 09:14 - Sandrine: …', '11/23/26, 9:14 AM - Sandrine: …'.
const STAMP = /^\[?\d{1,2}[/.]\d{1,2}[/.]\d{2,4},? \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?\]?(?: -)? ([^:]{1,40}): ?(.*)$/u;

type Message = { sender: string; lines: string[] };

/**
 * A posting passed on in a chat is the longest speaker's messages, without their stamps: the friend who shared it
 * wrote the ad, the others only answered ('merci !!'). Lines without any stamp come back whole.
 */
export function withoutChatStamps(lines: readonly string[]): string[] {
  const messages: Message[] = [];
  for (const line of lines) {
    const stamp = STAMP.exec(line);
    const last = messages[messages.length - 1];
    if (stamp !== null) messages.push({ sender: stamp[1] ?? '', lines: stamp[2] === '' || stamp[2] === undefined ? [] : [stamp[2]] });
    else if (last !== undefined) last.lines.push(line);
    else messages.push({ sender: '', lines: [line] });
  }
  if (!messages.some((message) => message.sender !== '')) return [...lines];
  const written = new Map<string, number>();
  for (const message of messages) written.set(message.sender, (written.get(message.sender) ?? 0) + message.lines.join(' ').length);
  const poster = [...written.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return messages.filter((message) => message.sender === poster).flatMap((message) => message.lines);
}
