import { parseRoute } from './routes';
import { PLACEMENTS, placementsFor } from './experiencePlacements';

const at = (path: string, viewer: string | null = 'demo') => placementsFor(parseRoute({ pathname: path, search: '' }), viewer);

describe('placementsFor: the placements each page asks experiences for', () => {
  it.each<[string, string[]]>([
    ['/', ['1000162', '1000075', '1000421', '1000160', '1000161']],
    ['/pin/1001/', ['1000155', '1000281']],
    // The secret boards tip (1000282) only on the viewer's own boards; another's profile, the upsell's callout.
    ['/demo/', ['1000282', '1000290']],
    ['/Demo/', ['1000282', '1000290']],
    ['/demo/_created/', ['1000290']],
    ['/maya/', ['1000281']],
    ['/search/pins/', ['1000300']],
    ['/demo/garden-plans/', ['1000310']],
    ['/demo/garden-plans/seeds/', []],
    ['/settings/', []],
    ['/no/such/page/here/', []],
  ])('%s → %p', (path, placements) => expect(at(path)).toEqual(placements));

  it('gives a visitor on a profile the callout placement only', () => expect(at('/demo/', null)).toEqual(['1000281']));

  it("keeps spec section 9's ids: 1000421 the survey, 1000069 the footer", () => {
    expect(PLACEMENTS.survey).toBe('1000421');
    expect(PLACEMENTS.hideFooter).toBe('1000069');
  });
});
