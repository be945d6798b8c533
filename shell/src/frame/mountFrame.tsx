// Mounts the header (over its static first-paint copy in document.html) and the mobile bottom bar.

import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PageFrame } from 'shared-contracts/platform';
import { QueryRoot } from 'react-kit';
import { BottomNav } from './BottomNav';
import { SiteHeader } from './SiteHeader';
import { useFrameViewer } from './useFrameViewer';

interface FrameProps {
  /** The server's frame; undefined when the document had none (a site without data). */
  frame: PageFrame | undefined;
  bottomNav: HTMLElement | null;
  navigate: (url: string) => void;
}

function Frame({ frame, bottomNav, navigate }: FrameProps) {
  const { known, viewer } = useFrameViewer(frame?.viewer ?? null, frame !== undefined && frame.viewer === null);
  return (
    <>
      <SiteHeader viewer={viewer} known={known} navigate={navigate} />
      {bottomNav && createPortal(<BottomNav viewer={viewer} hidden={false} />, bottomNav)}
    </>
  );
}

export function mountFrame(doc: Document, frame: PageFrame | undefined, navigate: (url: string) => void): void {
  const header = doc.getElementById('site-header');
  if (!header) return;
  createRoot(header).render(
    <QueryRoot>
      <Frame frame={frame} bottomNav={doc.getElementById('site-bottom-nav')} navigate={navigate} />
    </QueryRoot>,
  );
}
