// The frame the edge server writes into each document: the theme from its cookie, and who is
// signed in (a few fields of the API's viewer), so the header's first paint is already right.

import { fastifyCookie } from '@fastify/cookie';
import type { Storage } from 'api';
import { frameViewerOf, type PageFrame, THEME_COOKIE, themeFromCookie } from 'shared-contracts';

const USER_KEY = /^user:(\d+)$/;

export interface PageFrameDeps {
  /** Absent for a site without data: nobody is signed in. */
  storage?: Pick<Storage, 'getViewer'>;
}

export async function pageFrameOf(
  cookieHeader: string | undefined,
  visitorKey: string | null,
  { storage }: PageFrameDeps,
): Promise<PageFrame> {
  const theme = themeFromCookie(fastifyCookie.parse(cookieHeader ?? '')[THEME_COOKIE]);
  const userId = visitorKey ? USER_KEY.exec(visitorKey)?.[1] : undefined;
  const viewer = storage && userId ? await storage.getViewer(Number(userId)) : null;
  return { theme, viewer: viewer ? frameViewerOf(viewer) : null };
}
