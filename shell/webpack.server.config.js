// The edge server, bundled for Node with the TypeScript workspaces it uses inlined
// (shared-contracts, page-runtime, api, pinboard-platform); every other package stays a require.
// Beside it, prepare-media.js: the demo videos made ahead of a server (the e2e template); and
// server-build-worker.js, the thread the areas' server builds run in.
const path = require('node:path');
const { serverConfig } = require('build-config');

module.exports = serverConfig({
  packageDir: __dirname,
  entry: {
    main: './server/main.ts',
    'prepare-media': './server/prepareMedia.ts',
    // The render thread areaServerBuilds.ts starts (serverBuildWorkerFile.ts finds it here).
    'server-build-worker': './server/serverBuildWorker.ts',
  },
  outputPath: path.join(__dirname, 'dist', 'server'),
});
