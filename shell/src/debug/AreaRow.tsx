// One area in the debug panel: the build this page loaded and how its load went, then the other
// builds registered for it (each one a BuildRow), or why there are none to show.

import { AREA_LABEL, type RemoteDescriptor, type RemoteLoadReport, type RemoteName } from 'shared-contracts/platform';
import { BuildRow } from './BuildRow';
import { loadText } from './debugText';
import type { VersionsState } from './useBuildVersions';
import { buildKey, type OverrideLinks } from './useOverrideLinks';
import styles from './DebugPanel.module.css';

export interface AreaRowProps {
  remote: RemoteName;
  /** The build the document named for this area, if the page serves it. */
  onPage: RemoteDescriptor | undefined;
  /** The area's last load on this page. */
  load: RemoteLoadReport | undefined;
  versions: VersionsState;
  copies: OverrideLinks['copies'];
  copyLink: OverrideLinks['copyLink'];
}

export function AreaRow({ remote, onPage, load, versions, copies, copyLink }: AreaRowProps) {
  const loaded = load?.version ?? onPage?.version;
  const area = versions.status === 'ready' ? versions.versions.areas.find((a) => a.remote === remote) : undefined;
  const others = area?.builds.filter((build) => build.version !== loaded) ?? [];
  return (
    <li className={styles.area} data-remote={remote}>
      <p className={styles.areaName}>
        {AREA_LABEL[remote]} <code className={styles.code}>{remote}</code>
        {area?.killed && <span className={styles.badge}>switched off</span>}
      </p>
      <dl className={styles.pairs}>
        <div className={styles.pair}>
          <dt>Version</dt>
          <dd>
            <code className={styles.code}>{loaded ?? 'none'}</code>
          </dd>
        </div>
        <div className={styles.pair}>
          <dt>Load</dt>
          <dd className={load && !load.ok ? styles.failed : undefined}>{loadText(load, onPage !== undefined)}</dd>
        </div>
      </dl>
      {versions.status === 'loading' && <p className={styles.muted}>Looking up other builds…</p>}
      {area && others.length === 0 && <p className={styles.muted}>No other build of this area is registered.</p>}
      {area && others.length > 0 && (
        <ul className={styles.builds} aria-label={`Builds ${AREA_LABEL[remote]} could be switched to`}>
          {others.map((build) => (
            <BuildRow
              key={build.version}
              build={build}
              area={area}
              buildName={buildKey(remote, build.version)}
              copyState={copies.get(buildKey(remote, build.version))}
              onCopy={() => void copyLink(remote, build.version)}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
