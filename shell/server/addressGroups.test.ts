import { addressGroupOf } from './addressGroups';

describe('addressGroupOf', () => {
  it.each([
    ['an IPv4 address is its own group', '203.0.113.7', '203.0.113.7'],
    ['IPv4 written as IPv6 counts as IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4 written as IPv6 in hex counts as IPv4', '::ffff:cb00:7107', '203.0.113.7'],
    ['an IPv6 address counts by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['another address in the same /64 is the same group', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['leading zeros and capitals do not make a new group', '2001:0DB8:0001:0002::ff', '2001:db8:1:2::/64'],
    ['a short form that ends inside the /64', '2001:db8::7', '2001:db8:0:0::/64'],
    ['the next /64 is another group', '2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['a zone is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['an IPv4 tail on a non-mapped address stays IPv6', '64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['no address (a socket already gone) is its own group', '', ''],
  ])('%s: %s → %s', (_why, address, group) => expect(addressGroupOf(address)).toBe(group));

  it('puts every address of one /64 in one group and a neighbouring /64 apart', () => {
    const groups = new Set(Array.from({ length: 50 }, (_, at) => addressGroupOf(`2001:db8:aa:bb:${at.toString(16)}::${at + 1}`)));
    expect([...groups]).toEqual(['2001:db8:aa:bb::/64']);
    expect(addressGroupOf('2001:db8:aa:bc::1')).not.toBe('2001:db8:aa:bb::/64');
  });
});
