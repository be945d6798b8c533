// One build an area could be switched to: its version, its routing role, who deployed it when,
// and the control that copies its override link.

import type { DebugAreaVersions, DebugBuild } from 'shared-contracts/platform';
import { CopyLinkControl } from './CopyLinkControl';
import type { CopyState } from './useOverrideLinks';
import styles from './DebugPanel.module.css';

function roleText(build: DebugBuild, area: DebugAreaVersions): string | null {
  if (build.role === 'stable') return 'stable';
  if (build.role === 'canary') return `canary, ${area.canaryShare} %`;
  return null;
}

export interface BuildRowProps {
  build: DebugBuild;
  area: DebugAreaVersions;
  /** 'remote@version', as the labels name the build. */
  buildName: string;
  copyState: CopyState | undefined;
  onCopy: () => void;
}

export function BuildRow({ build, area, buildName, copyState, onCopy }: BuildRowProps) {
  const role = roleText(build, area);
  return (
    <li className={styles.build}>
      <p className={styles.buildName}>
        <code className={styles.code}>{build.version}</code>
        {role && <span className={styles.badge}>{role}</span>}
      </p>
      <p className={styles.muted}>
        Deployed {new Date(build.deployedAt).toLocaleString()} by {build.deployedBy}
      </p>
      <CopyLinkControl buildName={buildName} state={copyState} onCopy={onCopy} />
    </li>
  );
}
