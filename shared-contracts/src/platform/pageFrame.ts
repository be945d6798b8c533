// What the edge server already knows about this page's frame and writes into the document: the
// theme (from its cookie) and who is signed in, so the header is right on its first paint instead
// of waiting for the session call. The session store stays the truth after that (auth/changed).

import type { ApiViewer } from '../api/apiTypes';
import type { Theme } from '../rules/theme';

export interface FrameViewer {
  username: string;
  fullName: string;
  imageSmallUrl: string;
  createdAt: string;
  hasBusinessProfiles: boolean;
  isEmployee: boolean;
}

export interface PageFrame {
  theme: Theme;
  viewer: FrameViewer | null;
}

/** The header's few fields of the API's viewer: the same on the server (the document) and in the page (the session). */
export function frameViewerOf(
  viewer: Pick<ApiViewer, 'username' | 'fullName' | 'imageSmallUrl' | 'created_at' | 'hasBusinessProfiles' | 'is_employee'>,
): FrameViewer {
  return {
    username: viewer.username,
    fullName: viewer.fullName,
    imageSmallUrl: viewer.imageSmallUrl,
    createdAt: viewer.created_at,
    hasBusinessProfiles: viewer.hasBusinessProfiles,
    isEmployee: viewer.is_employee,
  };
}

export const DEFAULT_PAGE_FRAME: PageFrame = { theme: 'light', viewer: null };

function isFrameViewer(value: unknown): value is FrameViewer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.username === 'string' &&
    v.username !== '' &&
    typeof v.fullName === 'string' &&
    typeof v.imageSmallUrl === 'string' &&
    typeof v.createdAt === 'string' &&
    typeof v.hasBusinessProfiles === 'boolean' &&
    typeof v.isEmployee === 'boolean'
  );
}

/** The frame from the document's config; a missing or malformed one is the signed-out light default, never an error: the header then waits for the session. */
export function parsePageFrame(input: unknown): PageFrame {
  if (typeof input !== 'object' || input === null) return DEFAULT_PAGE_FRAME;
  const { theme, viewer } = input as Record<string, unknown>;
  return {
    theme: theme === 'dark' ? 'dark' : 'light',
    viewer: isFrameViewer(viewer)
      ? {
          username: viewer.username,
          fullName: viewer.fullName,
          imageSmallUrl: viewer.imageSmallUrl,
          createdAt: viewer.createdAt,
          hasBusinessProfiles: viewer.hasBusinessProfiles,
          isEmployee: viewer.isEmployee,
        }
      : null,
  };
}
