// The outbound redirect /offsite/ (spec section 7, 'Navigation to /offsite/'): each pin's link
// goes out through it with a token, an HMAC of the pin id and the URL under a server secret, so
// the route redirects only to URLs the site itself put on that pin and is no open redirect.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { externalUrl } from 'shared-contracts/rules';
import type { OutboundLinkMaker } from '../storage/outboundLink';

export const OFFSITE_PATH = '/offsite/';
/** The server_secrets entry that keys the tokens. */
export const OFFSITE_SECRET = 'offsite-links';
/** 128 bits of the HMAC, base64url. */
const TOKEN_LENGTH = 22;

export function offsiteToken(secret: Buffer, pinId: string, url: string): string {
  return createHmac('sha256', secret).update(`offsite:v1\n${pinId}\n${url}`).digest('base64url').slice(0, TOKEN_LENGTH);
}

export function isOffsiteTokenValid(secret: Buffer, pinId: string, url: string, token: string): boolean {
  const expected = Buffer.from(offsiteToken(secret, pinId, url));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/offsite/?token=…&url=…&pin=…` for a pin's http(s) link; null for any other link. */
export function trackedLink(secret: Buffer, pinId: string, link: string | null): string | null {
  if (link === null || !externalUrl(link)) return null;
  const query = new URLSearchParams({ token: offsiteToken(secret, pinId, link), url: link, pin: pinId });
  return `${OFFSITE_PATH}?${query.toString()}`;
}

/** Storage's OutboundLink: every pin's link goes out through /offsite/, keyed by the stored secret. */
export const offsiteOutboundLink: OutboundLinkMaker = async (secret) => {
  const key = await secret(OFFSITE_SECRET);
  return (pinId, link) => trackedLink(key, pinId, link);
};
