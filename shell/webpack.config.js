const { hostConfig } = require('build-config');

module.exports = hostConfig({ packageDir: __dirname });
