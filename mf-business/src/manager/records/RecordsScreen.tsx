// The manager screens over the business's records (shared tags, audiences, invoices, ad accounts
// and their migration, asset groups, brand safety): one read each, shown by what the answer is.

import type { BusinessRecordKind } from 'shared-contracts/api';
import { useBusinessRead } from '../../data/businessRead';
import { toolHeading, type ManagerFrame } from '../managerFrame';
import { ManagerScreen } from '../ManagerScreen';
import { AdAccountsTable } from './AdAccountsTable';
import { AssetGroupsList } from './AssetGroupsList';
import { AudiencesTable } from './AudiencesTable';
import { BrandSafetyPanel } from './BrandSafetyPanel';
import { CeeMigrationView } from './CeeMigrationView';
import { InvoicesTable } from './InvoicesTable';
import { SharedTagsTable } from './SharedTagsTable';

export function RecordsScreen({ frame, kind }: { frame: ManagerFrame; kind: BusinessRecordKind }) {
  const { page } = frame;
  const read = useBusinessRead('GET /vx/business/:business_id/records/:kind/', { params: { business_id: page.businessId, kind } });
  return (
    <ManagerScreen frame={frame} read={read} heading={toolHeading(page.tool)}>
      {(answer) => {
        switch (answer.kind) {
          case 'shared-tags':
            return <SharedTagsTable tags={answer.records} />;
          case 'audiences':
            return <AudiencesTable audiences={answer.records} />;
          case 'invoice-management':
            return <InvoicesTable invoices={answer.records} />;
          case 'ad-accounts':
            return page.tool === 'cee-migration' ? (
              <CeeMigrationView accounts={answer.records} page={page} />
            ) : (
              <AdAccountsTable accounts={answer.records} page={page} />
            );
          case 'asset-groups':
            return <AssetGroupsList groups={answer.records} />;
          case 'brand-safety':
            return <BrandSafetyPanel settings={answer.records} />;
        }
      }}
    </ManagerScreen>
  );
}
