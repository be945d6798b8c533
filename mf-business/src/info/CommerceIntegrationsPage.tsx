// /business/commerce-integrations/: where a business's products come from. Catalogs are made from
// product Pins; connecting a shop platform is not built, and the page says so.

import type { ApiViewer } from 'shared-contracts/api';
import { BusinessLinks } from './BusinessLinks';
import { InfoPage } from './InfoPage';
import styles from './InfoPage.module.css';

export function CommerceIntegrationsPage({ viewer }: { viewer: ApiViewer }) {
  return (
    <InfoPage heading="Commerce integrations">
      <p className={styles.lead}>
        A business's catalog is made from its product Pins: a Pin with a price and a link to the shop becomes a product, in stock or out of
        stock as the Pin says.
      </p>
      <p>Connecting a shop platform to bring in products by themselves isn't available yet.</p>
      <BusinessLinks
        viewer={viewer}
        needs="catalogs"
        tool="catalogs"
        heading="Catalogs of your businesses"
        none="You don't have access to a business's catalog yet."
      />
    </InfoPage>
  );
}
