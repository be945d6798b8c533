// What every business manager screen is given: the page it is (via, business, tool) and the
// business as last read, so its name and nav stay in place while the next screen loads.

import { type ApiBusinessSummary } from 'shared-contracts/api';
import { type BusinessPage, MANAGER_TOOLS } from 'shared-contracts/rules';

export type ManagerRoute = Extract<BusinessPage, { kind: 'manager' }>;

export interface ManagerFrame {
  page: ManagerRoute;
  /** The business from the last screen read on this page, null before the first arrives. */
  known: ApiBusinessSummary | null;
  /** Each screen's read tells the page which business it is about. */
  onBusiness: (business: ApiBusinessSummary) => void;
}

/** The heading of a manager screen: its nav label ('cee-migration' is a view of ad accounts). */
export function toolHeading(tool: ManagerRoute['tool']): string {
  if (tool === 'cee-migration') return 'Ad account migration';
  return MANAGER_TOOLS.find((entry) => entry.tool === tool)?.label ?? 'Business tools';
}
