// Callouts: type 27 (error, info or warning, each with its icon and colour) and the floating upsell
// callout (28, 348 px on phones, 380 to 900 px on wider screens). They float at the bottom of the
// screen, over the page, and close with their close button.

import { useEffect } from 'react';
import type { CalloutKind } from 'shared-contracts/rules';
import { Icon } from 'react-kit';
import type { SurfaceProps } from './surfaceProps';
import styles from './ExperienceSurfaces.module.css';

const KIND: Record<CalloutKind | 'upsell', { icon: string; label: string; className: string | undefined }> = {
  'error-callout': { icon: '!', label: 'Error', className: styles.error },
  'info-callout': { icon: 'i', label: 'Tip', className: styles.info },
  'warning-callout': { icon: '!', label: 'Warning', className: styles.warning },
  upsell: { icon: '+', label: 'Pinboard', className: styles.upsell },
};

export function ExperienceCallout({ display, onView, onDismiss }: SurfaceProps<'callout' | 'upsell-callout'>) {
  useEffect(onView, [onView]);
  const kind = KIND[display.kind === 'callout' ? display.callout : 'upsell'];
  return (
    <aside className={`${styles.callout} ${kind.className ?? ''}`} aria-label={kind.label}>
      <span className={styles.calloutIcon} aria-hidden="true">
        {kind.icon}
      </span>
      <p className={styles.calloutText}>{display.message}</p>
      <button type="button" className={styles.close} aria-label="Close" onClick={onDismiss}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
