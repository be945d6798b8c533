// Where the render thread's program is: built, the server bundle's own entry beside it
// (server-build-worker.js, shell's webpack.server.config.js); run from source, as the tests do,
// serverBuildWorker.ts itself, which Node runs as it is (it has only erasable types).

import { existsSync } from 'node:fs';
import path from 'node:path';

const bundled = path.join(__dirname, 'server-build-worker.js');

export const SERVER_BUILD_WORKER_FILE = existsSync(bundled) ? bundled : path.join(__dirname, 'serverBuildWorker.ts');
