// Who a document is for, worked out once per request: the platform's visitor key ('user:N',
// 'anon:<id>', or null for a bot) read into its parts, with what the user agent says. The edge
// server passes this down, so no part of the document path parses the key or the user agent again.

import { classifyUserAgent, subjectParts } from 'api';

export interface DocumentVisitor {
  /** The platform's key, as the registry buckets visitors by it. */
  key: string | null;
  /** The signed-in user; null for a signed-out visitor or a bot. */
  userId: number | null;
  /** A signed-out visitor's anonymous id; null when signed in, and for a bot. */
  anonId: string | null;
  isBot: boolean;
  isSocialBot: boolean;
}

export function documentVisitorOf(key: string | null, userAgent: string | undefined): DocumentVisitor {
  return { key, ...subjectParts(key), ...classifyUserAgent(userAgent) };
}

/**
 * A crawler as it asks: a bot with no session, no anonymous id and no cookies at all. Its document
 * is the same for every such bot, so it is shared between them (sharedDocuments.ts); a bot that
 * sends cookies (signed in, or anything else a page could depend on) gets its own.
 */
export function isSharedBot(visitor: DocumentVisitor, cookieHeader: string | undefined): boolean {
  return visitor.isBot && visitor.key === null && (cookieHeader ?? '').trim() === '';
}
