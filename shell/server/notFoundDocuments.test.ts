// The one not-found page, as the edge server answers it: HTTP 404, kept by no cache (the page may
// exist a moment later), titled 'Page not found', for an unknown route, a reserved first segment,
// and a profile, board or section that is not there. Over the real API's seeded demo world.
import { edgeTestDocument } from './testing/edgeTestDocument';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const TEMPLATE = edgeTestDocument(['mf_boards', 'not-found']);

const edge = edgeOverTestApiForFile({ name: 'edge-not-found', document: TEMPLATE, builds: { mf_boards: { packageVersion: '2.1.0' } } });

describe('the not-found document', () => {
  it.each(['/no/such/page/here', '/careers/', '/nobody_here/', '/demo/no-such-board/', '/demo/kitchen-ideas/no-such-section/'])(
    'answers %s with HTTP 404, kept by no cache',
    async (url) => {
      const response = await fetch(`${edge.base}${url}`, { headers: { 'user-agent': BROWSER } });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<title>Page not found · Pinboard</title>');
    },
  );

  it('is not what an existing board is answered with', async () => {
    const response = await fetch(`${edge.base}/demo/kitchen-ideas/`, { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('<title>Page not found · Pinboard</title>');
  });
});
