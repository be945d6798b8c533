// The businesses the viewer works on, their own business account first: what the hub's cards and
// the small pages (invite, commerce integrations) link to. Read from the same cache as the hub.

import { type ApiViewer } from 'shared-contracts/api';
import { profileUnavailableReason } from 'shared-contracts/rules';
import { useBusinessRead, type BusinessLoaded } from './businessRead';

export interface MyBusiness {
  id: string;
  name: string;
  permissions: readonly string[];
  /** Null when the viewer may open it, else why not (the acting-as rule). */
  unavailableReason: string | null;
}

const OWNER = ['OWNER'];

export function useMyBusinesses(viewer: ApiViewer): { loaded: BusinessLoaded<MyBusiness[]>; retry: () => void } {
  const profiles = useBusinessRead('GET /vx/business_access/profiles/', {});
  const account = useBusinessRead('GET /vx/business/account/', {});
  const retry = () => {
    profiles.retry();
    account.retry();
  };
  const [p, a] = [profiles.loaded, account.loaded];
  if (p.status !== 'ready') return { loaded: p, retry };
  if (a.status !== 'ready') return { loaded: a, retry };
  const own: MyBusiness[] = a.data ? [{ id: a.data.user_id, name: a.data.businessName, permissions: OWNER, unavailableReason: null }] : [];
  const others = p.data
    .filter((profile) => profile.user.id !== viewer.id)
    .map((profile) => ({
      id: profile.user.id,
      name: profile.user.businessName,
      permissions: profile.permissions,
      unavailableReason: profileUnavailableReason(profile),
    }));
  return { loaded: { status: 'ready', data: [...own, ...others], refreshing: false }, retry };
}
