// Who the header shows: the page's session once it has loaded (it follows auth/changed), and until
// then what the server wrote into the document, so the first paint is already right.

import { type FrameViewer, frameViewerOf } from 'shared-contracts/platform';
import { signedInViewer } from 'page-runtime';
import { useSession } from 'react-kit';

export interface HeaderViewer {
  /** Whether the header knows yet (from the document or the session). */
  known: boolean;
  viewer: FrameViewer | null;
}

export function useFrameViewer(fromDocument: FrameViewer | null, documentSaysSignedOut: boolean): HeaderViewer {
  const session = useSession();
  if (session === null) return { known: fromDocument !== null || documentSaysSignedOut, viewer: fromDocument };
  const viewer = signedInViewer(session);
  return { known: true, viewer: viewer && frameViewerOf(viewer) };
}
