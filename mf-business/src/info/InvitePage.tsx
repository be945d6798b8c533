// /business/invite/: who can give people access to a business. Sending invitations from the site
// is not built yet, so the page says so and points owners and admins at each business's People and
// security screen, where they see who has access.

import type { ApiViewer } from 'shared-contracts/api';
import { BusinessLinks } from './BusinessLinks';
import { InfoPage } from './InfoPage';
import styles from './InfoPage.module.css';

export function InvitePage({ viewer }: { viewer: ApiViewer }) {
  return (
    <InfoPage heading="Invite people to a business">
      <p className={styles.lead}>
        A business's owners and admins decide who works on it and with what permission: admin, campaign manager, analyst or finance manager.
      </p>
      <p>
        Sending invitations from Pinboard isn't available yet. On each business's People and security page, owners and admins can see
        everyone who has access, their permission and whether they use two-factor authentication.
      </p>
      <BusinessLinks
        viewer={viewer}
        needs="members"
        tool="security"
        heading="People and security of your businesses"
        none="You aren't an owner or admin of a business. To bring someone in, ask an owner or admin of the business."
      />
    </InfoPage>
  );
}
