// /business/hub: the viewer's business account and the businesses they have access to (spec
// section 6: 'Business hub routes are for business account holders'), each with what they can do
// there and the way in; acting as one of them from here. Someone with neither is told what the
// tools are and how to get them: /business/convert/.

import { useId } from 'react';
import { type ApiBusinessAccessProfile, type ApiBusinessAccount, type ApiViewer } from 'shared-contracts/api';
import { businessPath, GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { identityOf } from 'page-runtime';
import { FailedScreen, LoadingScreen, useActingAs } from 'react-kit';
import { useBusinessRead } from '../data/businessRead';
import { useBusinessDeps } from '../data/deps';
import { EmptyState } from '../states/EmptyState';
import { SignedOutScreen } from '../states/SignedOutScreen';
import { OwnBusinessCard } from './OwnBusinessCard';
import { ProfileCard } from './ProfileCard';
import styles from './BusinessHub.module.css';

export const HUB_HEADING = 'Business hub';

export function BusinessHubPage({ viewer }: { viewer: ApiViewer }) {
  const profiles = useBusinessRead('GET /vx/business_access/profiles/', {});
  const account = useBusinessRead('GET /vx/business/account/', {});
  const [p, a] = [profiles.loaded, account.loaded];
  if (p.status === 'ready' && a.status === 'ready') return <Hub viewer={viewer} profiles={p.data} account={a.data} />;
  if (p.status === 'signed-out' || a.status === 'signed-out') return <SignedOutScreen />;
  if (p.status === 'loading' || a.status === 'loading') return <LoadingScreen label="Loading your business hub" />;
  const problem = [p, a].find((x) => x.status === 'failed' || x.status === 'refused');
  return (
    <FailedScreen
      message={problem && 'message' in problem ? problem.message : GENERIC_ERROR_MESSAGE}
      onRetry={() => {
        profiles.retry();
        account.retry();
      }}
    />
  );
}

function Hub({
  viewer,
  profiles,
  account,
}: {
  viewer: ApiViewer;
  profiles: ApiBusinessAccessProfile[];
  account: ApiBusinessAccount | null;
}) {
  const { actingAs, events } = useBusinessDeps();
  const acting = useActingAs(viewer.id, actingAs);
  const headingId = useId();
  const ownId = useId();
  const othersId = useId();
  const others = profiles.filter((profile) => profile.user.id !== viewer.id);

  const actAs = (profile: ApiBusinessAccessProfile) => {
    actingAs.choose(identityOf(viewer.id, profile));
    events.emit('toast/requested', { message: `You're acting as ${profile.user.businessName}` });
  };
  const backToOwnAccount = () => {
    actingAs.choose(null);
    events.emit('toast/requested', { message: "You're using your own account" });
  };

  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <h1 id={headingId}>{HUB_HEADING}</h1>
      {acting && (
        <p className={styles.actingBanner}>
          You're acting as <strong>{acting.name}</strong>: Pins you save and boards you create are theirs.{' '}
          <button type="button" className="pb-button" onClick={backToOwnAccount}>
            Use your own account
          </button>
        </p>
      )}
      {account === null && others.length === 0 ? (
        <EmptyState
          level={2}
          heading="You don't have business tools yet"
          action={{ label: 'Convert to a business account', href: businessPath({ kind: 'convert' }) }}
        >
          Business tools are for business accounts and for people a business has given access to. Turn your account into a business account
          to see how your Pins do, run a catalog of your products and invite people to work on it with you. If a business has invited you,
          its profile appears here once you accept.
        </EmptyState>
      ) : (
        <>
          {account && (
            <section className={styles.group} aria-labelledby={ownId}>
              <h2 id={ownId}>Your business account</h2>
              <OwnBusinessCard account={account} viewer={viewer} />
            </section>
          )}
          {others.length > 0 && (
            <section className={styles.group} aria-labelledby={othersId}>
              <h2 id={othersId}>Businesses you have access to</h2>
              <ul className={styles.cards}>
                {others.map((profile) => (
                  <ProfileCard
                    key={profile.id}
                    profile={profile}
                    current={acting?.subjectId === profile.user.id}
                    onActAs={() => actAs(profile)}
                    onUseOwnAccount={backToOwnAccount}
                  />
                ))}
              </ul>
            </section>
          )}
          {account === null && (
            <p className={styles.muted}>
              Have a business of your own? <a href={businessPath({ kind: 'convert' })}>Convert your account to a business account</a>.
            </p>
          )}
        </>
      )}
    </section>
  );
}
