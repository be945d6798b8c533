// The benchmark as one Node bundle (the API is TypeScript source, compiled in like the edge server).
const path = require('node:path');
const { serverConfig } = require('build-config');

module.exports = serverConfig({ packageDir: __dirname, entry: './bench/apiBench.ts', outputPath: path.join(__dirname, 'dist', 'bench') });
