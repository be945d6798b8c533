// The edge server, bundled for Node with shared-contracts inlined (it is TypeScript source);
// every other package stays an ordinary require from node_modules.
const path = require('node:path');
const { serverConfig } = require('build-config');

module.exports = serverConfig({ packageDir: __dirname, entry: './server/main.ts', outputPath: path.join(__dirname, 'dist', 'server') });
