import { parseCurrentRemotes, parsePlatformConfig } from './remotes';

const good = {
  loadTimeoutMs: 8000,
  remotes: [
    {
      name: 'mf_feed',
      version: '1.0.0+abc',
      entryUrl: '/remotes/mf_feed/1.0.0+abc/remoteEntry.js',
      integrity: { 'remoteEntry.js': 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb' },
    },
  ],
  reportToken: 'abc.def',
};

describe('parsePlatformConfig', () => {
  it('accepts a valid config', () => {
    expect(parsePlatformConfig(good)).toEqual(good);
  });

  it("accepts the first screen's read answered with the page", () => {
    const withRead = { ...good, firstRead: { path: '/resource/HomefeedResource/get/?page_size=25', body: { resource_response: {} } } };
    expect(parsePlatformConfig(withRead)).toEqual(withRead);
    const withGridRead = { ...withRead, followUpRead: { path: '/resource/BoardFeedResource/get/?board_id=6&page_size=25', body: {} } };
    expect(parsePlatformConfig(withGridRead)).toEqual(withGridRead);
  });

  it("accepts the files each of a build's other exposed modules needs first", () => {
    const withGrid = { ...good, remotes: [{ ...good.remotes[0], exposedFiles: { './PinGrid': ['250.abc.js', 'styles.css'] } }] };
    expect(parsePlatformConfig(withGrid)).toEqual(withGrid);
  });

  it('accepts a dev build with no integrity', () => {
    const dev = { loadTimeoutMs: 8000, remotes: [{ name: 'mf_feed', version: 'dev', entryUrl: 'http://localhost:3101/remoteEntry.js' }] };
    expect(parsePlatformConfig(dev)).toEqual(dev);
  });

  const bad: Array<[string, unknown, string]> = [
    ['not an object', 'x', 'expected an object'],
    ['no remotes', { loadTimeoutMs: 1 }, '"remotes" must be an array'],
    ['zero timeout', { ...good, loadTimeoutMs: 0 }, '"loadTimeoutMs" must be a positive number'],
    ['unknown remote', { ...good, remotes: [{ ...good.remotes[0], name: 'mf_cart' }] }, 'remotes[0].name is not a known remote'],
    ['duplicate remote', { ...good, remotes: [good.remotes[0], good.remotes[0]] }, 'remote mf_feed is listed twice'],
    ['empty version', { ...good, remotes: [{ ...good.remotes[0], version: '' }] }, 'remotes[0].version must be a non-empty string'],
    ['no entry', { ...good, remotes: [{ name: 'mf_feed', version: '1' }] }, 'remotes[0].entryUrl must be a non-empty string'],
    [
      'a weak hash',
      {
        ...good,
        remotes: [{ ...good.remotes[0], integrity: { 'remoteEntry.js': 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' } }],
      },
      'remotes[0].integrity["remoteEntry.js"] must be a sha384 integrity',
    ],
    ['a report token that is not text', { ...good, reportToken: 5 }, '"reportToken" must be a string'],
    [
      'exposed files under something that is not a module name',
      { ...good, remotes: [{ ...good.remotes[0], exposedFiles: { '../app': ['x.js'] } }] },
      `remotes[0].exposedFiles: "../app" is not an exposed module name such as './PinGrid'`,
    ],
    [
      'exposed files that are not a list',
      { ...good, remotes: [{ ...good.remotes[0], exposedFiles: ['x.js'] }] },
      'remotes[0].exposedFiles must be an object',
    ],
    [
      'a first read of another kind of path',
      { ...good, firstRead: { path: '/v3/boards/', body: {} } },
      '"firstRead.path" must be a resource read path',
    ],
    [
      'a grid read of another kind of path',
      { ...good, followUpRead: { path: '/v3/boards/', body: {} } },
      '"followUpRead.path" must be a resource read path',
    ],
    [
      'a first read with no body',
      { ...good, firstRead: { path: '/resource/HomefeedResource/get/' } },
      '"firstRead.body" must be an object',
    ],
  ];
  it.each(bad)('rejects %s', (_label, input, message) => {
    expect(() => parsePlatformConfig(input)).toThrow(message);
  });
});

describe('parseCurrentRemotes', () => {
  it('accepts the builds and the report token', () => {
    expect(parseCurrentRemotes({ remotes: good.remotes, reportToken: 't.s' })).toEqual({ remotes: good.remotes, reportToken: 't.s' });
  });
  it.each([
    ['no token', { remotes: [] }, '/_platform/remotes: "reportToken" must be a non-empty string'],
    [
      'a broken build',
      { remotes: [{ name: 'mf_feed', version: '1' }], reportToken: 't' },
      '/_platform/remotes: remotes[0].entryUrl must be a non-empty string',
    ],
    ['no list', { reportToken: 't' }, '/_platform/remotes: "remotes" must be an array'],
  ])('rejects %s', (_label, input, message) => {
    expect(() => parseCurrentRemotes(input)).toThrow(message);
  });
});
