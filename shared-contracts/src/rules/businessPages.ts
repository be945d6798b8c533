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

/** The convert form's limits and choices (our choices: the spec shows no form). */
export const BUSINESS_NAME_MAX = 60;
export const BUSINESS_WEBSITE_MAX = 200;
export const BUSINESS_CATEGORIES = [
  'Retail',
  'Home and garden',
  'Food and drink',
  'Fashion and beauty',
  'Travel',
  'Media and publishing',
  'Creator or influencer',
  'Other',
] as const;
export const BUSINESS_COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'France',
  'Brazil',
  'Japan',
  'Australia',
] as const;

export interface BusinessConvertInput {
  business_name: string;
  website: string;
  country: string;
  category: string;
}

/** Problems with the convert form's fields, by field, each a sentence a person can act on. */
export function businessConvertProblems(input: BusinessConvertInput): Partial<Record<keyof BusinessConvertInput, string>> {
  const problems: Partial<Record<keyof BusinessConvertInput, string>> = {};
  const name = input.business_name.trim();
  if (name.length === 0) problems.business_name = 'Enter your business name.';
  else if (name.length > BUSINESS_NAME_MAX) problems.business_name = `Your business name can be at most ${BUSINESS_NAME_MAX} characters.`;
  const website = input.website.trim();
  if (website.length > BUSINESS_WEBSITE_MAX) problems.website = `Your website can be at most ${BUSINESS_WEBSITE_MAX} characters.`;
  else if (website.length > 0 && !/^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(website))
    problems.website = 'Enter a website starting with http:// or https://, or leave it empty.';
  if (!(BUSINESS_COUNTRIES as readonly string[]).includes(input.country)) problems.country = 'Choose your country.';
  if (!(BUSINESS_CATEGORIES as readonly string[]).includes(input.category)) problems.category = 'Choose what describes your business.';
  return problems;
}
