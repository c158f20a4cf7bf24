import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const [head = '', tail, ...more] = address.split('::');
  if (more.length > 0) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const toGroups = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [Number.parseInt(part, 16)];
      const bytes = part.split('.').map(Number);
      return [((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)];
    });
  const first = toGroups(parse(head));
  const last = tail === undefined ? [] : toGroups(parse(tail));
  const missing = 8 - first.length - last.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...first, ...Array<number>(missing).fill(0), ...last];
}

/**
 * What rate limits and the login back-off count per: the client's address as the trusted proxy saw
 * it (`request.ip`), an IPv4 address as is, an IPv6 address by its /64 network, since one
 * subscriber commonly holds a whole /64 and could otherwise take a fresh address per attempt.
 */
export function clientSource(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  if (net.isIPv4(address) || !net.isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}
