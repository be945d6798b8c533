import { parseRoute } from './routes';
import { businessPage, businessPath, MANAGER_TOOLS, toolNeeds, type BusinessPage, type ManagerTool } from './businessPages';

const NF: BusinessPage = { kind: 'not-found' };

/** The page a whole URL names, through the site's route table (spec section 2's business list). */
function pageOf(pathname: string): BusinessPage | 'not a business route' {
  const route = parseRoute({ pathname });
  return route.area === 'business' ? businessPage(route.section, route.params) : 'not a business route';
}

const manager = (
  via: 'business-manager' | 'business-access',
  businessId: string,
  tool: ManagerTool,
): Extract<BusinessPage, { kind: 'manager' }> => ({
  kind: 'manager',
  via,
  businessId,
  tool,
});

// Spec section 2: '/business/business-access/{userBizId}/... and /business/business-manager/{userBizId}/...
// with dashboard, asset-groups, catalogs, shared-tags, brand-safety, invoice-management, audiences,
// security, ad-accounts/cee-migration'.
const MANAGER_SCREENS: ManagerTool[] = [
  'dashboard',
  'asset-groups',
  'catalogs',
  'shared-tags',
  'brand-safety',
  'invoice-management',
  'audiences',
  'security',
  'ad-accounts',
];

const cases: Array<[string, BusinessPage]> = [
  ...(['business-access', 'business-manager'] as const).flatMap((via): Array<[string, BusinessPage]> => [
    [`/business/${via}/42/`, manager(via, '42', 'dashboard')],
    [`/business/${via}/42`, manager(via, '42', 'dashboard')],
    ...MANAGER_SCREENS.map((tool): [string, BusinessPage] => [`/business/${via}/42/${tool}/`, manager(via, '42', tool)]),
    [`/business/${via}/42/ad-accounts/cee-migration/`, manager(via, '42', 'cee-migration')],
    [`/business/${via}/42/ad-accounts/cee-migration`, manager(via, '42', 'cee-migration')],
  ]),
  // '/business/business-hierarchy/{businessHierarchyId}/ with dashboard, hierarchy, business_security, managers'
  ['/business/business-hierarchy/9/', { kind: 'hierarchy', hierarchyId: '9', tool: 'dashboard' }],
  ['/business/business-hierarchy/9/dashboard/', { kind: 'hierarchy', hierarchyId: '9', tool: 'dashboard' }],
  ['/business/business-hierarchy/9/hierarchy/', { kind: 'hierarchy', hierarchyId: '9', tool: 'hierarchy' }],
  ['/business/business-hierarchy/9/business_security/', { kind: 'hierarchy', hierarchyId: '9', tool: 'business_security' }],
  ['/business/business-hierarchy/9/managers', { kind: 'hierarchy', hierarchyId: '9', tool: 'managers' }],
  // '/business/catalogs/{userBizId}/, /business/invite/, /business/schedule_call/, /business/commerce-integrations/, /business/hub'
  ['/business/catalogs/42/', manager('business-manager', '42', 'catalogs')],
  ['/business/invite/', { kind: 'invite' }],
  ['/business/schedule_call/', { kind: 'schedule_call' }],
  ['/business/commerce-integrations/', { kind: 'commerce-integrations' }],
  ['/business/hub', { kind: 'hub' }],
  ['/business/hub/', { kind: 'hub' }],
  ['/business/', { kind: 'hub' }],
  // '/business/convert/ (upgrade target)'
  ['/business/convert/', { kind: 'convert' }],
  // Not pages: no id, a malformed id, a tool that is not one, a sub-page of the wrong tool, extra parts.
  ['/business/business-manager/', NF],
  ['/business/business-access/abc/', NF],
  ['/business/business-access/0/', NF],
  ['/business/business-access/042/', NF],
  ['/business/business-access/12345678901234567/', NF],
  ['/business/business-manager/42/reports/', NF],
  ['/business/business-manager/42/cee-migration/', NF],
  ['/business/business-manager/42/catalogs/cee-migration/', NF],
  ['/business/business-manager/42/ad-accounts/other/', NF],
  ['/business/business-manager/42/ad-accounts/cee-migration/more/', NF],
  ['/business/business-manager/42/dashboard/more/', NF],
  ['/business/business-hierarchy/', NF],
  ['/business/business-hierarchy/x/', NF],
  ['/business/business-hierarchy/9/security/', NF],
  ['/business/business-hierarchy/9/managers/1/', NF],
  ['/business/catalogs/', NF],
  ['/business/catalogs/42/products/', NF],
  ['/business/hub/extra/', NF],
  ['/business/convert/now/', NF],
  ['/business/invite/123/', NF],
  ['/business/schedule_call/today/', NF],
  ['/business/commerce-integrations/shopify/', NF],
];

describe('businessPage', () => {
  it.each(cases)('%s', (pathname, page) => expect(pageOf(pathname)).toEqual(page));

  it('leaves sections the route table does not know to the site-wide not-found page', () => {
    expect(pageOf('/business/analytics/')).toBe('not a business route');
  });
});

describe('businessPath', () => {
  // Every page's path reads back as the same page.
  const pages = cases
    .map(([, page]) => page)
    .filter((page): page is Exclude<BusinessPage, { kind: 'not-found' }> => page.kind !== 'not-found');

  it.each(pages.map((page) => [businessPath(page), page] as const))('%s reads back as its page', (path, page) => {
    expect(pageOf(path)).toEqual(page);
  });

  it.each<[Exclude<BusinessPage, { kind: 'not-found' }>, string]>([
    [manager('business-manager', '42', 'dashboard'), '/business/business-manager/42/'],
    [manager('business-access', '42', 'security'), '/business/business-access/42/security/'],
    [manager('business-access', '42', 'cee-migration'), '/business/business-access/42/ad-accounts/cee-migration/'],
    [{ kind: 'hierarchy', hierarchyId: '9', tool: 'dashboard' }, '/business/business-hierarchy/9/'],
    [{ kind: 'hierarchy', hierarchyId: '9', tool: 'business_security' }, '/business/business-hierarchy/9/business_security/'],
    [{ kind: 'hub' }, '/business/hub/'],
    [{ kind: 'convert' }, '/business/convert/'],
    [{ kind: 'schedule_call' }, '/business/schedule_call/'],
  ])('%j is at %s', (page, path) => expect(businessPath(page)).toBe(path));
});

describe('toolNeeds', () => {
  it.each<[ManagerTool, string]>([
    ['dashboard', 'analytics'],
    ['catalogs', 'catalogs'],
    ['asset-groups', 'ads'],
    ['audiences', 'ads'],
    ['shared-tags', 'ads'],
    ['brand-safety', 'ads'],
    ['ad-accounts', 'ads'],
    ['cee-migration', 'ads'],
    ['invoice-management', 'billing'],
    ['security', 'members'],
  ])('%s needs %s', (tool, capability) => expect(toolNeeds(tool)).toBe(capability));

  it('lists each screen of the nav once', () => {
    expect(new Set(MANAGER_TOOLS.map((t) => t.tool)).size).toBe(MANAGER_TOOLS.length);
    expect(MANAGER_TOOLS.map((t) => t.tool).sort()).toEqual([...MANAGER_SCREENS].sort());
  });
});
