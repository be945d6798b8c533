import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { madeBy, stampMediaFolder } from './demoMediaStamp';

let root: string;
beforeEach(() => (root = mkdtempSync(path.join(os.tmpdir(), 'pinboard-stamp-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the demo media folder’s maker', () => {
  it('is named in a folder that is new or empty, and stays while the same build adds to it', () => {
    const media = path.join(root, 'media');
    stampMediaFolder(media, 'build-a');
    expect(madeBy(media, 'build-a')).toBe(true);
    mkdirSync(path.join(media, 'orig'));
    stampMediaFolder(media, 'build-a');
    expect(madeBy(media, 'build-a')).toBe(true);
    expect(madeBy(media, 'build-b')).toBe(false);
  });

  it('is taken away when another build finds files there, and never given to a folder of files nobody named', () => {
    const media = path.join(root, 'media');
    stampMediaFolder(media, 'build-a');
    mkdirSync(path.join(media, 'orig'));
    stampMediaFolder(media, 'build-b');
    expect(madeBy(media, 'build-a')).toBe(false);
    expect(madeBy(media, 'build-b')).toBe(false);
    stampMediaFolder(media, 'build-b');
    expect(madeBy(media, 'build-b')).toBe(false);

    const older = path.join(root, 'older');
    mkdirSync(older);
    writeFileSync(path.join(older, 'a.jpg'), 'old');
    stampMediaFolder(older, 'build-a');
    expect(madeBy(older, 'build-a')).toBe(false);
  });
});
