// Which network a request came from, for telling report senders apart: an IPv4 address, or the /64
// of an IPv6 one (one host is usually given a whole /64, so counting its addresses one by one would
// let a single machine look like millions of clients).

import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  let left = parse(head);
  let right = tail === undefined ? [] : parse(tail);
  // A dotted IPv4 ending (::ffff:1.2.3.4) is two groups.
  const dotted = (groups: string[]) =>
    groups.flatMap((g) => {
      if (!isIPv4(g)) return [g];
      const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  left = dotted(left);
  right = dotted(right);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}

/**
 * 'v4:203.0.113.9' or 'v6:2001:db8:0:1' (the first four groups); an IPv4-mapped IPv6 address is
 * its IPv4 address. Anything else (no address known) is 'other:' and the text.
 */
export function clientNetwork(address: string): string {
  const plain = address.replace(/%.*$/, '');
  if (isIPv4(plain)) return `v4:${plain}`;
  const groups = ipv6Groups(plain);
  if (!groups) return `other:${address}`;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `v4:${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `v6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}`;
}
