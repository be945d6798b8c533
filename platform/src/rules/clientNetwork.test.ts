import { clientNetwork } from './clientNetwork';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.9', 'v4:203.0.113.9'],
    ['127.0.0.1', 'v4:127.0.0.1'],
    // IPv4 as Node reports it on a dual-stack socket.
    ['::ffff:203.0.113.9', 'v4:203.0.113.9'],
    ['::ffff:cb00:7109', 'v4:203.0.113.9'],
    // One /64, however the host picks its interface id.
    ['2001:db8:0:1::1', 'v6:2001:db8:0:1'],
    ['2001:db8:0:1:a:b:c:d', 'v6:2001:db8:0:1'],
    ['2001:DB8:0:1:ffff:ffff:ffff:ffff', 'v6:2001:db8:0:1'],
    ['2001:0db8:0000:0001::', 'v6:2001:db8:0:1'],
    ['2001:db8:0:2::1', 'v6:2001:db8:0:2'],
    ['fe80::1%eth0', 'v6:fe80:0:0:0'],
    ['::1', 'v6:0:0:0:0'],
    ['unknown', 'other:unknown'],
    ['', 'other:'],
  ])('%s → %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});
