// What an area's build must declare for the platform: a size budget the registry can hold a
// promotion to (the bus names it handles are checked by the registry against the bus's own list).
const path = require('node:path');
const { remoteConfig } = require('./index');
const { checkBudget } = require('./areaManifestPlugin');

const packageDir = path.resolve(__dirname, '..', 'mf-feed');

describe('an area’s size budget', () => {
  it.each([
    [{ initialKB: 26 }, 26_624],
    [{ initialKB: 0.5 }, 512],
    [{ initialKB: 2048 }, 2_097_152],
  ])('%j is written as %d bytes', (budget, bytes) => {
    expect(checkBudget(budget, 'mf_feed')).toEqual({ initialBytes: bytes });
  });

  it.each([[undefined], [{}], [{ initialKB: 0 }], [{ initialKB: -1 }], [{ initialKB: '26' }], [{ initialKB: 2049 }], [{ initialKB: NaN }]])(
    'refuses %p when the config is made, saying what to set',
    (budget) => {
      expect(() => remoteConfig({ packageDir, name: 'mf_feed', exposes: {}, budget })).toThrow(
        'mf_feed: set budget: { initialKB: <number> } in webpack.config.js, the compressed KB its entry and initial files may weigh (at most 2048)',
      );
    },
  );

  it('is declared by every area', () => {
    for (const area of ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business']) {
      const config = require(path.resolve(__dirname, '..', area, 'webpack.config.js'));
      expect(() => config({}, { mode: 'production' })).not.toThrow();
    }
  });
});
