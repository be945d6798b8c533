// The business route table (spec section 2): which page a /business/{section}/... URL names, and
// the path back to each. Pure; table-tested from the spec's own route list.

import type { BusinessCapability } from './actingAs';
import type { BusinessSection } from './routes';

/** The screens of /business/business-manager/{id}/ and /business/business-access/{id}/. */
export type ManagerTool =
  | 'dashboard'
  | 'asset-groups'
  | 'catalogs'
  | 'shared-tags'
  | 'brand-safety'
  | 'invoice-management'
  | 'audiences'
  | 'security'
  | 'ad-accounts'
  | 'cee-migration';

export type HierarchyTool = 'dashboard' | 'hierarchy' | 'business_security' | 'managers';

export type BusinessPage =
  | { kind: 'hub' }
  | { kind: 'convert' }
  | { kind: 'manager'; via: 'business-manager' | 'business-access'; businessId: string; tool: ManagerTool }
  | { kind: 'hierarchy'; hierarchyId: string; tool: HierarchyTool }
  | { kind: 'invite' }
  | { kind: 'schedule_call' }
  | { kind: 'commerce-integrations' }
  | { kind: 'not-found' };

export const MANAGER_TOOLS: ReadonlyArray<{ tool: ManagerTool; label: string; needs: BusinessCapability }> = [
  { tool: 'dashboard', label: 'Dashboard', needs: 'analytics' },
  { tool: 'catalogs', label: 'Catalogs', needs: 'catalogs' },
  { tool: 'asset-groups', label: 'Asset groups', needs: 'ads' },
  { tool: 'audiences', label: 'Audiences', needs: 'ads' },
  { tool: 'shared-tags', label: 'Shared tags', needs: 'ads' },
  { tool: 'brand-safety', label: 'Brand safety', needs: 'ads' },
  { tool: 'ad-accounts', label: 'Ad accounts', needs: 'ads' },
  { tool: 'invoice-management', label: 'Invoices', needs: 'billing' },
  { tool: 'security', label: 'People and security', needs: 'members' },
];

export const HIERARCHY_TOOLS: ReadonlyArray<{ tool: HierarchyTool; label: string }> = [
  { tool: 'dashboard', label: 'Dashboard' },
  { tool: 'hierarchy', label: 'Businesses' },
  { tool: 'business_security', label: 'Security' },
  { tool: 'managers', label: 'Managers' },
];

const SIMPLE_TOOLS: ReadonlySet<string> = new Set(MANAGER_TOOLS.map((t) => t.tool));
const HIERARCHY: ReadonlySet<string> = new Set(HIERARCHY_TOOLS.map((t) => t.tool));
const NOT_FOUND: BusinessPage = { kind: 'not-found' };
// The API's ids (api/schemas Id): an id it would refuse as malformed is a page that is not there.
const ID = /^[1-9][0-9]{0,15}$/;

function managerTool(params: readonly string[]): ManagerTool | null {
  const [tool = 'dashboard', sub, ...rest] = params;
  if (rest.length > 0) return null;
  if (tool === 'ad-accounts' && sub === 'cee-migration') return 'cee-migration';
  if (sub !== undefined) return null;
  return SIMPLE_TOOLS.has(tool) ? (tool as ManagerTool) : null;
}

/** The page a business route names; params are the path segments after the section. */
export function businessPage(section: BusinessSection, params: readonly string[]): BusinessPage {
  const [id, ...rest] = params;
  switch (section) {
    case 'hub':
    case 'convert':
    case 'invite':
    case 'schedule_call':
    case 'commerce-integrations':
      return params.length === 0 ? { kind: section } : NOT_FOUND;
    case 'business-manager':
    case 'business-access': {
      if (id === undefined || !ID.test(id)) return NOT_FOUND;
      const tool = managerTool(rest);
      return tool ? { kind: 'manager', via: section, businessId: id, tool } : NOT_FOUND;
    }
    // '/business/catalogs/{userBizId}/' is the manager's catalog screen by another path.
    case 'catalogs':
      return id !== undefined && ID.test(id) && rest.length === 0
        ? { kind: 'manager', via: 'business-manager', businessId: id, tool: 'catalogs' }
        : NOT_FOUND;
    case 'business-hierarchy': {
      if (id === undefined || !ID.test(id)) return NOT_FOUND;
      const [tool = 'dashboard', ...more] = rest;
      return more.length === 0 && HIERARCHY.has(tool) ? { kind: 'hierarchy', hierarchyId: id, tool: tool as HierarchyTool } : NOT_FOUND;
    }
  }
}

/** The path of a business page (trailing slash, as the spec writes them). */
export function businessPath(page: Exclude<BusinessPage, { kind: 'not-found' }>): string {
  switch (page.kind) {
    case 'manager': {
      const tool = page.tool === 'dashboard' ? '' : page.tool === 'cee-migration' ? 'ad-accounts/cee-migration/' : `${page.tool}/`;
      return `/business/${page.via}/${page.businessId}/${tool}`;
    }
    case 'hierarchy':
      return `/business/business-hierarchy/${page.hierarchyId}/${page.tool === 'dashboard' ? '' : `${page.tool}/`}`;
    default:
      return `/business/${page.kind}/`;
  }
}

/** The capability a manager screen needs ('cee-migration' is part of ad accounts). */
export function toolNeeds(tool: ManagerTool): BusinessCapability {
  const entry = MANAGER_TOOLS.find((t) => t.tool === (tool === 'cee-migration' ? 'ad-accounts' : tool));
  return entry?.needs ?? 'members';
}

export const BUSINESS_DASHBOARD_DAYS = [7, 30] as const;
export type BusinessDashboardDays = (typeof BUSINESS_DASHBOARD_DAYS)[number];
/** Our choice: the dashboard's top pins list. */
export const BUSINESS_TOP_PINS = 5;
/** Our choice: the catalog's search box takes at most this many characters. */
export const BUSINESS_CATALOG_QUERY_MAX = 100;
