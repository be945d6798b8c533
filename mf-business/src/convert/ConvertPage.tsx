// /business/convert/ (spec section 2's 'upgrade target'): what a business account adds and the form
// that makes one. Someone who already has one is told so and sent to the hub; a conversion ends with
// a confirmation and the way to the hub, whose reads are refreshed.

import { useId, useState } from 'react';
import type { ApiBusinessAccount } from 'shared-contracts/api';
import { FailedScreen, invalidateRoutes, LoadingScreen, NotFoundScreen, useQueryClient } from 'react-kit';
import { useBusinessRead } from '../data/businessRead';
import { useBusinessDeps } from '../data/deps';
import { HubState } from '../states/HubState';
import { RefusedState } from '../states/RefusedState';
import { SignedOutScreen } from '../states/SignedOutScreen';
import { ConvertForm } from './ConvertForm';
import styles from './Convert.module.css';

export const CONVERT_HEADING = 'Convert to a business account';

export function ConvertPage() {
  const queryClient = useQueryClient();
  const { session } = useBusinessDeps();
  const { loaded, retry } = useBusinessRead('GET /vx/business/account/', {});
  const [converted, setConverted] = useState<ApiBusinessAccount | null>(null);
  const headingId = useId();

  if (converted)
    return (
      <HubState heading="Your business account is ready" level={1} announce>
        {`${converted.businessName} is now a business account. Your Pins and boards stay as they were; the business hub has your new tools.`}
      </HubState>
    );
  switch (loaded.status) {
    case 'loading':
      return <LoadingScreen label="Loading" />;
    case 'signed-out':
      return <SignedOutScreen />;
    case 'missing':
      return <NotFoundScreen />;
    case 'refused':
      return <RefusedState level={1} message={loaded.message} />;
    case 'failed':
      return <FailedScreen message={loaded.message} onRetry={retry} />;
    case 'ready':
      break;
  }
  if (loaded.data)
    return (
      <HubState heading="You already have a business account" level={1} announce>
        {`Your account is the business account of ${loaded.data.businessName}. Its tools are in the business hub.`}
      </HubState>
    );

  const onConverted = (account: ApiBusinessAccount) => {
    setConverted(account);
    void invalidateRoutes(queryClient, ['GET /vx/business/account/', 'GET /vx/business_access/profiles/']);
    // The session says whether the viewer has business tools (the header's switcher shows then).
    void session.refresh().catch(() => undefined);
  };

  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <h1 id={headingId}>{CONVERT_HEADING}</h1>
      <p className={styles.intro}>
        A business account is your account with business tools: see how your Pins do, keep a catalog of the products you Pin, and give the
        people you work with access. Your Pins, boards and followers stay as they are.
      </p>
      <ConvertForm onConverted={onConverted} />
    </section>
  );
}
