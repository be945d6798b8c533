// Runs the held-saves merge once per page, as soon as the page knows the viewer is signed in.

import { useEffect, useRef } from 'react';
import { signedInViewer } from 'page-runtime';
import { useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { mergeHeldSaves } from './mergeHeldSaves';

export function useHeldSavesMerge(): void {
  const { events, session } = useExperiencesDeps();
  const viewer = signedInViewer(useSession(session));
  const started = useRef(false);
  useEffect(() => {
    if (!viewer || started.current) return;
    started.current = true;
    void mergeHeldSaves(viewer, { events });
  }, [viewer, events]);
}
