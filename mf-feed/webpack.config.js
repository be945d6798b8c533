const { remoteConfig } = require('build-config');

module.exports = remoteConfig({
  packageDir: __dirname,
  name: 'mf_feed',
  exposes: { './app': './src/app.tsx', './PinGrid': './src/pinGridModule.tsx' },
});
