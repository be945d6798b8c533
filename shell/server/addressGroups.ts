// Which group a connection's address is counted in when connections are shared out: an IPv4
// address on its own (also when the socket writes it as IPv6, ::ffff:a.b.c.d), and an IPv6
// address by its /64, since one host or household is given a whole /64 and may send from any
// address inside it.

import { isIP } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (a zone such as %eth0 dropped, a dotted IPv4 tail read). */
function hextetsOf(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parts = (part: string) => (part === '' ? [] : part.split(':').map((hextet) => parseInt(hextet, 16)));
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The group `address` counts in: the IPv4 address itself, or an IPv6 address's /64 written as
 * `2001:db8:1:2::/64`. Anything else (no address: the socket is already gone) is its own group.
 */
export function addressGroupOf(address: string): string {
  const family = isIP(address.split('%')[0] ?? '');
  if (family !== 6) return address;
  const hextets = hextetsOf(address);
  const mapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}
