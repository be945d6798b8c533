// A short keyed hash of the network a request came from (an IPv4 address, an IPv6 /64): load
// reports and browser identities name networks so, and the store never sees an address.

import { createHmac } from 'node:crypto';
import { clientNetwork } from '../rules/clientNetwork';

/** Characters kept: 96 bits, ample to tell networks apart, too short to be worth more. */
const HASH_CHARS = 16;

export function networkHash(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`network.${clientNetwork(address)}`)
    .digest('base64url')
    .slice(0, HASH_CHARS);
}
