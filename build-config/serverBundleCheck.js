// Proves a server build stands alone: a copy of the file is required by a fresh Node process in an
// empty temporary folder, where no node_modules can be found, so a package the build left
// external (instead of compiling it in) fails here, at build time, not in the edge server.
const { execFileSync } = require('node:child_process');
const { mkdtempSync, copyFileSync, rmSync, statSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const PROBE = `
const loaded = require(process.argv[1]);
const names = Object.keys(loaded).filter((key) => typeof loaded[key] === 'function');
if (names.length === 0) throw new Error('it exports no function');
process.stdout.write(JSON.stringify(names));
`;

/** The names of the functions the file exports, and its size; throws when it cannot load alone. */
function checkServerBundle(file) {
  const bytes = statSync(file).size;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-server-build-'));
  try {
    const copy = path.join(dir, path.basename(file));
    copyFileSync(file, copy);
    let output;
    try {
      output = execFileSync(process.execPath, ['-e', PROBE, copy], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 20000,
      });
    } catch (error) {
      const stderr = String(error.stderr || error.message);
      const reason = /Error: .*/.exec(stderr);
      throw new Error(reason ? reason[0] : stderr.trim().split('\n').slice(-1)[0]);
    }
    return { exports: JSON.parse(output), bytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { checkServerBundle };
