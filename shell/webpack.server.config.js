// The edge server, bundled for Node with the TypeScript workspaces it uses inlined
// (shared-contracts, page-runtime, api, pinboard-platform); every other package stays a require.
const path = require('node:path');
const { serverConfig } = require('build-config');

module.exports = serverConfig({ packageDir: __dirname, entry: './server/main.ts', outputPath: path.join(__dirname, 'dist', 'server') });
