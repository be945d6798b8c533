// `node shell/dist/server/prepare-media.js [--pictures]`: draws the demo world's pictures and
// encodes its videos into the folder the server will use (MEDIA_DIR, default DATA_DIR/media), so
// the first start's seeding finds them there. `npm start` asks for the pictures alone, drawn while
// it builds the areas: the server encodes the videos once it is up. Nothing to do where the site's
// SQLite database already exists: a start before seeded it.

import { DATABASE_FILE, prepareDemoMedia } from 'api';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mediaMaker, stampMediaFolder } from './demoMediaStamp';
import { readServerSettings } from './serverSettings';

async function prepare(): Promise<void> {
  const settings = readServerSettings(process.env, path.resolve(__dirname, '..', '..', '..'));
  if (settings.database.kind === 'sqlite' && existsSync(path.join(settings.dataDir, DATABASE_FILE))) return;
  // This bundle (argv[1]) is the code that draws and encodes: it names itself as the folder's maker.
  stampMediaFolder(settings.mediaDir, mediaMaker(process.argv[1] ?? __filename));
  await prepareDemoMedia(settings.mediaDir, (line) => console.log(line), { videos: !process.argv.includes('--pictures') });
}

prepare().catch((error: unknown) => {
  console.error(`The demo pictures and videos could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
