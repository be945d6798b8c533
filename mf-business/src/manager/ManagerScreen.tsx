// One business manager screen's states around its content: not found (a business the viewer is no
// member of looks like none at all), refused with the server's reason, a visitor asked to log in,
// loading and failure; inside the business's layout once the business is known.

import { useId, useLayoutEffect, type ReactNode } from 'react';
import type { ApiBusinessSummary } from 'shared-contracts/api';
import { FailedScreen, LoadingScreen, NotFoundScreen } from 'react-kit';
import type { BusinessRead } from '../data/businessRead';
import { InlineFailed, InlineLoading } from '../states/InlineStates';
import { RefusedState } from '../states/RefusedState';
import { SignedOutScreen } from '../states/SignedOutScreen';
import type { ManagerFrame } from './managerFrame';
import { ManagerLayout } from './ManagerLayout';
import styles from './Manager.module.css';

export interface ManagerScreenProps<T extends { business: ApiBusinessSummary }> {
  frame: ManagerFrame;
  read: BusinessRead<T>;
  /** The screen's heading (its nav label). */
  heading: string;
  children: (data: T, refreshing: boolean) => ReactNode;
}

export function ManagerScreen<T extends { business: ApiBusinessSummary }>({ frame, read, heading, children }: ManagerScreenProps<T>) {
  const { loaded, retry } = read;
  const headingId = useId();
  const readBusiness = loaded.status === 'ready' ? loaded.data.business : null;
  const { onBusiness } = frame;
  // At commit, not after paint: a screen left before its next frame may never run its passive
  // effects, and the next screen's loading state needs the business to keep the layout.
  useLayoutEffect(() => {
    if (readBusiness) onBusiness(readBusiness);
  }, [readBusiness, onBusiness]);

  if (loaded.status === 'missing') return <NotFoundScreen what="business" />;
  if (loaded.status === 'signed-out') return <SignedOutScreen />;
  const business = readBusiness ?? frame.known;
  if (!business) {
    if (loaded.status === 'refused') return <RefusedState level={1} message={loaded.message} />;
    if (loaded.status === 'failed') return <FailedScreen message={loaded.message} onRetry={retry} />;
    return <LoadingScreen label={`Loading ${heading}`} />;
  }
  return (
    <ManagerLayout business={business} page={frame.page}>
      {loaded.status === 'refused' ? (
        <RefusedState level={2} message={loaded.message} />
      ) : (
        <section
          className={styles.screen}
          aria-labelledby={headingId}
          aria-busy={loaded.status === 'loading' || (loaded.status === 'ready' && loaded.refreshing)}
        >
          <h2 id={headingId} className={styles.screenHeading}>
            {heading}
          </h2>
          {loaded.status === 'loading' && <InlineLoading label="Loading…" />}
          {loaded.status === 'ready' && loaded.refreshing && (
            <p className={styles.updating} role="status">
              Updating…
            </p>
          )}
          {loaded.status === 'failed' && <InlineFailed message={loaded.message} onRetry={retry} />}
          {loaded.status === 'ready' && children(loaded.data, loaded.refreshing)}
        </section>
      )}
    </ManagerLayout>
  );
}
