// The debug panel's chunk (loaded by startDebugPanel.ts for employees only): puts the panel at the
// end of the page's body, outside every area, and takes it away when the employee signs out.

import { createRoot } from 'react-dom/client';
import type { PageBus } from 'page-runtime';
import type { RemoteDescriptor } from 'shared-contracts/platform';
import { copyText, createDebugClient, type DebugClient } from './debugClient';
import { DebugPanel } from './DebugPanel';
import type { DebugRecorder } from './debugRecorder';

export interface MountDebugPanelOptions {
  doc: Document;
  remotes: readonly RemoteDescriptor[];
  recorder: DebugRecorder;
  events: Pick<PageBus, 'on'>;
  client?: DebugClient;
  copy?: (text: string) => Promise<void>;
}

export const DEBUG_PANEL_HOST_ID = 'pb-debug-panel';

/** Mounts the panel; returns the function that takes it away. */
export function mountDebugPanel({
  doc,
  remotes,
  recorder,
  events,
  client = createDebugClient(),
  copy = copyText,
}: MountDebugPanelOptions): () => void {
  const host = doc.createElement('div');
  host.id = DEBUG_PANEL_HOST_ID;
  doc.body.append(host);
  const root = createRoot(host);
  root.render(<DebugPanel remotes={remotes} recorder={recorder} client={client} origin={doc.location.origin} copy={copy} />);
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    stopListening();
    root.unmount();
    host.remove();
    recorder.stop();
  };
  // Signed out, the viewer is no employee any more (and the server would refuse the panel's calls).
  const stopListening = events.on('auth/changed', ({ isAuth }) => {
    if (!isAuth) unmount();
  });
  return unmount;
}
