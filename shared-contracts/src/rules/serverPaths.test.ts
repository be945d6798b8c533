import { isServerPath } from './serverPaths';
import { isReservedFirstSegment } from './reservedSegments';

describe('isServerPath', () => {
  it.each([
    ['/shell/shell.abc.js', true],
    ['/remotes/mf_feed/1.0.0/remoteEntry.js', true],
    ['/_platform/status', true],
    ['/v3/boards/1/follow/', true],
    ['/vx/business_access/profiles/', true],
    ['/resource/RepinResource/create/', true],
    ['/', false],
    ['/pin/1', false],
    ['/shellfish/', false],
    ['/demo/shell', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isServerPath(pathname)).toBe(expected);
  });

  it('never lets a server path be read as a username', () => {
    for (const segment of ['shell', 'remotes', '_platform', 'v3', 'vx', 'resource']) {
      expect([segment, isReservedFirstSegment(segment)]).toEqual([segment, true]);
    }
  });
});
