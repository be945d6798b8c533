const { remoteConfig } = require('build-config');

module.exports = remoteConfig({
  packageDir: __dirname,
  name: 'mf_closeup',
  exposes: { './app': './src/app.tsx' },
});
