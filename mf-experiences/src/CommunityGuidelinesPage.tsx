// /help/community-guidelines: where 'Learn more' on the 'Heads up!' warning leads (spec sections 2
// and 8). What Pinboard keeps off the site, in the words of the report reasons a person chooses
// from (one list for both), why a link can be blocked, and what happens after a report.

import { useEffect } from 'react';
import { REPORT_REASONS, titleFor } from 'shared-contracts/rules';
import { AccountCard } from './AccountCard';
import styles from './AccountPage.module.css';

export function CommunityGuidelinesPage() {
  useEffect(() => {
    document.title = titleFor('Community guidelines');
  }, []);
  return (
    <AccountCard heading="Community guidelines">
      <p className={styles.lead}>
        Pinboard is for finding ideas and saving the ones you love. To keep it safe and useful for everyone, these are not allowed here.
      </p>
      <dl className={styles.policy}>
        {REPORT_REASONS.map((reason) => (
          <div key={reason.code}>
            <dt>{reason.label}</dt>
            <dd>{reason.detail}.</dd>
          </div>
        ))}
      </dl>
      <h2 id="links">Links we warn about</h2>
      <p>
        Before you leave Pinboard for another site, we check where the link goes. Sites known for spam, scams, malware or adult content are
        blocked, and you see a &lsquo;Heads up!&rsquo; warning instead of going there. Other links you can always follow.
      </p>
      <h2>When something breaks these rules</h2>
      <p>
        Use <strong>Report Pin</strong> in a Pin&apos;s menu and tell us why. The Pin is hidden from you at once, and we review it. Changed
        your mind? The report can be undone right after you make it.
      </p>
      <p>
        <a className="pb-button pb-button--primary" href="/">
          Back to the home feed
        </a>
      </p>
    </AccountCard>
  );
}
