import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';
import { colourHistogram } from './colourHistogram';
import { backfillHistograms } from './histogramBackfill';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-backfill-'));
  mkdirSync(path.join(dir, '236x'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeStorage(missing: string[]): { storage: Storage; stored: Map<string, Buffer> } {
  const stored = new Map<string, Buffer>();
  const storage = {
    imagesMissingHistogram: async () => missing,
    setImageHistogram: async (signature: string, histogram: Buffer) => {
      stored.set(signature, histogram);
    },
  } as Pick<Storage, 'imagesMissingHistogram' | 'setImageHistogram'>;
  return { storage: storage as Storage, stored };
}

describe('backfillHistograms', () => {
  it("fills each picture's histogram from its 236x file, skips one without a file and says which file it could not read", async () => {
    await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ffffff' } })
      .jpeg({ quality: 95 })
      .toFile(path.join(dir, '236x', 'white.jpg'));
    writeFileSync(path.join(dir, '236x', 'broken.jpg'), 'not a picture');
    const { storage, stored } = fakeStorage(['white', 'gone', 'broken']);
    const lines: string[] = [];
    expect(await backfillHistograms(storage, dir, (line) => lines.push(line))).toBe(1);
    expect([...stored.keys()]).toEqual(['white']);
    expect(stored.get('white')).toEqual(colourHistogram(Buffer.from([255, 255, 255]), 1, 1, 3));
    expect(lines[0]).toMatch(/^Could not read .*broken\.jpg for its colour histogram: /);
    expect(lines[1]).toMatch(/^Worked out 1 colour histograms from picture files in \d+ ms\.$/);
  });

  it('does nothing when every picture has one', async () => {
    const { storage, stored } = fakeStorage([]);
    expect(await backfillHistograms(storage, dir)).toBe(0);
    expect(stored.size).toBe(0);
  });
});
