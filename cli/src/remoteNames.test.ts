// The CLI cannot import shared-contracts (it has no dependencies), so its list of areas is a copy:
// this keeps it the registry's.
import { REMOTE_NAMES } from 'shared-contracts/platform';
import { isKnownArea, KNOWN_AREAS, versionRefOf } from './remoteNames';

describe('the areas the CLI names', () => {
  it('are the registry’s areas', () => {
    expect([...KNOWN_AREAS].sort()).toEqual([...REMOTE_NAMES].sort());
    expect(REMOTE_NAMES.every(isKnownArea)).toBe(true);
  });

  it.each([
    ['mf_feed@1.3.0', { remote: 'mf_feed', version: '1.3.0' }],
    ['mf_feed@1.3.0+4f2a9c01de', { remote: 'mf_feed', version: '1.3.0+4f2a9c01de' }],
  ])('reads %s as an area and a version', (text, ref) => {
    expect(versionRefOf(text, 'canary')).toEqual(ref);
  });
});
