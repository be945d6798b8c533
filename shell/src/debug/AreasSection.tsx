// The debug panel's 'Areas' section: the way back to normal routing, the alert (with its retry)
// when the builds cannot be listed, and one AreaRow per area of the site.

import { REMOTE_NAMES, type RemoteDescriptor, type RemoteLoadReport } from 'shared-contracts/platform';
import { AreaRow } from './AreaRow';
import type { VersionsState } from './useBuildVersions';
import type { OverrideLinks } from './useOverrideLinks';
import styles from './DebugPanel.module.css';

export interface AreasSectionProps {
  /** The id its heading takes, for the section's accessible name. */
  headingId: string;
  remotes: readonly RemoteDescriptor[];
  /** Oldest first, as the load reporter keeps them. */
  loads: readonly RemoteLoadReport[];
  versions: VersionsState;
  retry: () => void;
  copies: OverrideLinks['copies'];
  copyLink: OverrideLinks['copyLink'];
}

export function AreasSection({ headingId, remotes, loads, versions, retry, copies, copyLink }: AreasSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.heading}>
          Areas
        </h3>
        <a className={styles.clear} href="/?pb-override=clear">
          Clear my overrides
        </a>
      </div>
      {versions.status === 'failed' && (
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>Could not list the builds: {versions.message}</p>
          <button type="button" className={styles.small} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      <ul className={styles.areas}>
        {REMOTE_NAMES.map((remote) => (
          <AreaRow
            key={remote}
            remote={remote}
            onPage={remotes.find((r) => r.name === remote)}
            load={loads.findLast((load) => load.remote === remote)}
            versions={versions}
            copies={copies}
            copyLink={copyLink}
          />
        ))}
      </ul>
    </section>
  );
}
