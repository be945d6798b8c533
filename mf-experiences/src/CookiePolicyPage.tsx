// /policy/cookies/: what the cookie banner's link promises, in words a visitor can act on.

import { AccountCard } from './AccountCard';
import styles from './AccountPage.module.css';

export function CookiePolicyPage() {
  return (
    <AccountCard heading="Cookie policy">
      <p className={styles.lead}>Pinboard keeps three kinds of optional cookies, each only if you allow it.</p>
      <dl className={styles.policy}>
        <dt>Analytics cookies</dt>
        <dd>Count visits and which parts of Pinboard people use. Refused, the pins you see and click are not logged.</dd>
        <dt>Marketing cookies</dt>
        <dd>Let us and our partners show you ads that fit your interests.</dd>
        <dt>Personalization cookies</dt>
        <dd>Tailor the ideas you see to what you do here.</dd>
      </dl>
      <p>
        Cookies that keep you signed in and protect your account are always on. Change your choices at any time in the cookie section of{' '}
        <a href="/settings/#cookies">your settings</a>.
      </p>
    </AccountCard>
  );
}
