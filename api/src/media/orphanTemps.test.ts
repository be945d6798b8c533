import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeOrphanTemps } from './orphanTemps';

describe('removeOrphanTemps', () => {
  it('deletes the .tmp files an interrupted upload left, in every size, and keeps the pictures', async () => {
    const media = mkdtempSync(path.join(os.tmpdir(), 'media-'));
    try {
      for (const size of ['236x', 'orig']) {
        mkdirSync(path.join(media, size));
        writeFileSync(path.join(media, size, 'abc.jpg'), 'picture');
        writeFileSync(path.join(media, size, 'abc.jpg.1a2b3c.tmp'), 'half');
      }
      expect(await removeOrphanTemps(media)).toBe(2);
      expect(readdirSync(path.join(media, '236x'))).toEqual(['abc.jpg']);
      expect(readdirSync(path.join(media, 'orig'))).toEqual(['abc.jpg']);
      expect(await removeOrphanTemps(media)).toBe(0);
    } finally {
      rmSync(media, { recursive: true, force: true });
    }
  });

  it('is nothing to do before any media exists', async () => {
    expect(await removeOrphanTemps(path.join(os.tmpdir(), 'no-such-media-folder'))).toBe(0);
  });
});
