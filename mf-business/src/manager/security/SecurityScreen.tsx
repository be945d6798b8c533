// People and security: who has access to the business, with what permission, and whether each has
// two-factor authentication on (the business may ask it of everyone but its owners).

import { type ApiBusinessMember } from 'shared-contracts/api';
import { permissionLabel } from 'shared-contracts/rules';
import { useBusinessRead } from '../../data/businessRead';
import { countOf } from '../../format/businessFormat';
import { EmptyState } from '../../states/EmptyState';
// After the states: every chunk then meets their CSS in one order.
import { BusinessPicture } from '../../common/BusinessPicture';
import { toolHeading, type ManagerFrame } from '../managerFrame';
import { ManagerScreen } from '../ManagerScreen';
import { RecordTable, type RecordTableSpec } from '../records/RecordTable';
import styles from '../records/Records.module.css';

const MEMBERS: RecordTableSpec<ApiBusinessMember> = {
  columns: [
    {
      heading: 'Name',
      cell: (member) => (
        <span className={styles.person}>
          <BusinessPicture name={member.fullName} imgUrl={member.imgUrl} size="small" />
          <span>
            <span className={styles.strong}>{member.fullName}</span>
            <span className={styles.muted}> @{member.username}</span>
          </span>
        </span>
      ),
    },
    { heading: 'Permission', cell: (member) => permissionLabel(member.permissions) },
    {
      heading: 'Two-factor authentication',
      cell: (member) => (member.mfaEnabled ? 'On' : <span className={styles.warning}>Off</span>),
    },
  ],
  caption: 'People with access, their permission and two-factor authentication',
  keyOf: (member) => member.user_id,
};

export function SecurityScreen({ frame }: { frame: ManagerFrame }) {
  const read = useBusinessRead('GET /vx/business/:business_id/members/', { params: { business_id: frame.page.businessId } });
  return (
    <ManagerScreen frame={frame} read={read} heading={toolHeading('security')}>
      {({ members, business }) =>
        members.length === 0 ? (
          <EmptyState heading="No one has access yet">
            {`When ${business.businessName} gives people access, they are listed here with their permission and whether they use two-factor authentication.`}
          </EmptyState>
        ) : (
          <Members members={members} />
        )
      }
    </ManagerScreen>
  );
}

function Members({ members }: { members: readonly ApiBusinessMember[] }) {
  const without = members.filter((member) => !member.mfaEnabled).length;
  return (
    <>
      <p className={styles.summary}>
        {countOf(members.length, 'person has', 'people have')} access.{' '}
        {without === 0
          ? 'Everyone uses two-factor authentication.'
          : `${countOf(without, 'of them doesn’t', 'of them don’t')} use two-factor authentication yet.`}
      </p>
      <RecordTable spec={MEMBERS} records={members} />
    </>
  );
}
