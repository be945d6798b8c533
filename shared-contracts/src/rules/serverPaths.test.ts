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
    ['/media/236x/0123456789abcdef0123456789abcdef.jpg', true],
    ['/offsite/?token=t&url=https%3A%2F%2Fexample.com%2F&pin=1001', true],
    ['/offsite', true],
    ['/offsiteideas/', false],
    ['/', false],
    ['/pin/1', false],
    ['/shellfish/', false],
    ['/demo/shell', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isServerPath(pathname)).toBe(expected);
  });

  it('never lets a server path be read as a username', () => {
    for (const segment of ['shell', 'remotes', '_platform', 'v3', 'vx', 'resource', 'media', 'offsite']) {
      expect([segment, isReservedFirstSegment(segment)]).toEqual([segment, true]);
    }
  });
});
