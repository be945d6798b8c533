// Page tokens for API tests and the API benchmark, which run without the platform that signs the
// real ones: `testPageToken(visitor)` makes a token these accept; anything else is refused.

import { createHmac, randomBytes } from 'node:crypto';
import type { PageTokens } from '../server/apiDeps';

const SECRET = randomBytes(32);
const sign = (visitor: string) => createHmac('sha256', SECRET).update(visitor).digest('base64url');

export function testPageToken(visitor = 'test-visitor'): string {
  return `${visitor}.${sign(visitor)}`;
}

export const testPageTokens: PageTokens = {
  read(token) {
    const [visitor = '', signature] = token.split('.');
    return visitor !== '' && signature === sign(visitor) ? { visitor } : null;
  },
};
