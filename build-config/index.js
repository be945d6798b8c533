// @ts-check
// The one webpack + Module Federation setup the shell and every area build with, so the shared
// singletons (one React, one page runtime, one React kit with the query library) are declared in
// exactly one place: what is shared (sharing.js), how sources are read (loaders.js) and the
// configs built from them (configs.js).
const { remoteConfig, hostConfig, serverConfig, browserConfigOf, SERVER_DIR, SERVER_FILE } = require('./configs');
const { sharedVersions } = require('./sharing');

module.exports = { remoteConfig, hostConfig, serverConfig, browserConfigOf, sharedVersions, SERVER_DIR, SERVER_FILE };
