// Where a business's pages open for the viewer: its dashboard, or the first screen their
// permission allows when it does not include analytics; null when it allows none.

import { businessPath, capabilitiesOf, MANAGER_TOOLS } from 'shared-contracts/rules';

export function firstToolPath(businessId: string, permissions: readonly string[]): string | null {
  const capabilities = capabilitiesOf(permissions);
  const tool = MANAGER_TOOLS.find((entry) => capabilities.includes(entry.needs));
  return tool ? businessPath({ kind: 'manager', via: 'business-manager', businessId, tool: tool.tool }) : null;
}
