// The frame the edge server writes into each document: the theme from its cookie, and who is
// signed in (a few fields of the API's viewer), so the header's first paint is already right. The
// viewer comes from the document's session read when there is one (the API's own answer, checked
// for the fields the header shows), so a signed-in document reads the viewer once, not twice.

import { fastifyCookie } from '@fastify/cookie';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Storage } from 'api';
import { type FirstReadAnswer, frameViewerOf, type PageFrame } from 'shared-contracts/platform';
import { type Theme, THEME_COOKIE, themeFromCookie } from 'shared-contracts/rules';

export interface PageFrameDeps {
  /** Absent for a site without data: nobody is signed in. */
  storage?: Pick<Storage, 'getViewer'>;
  /** The document's session read (UserSessionResource), when the edge server made it. */
  sessionRead?: FirstReadAnswer;
}

const SignedInSession = Type.Object({
  resource_response: Type.Object({
    data: Type.Object({
      isAuthenticated: Type.Literal(true),
      viewer: Type.Object({
        username: Type.String(),
        fullName: Type.String(),
        imageSmallUrl: Type.String(),
        created_at: Type.String(),
        hasBusinessProfiles: Type.Boolean(),
        is_employee: Type.Boolean(),
      }),
    }),
  }),
});

/** The theme the visitor chose (its cookie), light without one. */
export function themeOfRequest(cookieHeader: string | undefined): Theme {
  return themeFromCookie(fastifyCookie.parse(cookieHeader ?? '')[THEME_COOKIE]);
}

export async function pageFrameOf(
  cookieHeader: string | undefined,
  userId: number | null,
  { storage, sessionRead }: PageFrameDeps,
): Promise<PageFrame> {
  const theme = themeOfRequest(cookieHeader);
  if (sessionRead) {
    const { body } = sessionRead;
    return { theme, viewer: Value.Check(SignedInSession, body) ? frameViewerOf(body.resource_response.data.viewer) : null };
  }
  const viewer = storage && userId !== null ? await storage.getViewer(userId) : null;
  return { theme, viewer: viewer ? frameViewerOf(viewer) : null };
}
