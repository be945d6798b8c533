// /pin_redirect?redirectUrl=…&domain=…&pinImageUrl=… (spec section 2): the page before leaving.
// It says where the link goes, with the domain and the pin's picture, runs the same offsite check
// as the closeup, and only then offers a clear link to continue. A link that is not http(s) is
// never offered; a picture from another site is not loaded and the domain shown is the link's own,
// never the query's `domain` (a query string is anyone's to write).

import { useEffect, useState } from 'react';
import { COMMUNITY_GUIDELINES_HREF, domainLabel, externalUrl, type OffsiteVerdict, parseRoute, titleFor } from 'shared-contracts/rules';
import { checkOffsite, checkWithin, OFFSITE_CHECK_WAIT_MS } from '../outbound/offsiteCheck';
import { useCloseupDeps } from '../data/deps';
import styles from './PinRedirectPage.module.css';

const sameSitePicture = (text: string | undefined): string | null =>
  text && /^\/media\/[\w./-]+$/.test(text) && !text.includes('..') ? text : null;
/** The pin the visitor came from, when `origin` is a pin's own page (read by the site's route rules). */
function pinIdOf(origin: string | undefined): string {
  if (!origin?.startsWith('/')) return '';
  const route = parseRoute({ pathname: origin, search: '' });
  return route.area === 'closeup' && route.page === 'pin' && route.view === 'closeup' ? route.pinId : '';
}

export function PinRedirectPage({ query }: { query: Record<string, string> }) {
  const { client } = useCloseupDeps();
  const url = externalUrl(query.redirectUrl ?? '');
  const picture = sameSitePicture(query.pinImageUrl);
  const pinId = pinIdOf(query.origin);
  const href = url?.href ?? null;
  const [verdict, setVerdict] = useState<OffsiteVerdict | null>(null);

  useEffect(() => {
    document.title = titleFor('Leaving Pinboard');
  }, []);
  useEffect(() => {
    if (!href) return;
    let live = true;
    void checkWithin(checkOffsite(pinId || null, href, client), OFFSITE_CHECK_WAIT_MS).then((answer) => live && setVerdict(answer));
    return () => {
      live = false;
    };
  }, [client, href, pinId]);

  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="redirect-heading">
      {picture && <img className={styles.picture} src={picture} alt="" width={120} />}
      <h1 id="redirect-heading">You&apos;re leaving Pinboard</h1>
      {!url ? (
        <>
          <p role="alert">
            This link can&apos;t be opened: only web addresses starting with http:// or https:// can be followed from Pinboard.
          </p>
          <p>
            <a className="pb-button pb-button--primary" href="/">
              Go to the home feed
            </a>
          </p>
        </>
      ) : (
        <>
          <p>This link goes to</p>
          <p className={styles.domain}>{domainLabel(url.hostname, 'card')}</p>
          <p className={styles.url}>{url.href}</p>
          {verdict === null && <p role="status">Checking the link…</p>}
          {verdict?.kind === 'warn' && (
            <div className={styles.warning} role="alert">
              <h2>Heads up!</h2>
              <p>{verdict.message}</p>
              <p className={styles.domain}>{verdict.host || url.hostname}</p>
              <p>
                <a href={COMMUNITY_GUIDELINES_HREF}>Learn more</a>
              </p>
            </div>
          )}
          <p className={styles.actions}>
            {/* Always a way back: to the Pin it came from, else home. */}
            {pinId ? (
              <a className="pb-button" href={`/pin/${pinId}/`}>
                Back to the Pin
              </a>
            ) : (
              <a className="pb-button" href="/">
                Go to the home feed
              </a>
            )}
            {verdict !== null && verdict.kind !== 'warn' && (
              <a className="pb-button pb-button--primary" href={url.href} rel="noopener noreferrer nofollow">
                Continue to {url.hostname}
              </a>
            )}
          </p>
        </>
      )}
    </section>
  );
}
