import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORPHAN_AFTER_MS, removeOrphanTemps } from './orphanTemps';

describe('removeOrphanTemps', () => {
  it('deletes the .tmp files an interrupted upload left, in every size, and keeps the pictures and a file being written now', async () => {
    const media = mkdtempSync(path.join(os.tmpdir(), 'media-'));
    try {
      const long = new Date(Date.now() - ORPHAN_AFTER_MS - 60_000);
      for (const size of ['236x', 'orig']) {
        mkdirSync(path.join(media, size));
        writeFileSync(path.join(media, size, 'abc.jpg'), 'picture');
        writeFileSync(path.join(media, size, 'abc.jpg.1a2b3c.tmp'), 'half');
        utimesSync(path.join(media, size, 'abc.jpg.1a2b3c.tmp'), long, long);
      }
      // Another server sharing the folder is writing this one.
      writeFileSync(path.join(media, '236x', 'def.jpg.4d5e6f.tmp'), 'being written');
      expect(await removeOrphanTemps(media)).toBe(2);
      expect(readdirSync(path.join(media, '236x')).sort()).toEqual(['abc.jpg', 'def.jpg.4d5e6f.tmp']);
      expect(readdirSync(path.join(media, 'orig'))).toEqual(['abc.jpg']);
      expect(await removeOrphanTemps(media)).toBe(0);
      // Once it is as old as no write takes, it is an orphan too.
      expect(await removeOrphanTemps(media, Date.now() + ORPHAN_AFTER_MS + 1000)).toBe(1);
    } finally {
      rmSync(media, { recursive: true, force: true });
    }
  });

  it('is nothing to do before any media exists', async () => {
    expect(await removeOrphanTemps(path.join(os.tmpdir(), 'no-such-media-folder'))).toBe(0);
  });
});
