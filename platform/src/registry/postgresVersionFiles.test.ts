// Build files shared through PostgreSQL (issue 22): written through one edge, served by another
// from its own disk cache, never served damaged.
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { sha384Integrity } from '../rules/integrity';
import { TEST_SHELL, writeFakeBuild } from '../testing/fakeBuild';
import { readBuildBundle, SERVER_ENTRY_FILE } from './buildBundle';
import { openPostgresRegistryStore, type PostgresRegistryStore } from './registryDatabase';
import { postgresVersionFiles } from './postgresVersionFiles';
import { createRegistry } from './registry';
import type { RegistryError } from './registryError';
import type { VersionFiles } from './versionFiles';
import { eventually } from 'test-support/eventually';

warnPostgresSkipped('the PostgreSQL build files suite');
const suite = hasTestPostgres() ? describe : describe.skip;

const ops = { name: 'ops' };
const VERSION = '1.0.0+aaaaaaaaaa';
const files = [
  { path: 'remoteEntry.js', bytes: Buffer.from('/* entry */') },
  { path: 'server/render.js', bytes: Buffer.from('module.exports = {};') },
];

suite('build files in PostgreSQL, cached on each edge', () => {
  let dir: string;
  let url: string;
  const stores: PostgresRegistryStore[] = [];
  const edge = async (name: string) => {
    const store = await openPostgresRegistryStore({ url });
    stores.push(store);
    const lines: string[] = [];
    const cacheDir = path.join(dir, name, 'registry-cache');
    return { store, lines, cacheDir, files: postgresVersionFiles({ db: store.db, cacheDir, log: (line) => lines.push(line) }) };
  };
  const cached = (versionFiles: VersionFiles, file: string) => path.join(versionFiles.folder('mf_feed', VERSION), file);

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'registry-files-'));
    url = await freshTestDatabase('registry_files');
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('are written through one edge and served by another from its own cache, filled once', async () => {
    const a = await edge('a');
    const b = await edge('b');
    await a.files.write('mf_feed', VERSION, files);
    expect(await b.files.ensureLocal('mf_feed', VERSION)).toBe(true);
    expect(b.files.folder('mf_feed', VERSION).startsWith(b.cacheDir)).toBe(true);
    expect(readFileSync(cached(b.files, 'server/render.js'), 'utf8')).toBe('module.exports = {};');
    expect(b.lines).toEqual(["registry: mf_feed@1.0.0+aaaaaaaaaa: 2 files fetched into this edge's cache"]);
    // Once checked, asking again costs no fetch.
    expect(await b.files.ensureLocal('mf_feed', VERSION, { file: 'remoteEntry.js' })).toBe(true);
    expect(b.lines).toHaveLength(1);
    // A version the database has no files for.
    expect(await b.files.ensureLocal('mf_feed', '9.9.9+bbbbbbbbbb')).toBe(false);
  });

  it('refuse other files for a stored version through either edge, and take the same build from both at once', async () => {
    const a = await edge('a');
    const b = await edge('b');
    await a.files.write('mf_feed', VERSION, files);
    const other = [{ path: 'remoteEntry.js', bytes: Buffer.from('/* another entry */') }];
    await expect(b.files.write('mf_feed', VERSION, other)).rejects.toThrow('mf_feed@1.0.0+aaaaaaaaaa already has files');
    await b.files.write('mf_feed', VERSION, files);
    // Two edges taking the same working tree at start.
    await Promise.all([a.files.write('mf_feed', '2.0.0+cccccccccc', files), b.files.write('mf_feed', '2.0.0+cccccccccc', files)]);
    await expect(Promise.all([a.files.write('mf_feed', 'x+1', files), b.files.write('mf_feed', 'x+1', other)])).rejects.toThrow(
      'already has files',
    );
    expect(await b.files.ensureLocal('mf_feed', VERSION)).toBe(true);
    expect(readFileSync(cached(b.files, 'remoteEntry.js'), 'utf8')).toBe('/* entry */');
  });

  it('are checked when a cached file changed on disk: a damaged one is fetched again, never served', async () => {
    const a = await edge('a');
    const b = await edge('b');
    await a.files.write('mf_feed', VERSION, files);
    await b.files.ensureLocal('mf_feed', VERSION);
    writeFileSync(cached(b.files, 'remoteEntry.js'), '/* evil() */ /* longer */');
    expect(await b.files.ensureLocal('mf_feed', VERSION, { file: 'remoteEntry.js' })).toBe(true);
    expect(readFileSync(cached(b.files, 'remoteEntry.js'), 'utf8')).toBe('/* entry */');

    // Same size, same time: the stamp cannot tell, a full recheck can.
    const place = cached(b.files, 'remoteEntry.js');
    const before = statSync(place);
    writeFileSync(place, '/* evil!! */'.slice(0, before.size));
    utimesSync(place, before.atime, before.mtime);
    await b.files.ensureLocal('mf_feed', VERSION, { recheck: true });
    expect(readFileSync(place, 'utf8')).toBe('/* entry */');

    // A missing file, on an edge that starts afresh with a cache left from before.
    rmSync(place);
    const restarted = await edge('b');
    expect(await restarted.files.ensureLocal('mf_feed', VERSION)).toBe(true);
    expect(readFileSync(place, 'utf8')).toBe('/* entry */');
    expect(restarted.lines).toEqual(["registry: mf_feed@1.0.0+aaaaaaaaaa: 1 file fetched into this edge's cache"]);
  });

  it('are refused by the database itself when their bytes do not match their integrity', async () => {
    await edge('a');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // A file of mf_feed's VERSION written straight into the table, past the store's own checks.
    const insert = (filePath: string, bytes: Buffer, integrity: string) =>
      client.query('INSERT INTO registry_files (remote, version, path, bytes, integrity, size) VALUES ($1, $2, $3, $4, $5, $6)', [
        'mf_feed',
        VERSION,
        filePath,
        bytes,
        integrity,
        bytes.length,
      ]);
    try {
      await expect(insert('remoteEntry.js', Buffer.from('bytes'), sha384Integrity(Buffer.from('other bytes')))).rejects.toThrow(
        'registry_files_check',
      );
      await expect(insert('../escape.js', Buffer.from('bytes'), sha384Integrity(Buffer.from('bytes')))).rejects.toThrow(
        'registry_files_path_check',
      );
      // Module Federation's published types are a build's file like the others.
      const types = Buffer.from('PK types');
      await insert('@mf-types.zip', types, sha384Integrity(types));
    } finally {
      await client.end();
    }
  });

  const registryOn = (e: { store: PostgresRegistryStore; files: VersionFiles }) =>
    createRegistry({
      store: e.store,
      files: e.files,
      shell: TEST_SHELL,
      signingSecret: 's'.repeat(40),
      canaryPolicy: { maxFailureRate: 0.1, minLoads: 50 },
    });

  it('let two edges starting from the same working tree take its build at once', async () => {
    const [onA, onB] = [registryOn(await edge('a')), registryOn(await edge('b'))];
    const dist = writeFakeBuild(path.join(dir, 'local'), 'mf_feed');
    const bundle = await readBuildBundle('mf_feed', dist, '1.0.0');
    // One registers it and makes it stable; the other takes that registration as its own, and at
    // most finds, too late to skip the change, that it is stable already (a 409 the server logs and goes on from).
    const taken = await Promise.allSettled([onA.adoptLocalBuild(bundle), onB.adoptLocalBuild(bundle)]);
    for (const outcome of taken) {
      if (outcome.status === 'rejected') {
        expect((outcome.reason as RegistryError).statusCode).toBe(409);
        expect((outcome.reason as RegistryError).message).toContain('is already the stable version');
      }
    }
    const version = taken.map((t) => (t.status === 'fulfilled' ? t.value : null)).find(Boolean);
    expect(version).toMatch(/^1\.0\.0\+/);
    expect((await onA.versions('mf_feed')).map((v) => v.version)).toEqual([version]);
    expect((await onA.audit(10)).filter((e) => e.action === 'deploy')).toHaveLength(1);
    for (const registry of [onA, onB]) await expect(registry.readSize((await registry.versions('mf_feed'))[0]!)).resolves.toBeDefined();
  });

  it('let a build deployed through edge A be routed, served and run through edge B', async () => {
    const a = await edge('a');
    const b = await edge('b');
    const [onA, onB] = [registryOn(a), registryOn(b)];
    const source = 'module.exports = { render: () => "<p>hi</p>" };';
    const dist = writeFakeBuild(path.join(dir, 'build'), 'mf_feed', { serverSource: source });
    const build = await onA.deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops);
    await onA.changeRouting('mf_feed', { kind: 'stable', version: build.version }, ops, 'ship');

    await eventually(
      'edge B routing to the build deployed through A',
      async () => (await onB.documentSet({ visitorKey: 'anon:x' })).remotes[0]?.version,
      (version) => version === build.version,
    );
    const folder = await onB.servedFile('mf_feed', build.version, 'remoteEntry.js');
    expect(folder?.startsWith(b.cacheDir)).toBe(true);
    expect(readFileSync(path.join(folder!, 'remoteEntry.js'))).toEqual(readFileSync(path.join(dist, 'remoteEntry.js')));

    // Edge B's cached server file is tampered with: it is fetched again, and only the deployed bytes run.
    writeFileSync(path.join(folder!, SERVER_ENTRY_FILE), 'module.exports = { render: () => "<script>evil()</script>" };');
    expect((await onB.readServerEntry('mf_feed', build.version))?.bytes.toString('utf8')).toBe(source);
    expect(readFileSync(path.join(folder!, SERVER_ENTRY_FILE), 'utf8')).toBe(source);
  });
});
