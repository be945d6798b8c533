// Page tokens for API tests and the API benchmark, which run without the platform that signs the
// real ones: `testPageToken(visitor, page)` makes a token these accept (a page view of that visitor;
// without `page`, a new one each time, as each document the platform serves is); anything else is
// refused.

import { createHmac, randomBytes } from 'node:crypto';
import type { PageTokens } from '../server/apiDeps';

const SECRET = randomBytes(32);
const sign = (text: string) => createHmac('sha256', SECRET).update(text).digest('base64url');

export function testPageToken(visitor = 'test-visitor', page = randomBytes(6).toString('base64url')): string {
  return `${visitor}.${page}.${sign(`${visitor}.${page}`)}`;
}

export const testPageTokens: PageTokens = {
  read(token) {
    const [visitor = '', page = '', signature, ...rest] = token.split('.');
    return visitor !== '' && page !== '' && rest.length === 0 && signature === sign(`${visitor}.${page}`) ? { visitor, page } : null;
  },
};
