// A suite's own view of the seeded media, so a test can make one video's files really go missing
// (the server answers 404) and come back, without touching the template every suite shares. The
// site's DATA_DIR/media, a link to the template's, becomes a folder of links: one per top-level
// folder, and one per video under video/. Taking a video away removes only its link.

import { lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { RunningSite } from './site';

export interface PrivateMedia {
  /** The video's files (MP4, HLS, captions) answer 404 from now on. */
  hideVideo: (signature: string) => void;
  /** They are there again. */
  restoreVideo: (signature: string) => void;
  /** Back to the one link to the template. */
  dispose: () => void;
}

export function privateMedia(site: RunningSite): PrivateMedia {
  const mine = path.join(site.dataDir, 'media');
  if (!lstatSync(mine).isSymbolicLink()) throw new Error(`${mine} is not the link to the shared media`);
  const shared = readlinkSync(mine);
  const link = (from: string, to: string) => symlinkSync(path.join(shared, from), path.join(mine, to));
  // Only links are ever removed below: the shared files are never written.
  unlinkSync(mine);
  mkdirSync(mine);
  for (const entry of readdirSync(shared)) if (entry !== 'video') link(entry, entry);
  mkdirSync(path.join(mine, 'video'));
  for (const signature of readdirSync(path.join(shared, 'video'))) link(path.join('video', signature), path.join('video', signature));
  const videoLink = (signature: string) => path.join(mine, 'video', path.basename(signature));
  return {
    hideVideo: (signature) => unlinkSync(videoLink(signature)),
    restoreVideo: (signature) => link(path.join('video', path.basename(signature)), path.join('video', path.basename(signature))),
    dispose() {
      // rmSync removes links, never what they point at.
      rmSync(mine, { recursive: true, force: true });
      symlinkSync(shared, mine);
    },
  };
}
