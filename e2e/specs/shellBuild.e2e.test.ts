// (f) the shell's build knows no remote: no remote URL, manifest or entry name is baked in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_DIST } from '../support/paths';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe("the shell's build output", () => {
  const files = filesUnder(path.join(SHELL_DIST, 'public')).filter((f) => /\.(js|html|json)$/.test(f));
  files.push(path.join(SHELL_DIST, 'document.html'));

  it('has files to check', () => {
    expect(files.some((f) => /shell\.[0-9a-f]+\.js$/.test(f))).toBe(true);
  });

  it.each(['/remotes/mf_', 'mf-manifest.json', 'remoteEntry.js'])('never mentions %s', (needle) => {
    const hits = files.filter((f) => readFileSync(f, 'utf8').includes(needle));
    expect(hits).toEqual([]);
  });

  // A baked remote would be a loopback origin with its port. (axios carries a bare
  // 'http://localhost' as its base for parsing URLs outside a browser; that names no server.)
  it('never names a loopback origin with a port', () => {
    const origin = /https?:\/\/(localhost|127\.0\.0\.1):\d+/;
    const hits = files.filter((f) => origin.test(readFileSync(f, 'utf8')));
    expect(hits).toEqual([]);
  });
});
