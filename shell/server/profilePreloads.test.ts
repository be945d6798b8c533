// A profile's document preloads the feed's grid only on a tab whose first screen is that grid
// (Created, Saved): its Boards tab shows none, and a preload it never used makes the browser warn.
import { parseRoute } from 'shared-contracts/rules';
import { type RemoteDescriptor } from 'shared-contracts/platform';
import { preloadLinks } from './document';

const HASH = (c: string) => `sha384-${c.repeat(64)}`;
const boards: RemoteDescriptor = {
  name: 'mf_boards',
  version: '1.0.0+abcdefabcd',
  entryUrl: '/remotes/mf_boards/1/remoteEntry.js',
  integrity: { 'remoteEntry.js': HASH('a'), '12.js': HASH('b') },
  initialFiles: ['12.js'],
};
const feed: RemoteDescriptor = {
  name: 'mf_feed',
  version: '1.0.0+abcdefabcd',
  entryUrl: '/remotes/mf_feed/1/remoteEntry.js',
  integrity: { 'remoteEntry.js': HASH('c'), 'grid.js': HASH('d') },
  exposedFiles: { './PinGrid': ['grid.js'] },
};

const feedPreloads = (pathname: string) =>
  [...preloadLinks([boards, feed], parseRoute({ pathname })).matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => href.startsWith('/remotes/mf_feed/'));

describe("a profile's preloads", () => {
  it("leave the feed's grid out on the Boards tab", () => {
    expect(feedPreloads('/demo/')).toEqual([]);
  });

  it.each(['/demo/_created/', '/demo/_saved/'])("preload the feed's grid on %s, which shows it", (pathname) => {
    expect(feedPreloads(pathname)).toEqual(['/remotes/mf_feed/1/remoteEntry.js', '/remotes/mf_feed/1/grid.js']);
  });
});
