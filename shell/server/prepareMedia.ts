// `node shell/dist/server/prepare-media.js`: encodes the demo world's videos and GIFs, with the
// pictures they are made from, into the folder the server will use (MEDIA_DIR, default
// DATA_DIR/media), for a server that should find them there rather than make them once it is up
// (the e2e template). Every other picture is drawn when first asked for. Nothing to do where the
// site's SQLite database already exists: a start before seeded it.

import { DATABASE_FILE, prepareDemoMedia } from 'api';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mediaMaker, stampMediaFolder } from './demoMediaStamp';
import { readServerSettings } from './serverSettings';

async function prepare(): Promise<void> {
  const settings = readServerSettings(process.env, path.resolve(__dirname, '..', '..', '..'));
  if (settings.database.kind === 'sqlite' && existsSync(path.join(settings.dataDir, DATABASE_FILE))) return;
  // The server beside this bundle draws and encodes with the same code: the folder is named its.
  stampMediaFolder(settings.mediaDir, mediaMaker(path.join(path.dirname(process.argv[1] ?? __filename), 'main.js')));
  await prepareDemoMedia(settings.mediaDir, (line) => console.log(line));
}

prepare().catch((error: unknown) => {
  console.error(`The demo pictures and videos could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
