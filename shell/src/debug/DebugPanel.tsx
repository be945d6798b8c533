// The employee debug panel (spec section 6: 'Employees see a signal-debugger area'): a complementary
// region docked at the bottom right, collapsible, listing each area's build on this page with its
// load, the builds it could be switched to (each with a signed override link to copy), the last
// bus events and the events the page logged. Not modal: the page stays usable beside it.
//
// This file holds the frame (title bar, toggle, body, the status line read to screen readers); the
// sections, their rows and the hooks behind them sit beside it, one file each.

import { useId, useRef, useSyncExternalStore } from 'react';
import type { RemoteDescriptor } from 'shared-contracts/platform';
import { AreasSection } from './AreasSection';
import { BusEventsSection } from './BusEventsSection';
import type { DebugClient } from './debugClient';
import type { DebugRecorder } from './debugRecorder';
import { LoggedEventsSection } from './LoggedEventsSection';
import { useBuildVersions } from './useBuildVersions';
import { useOverrideLinks } from './useOverrideLinks';
import { usePageRoom } from './usePageRoom';
import { usePanelFolding } from './usePanelFolding';
import styles from './DebugPanel.module.css';

export interface DebugPanelProps {
  /** The builds the document named for this page. */
  remotes: readonly RemoteDescriptor[];
  recorder: Pick<DebugRecorder, 'snapshot' | 'subscribe'>;
  client: DebugClient;
  /** This site's origin, for links that can be pasted anywhere. */
  origin: string;
  copy: (text: string) => Promise<void>;
}

export function DebugPanel({ remotes, recorder, client, origin, copy }: DebugPanelProps) {
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.snapshot);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const { versions, retry } = useBuildVersions(client);
  usePageRoom(panel);
  const { expanded, flip, toggle } = usePanelFolding(panel);
  const { copies, announcement, copyLink } = useOverrideLinks({ client, origin, copy });

  return (
    <aside ref={panel} className={styles.panel} aria-labelledby={titleId} data-expanded={expanded}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          Debug panel
        </h2>
        <button ref={toggle} type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={flip}>
          {expanded ? 'Hide' : 'Show'}
        </button>
      </div>
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        <AreasSection
          headingId={`${bodyId}-areas`}
          remotes={remotes}
          loads={snapshot.loads}
          versions={versions}
          retry={retry}
          copies={copies}
          copyLink={copyLink}
        />
        <BusEventsSection headingId={`${bodyId}-events`} events={snapshot.events} />
        <LoggedEventsSection headingId={`${bodyId}-logged`} logged={snapshot.logged} />
      </div>
      <p className="pb-visually-hidden" role="status">
        {announcement}
      </p>
    </aside>
  );
}
