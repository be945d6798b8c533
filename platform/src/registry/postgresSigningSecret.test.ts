// One signing secret for every edge over PostgreSQL (issue 22): an override link made through one
// edge opens the overridden build on the other, whatever each edge's access file says.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { TEST_SHELL, writeFakeBuild } from '../testing/fakeBuild';
import { readBuildBundle } from './buildBundle';
import { openRegistryStorage, type RegistryStorage } from './openRegistryStorage';
import { createRegistry } from './registry';

warnPostgresSkipped('the PostgreSQL signing secret suite');
const suite = hasTestPostgres() ? describe : describe.skip;

const SECRET_A = 'a'.repeat(40);
const SECRET_B = 'b'.repeat(40);

suite('the signing secret every edge over PostgreSQL shares', () => {
  let dir: string;
  let url: string;
  const opened: RegistryStorage[] = [];
  const edge = async (name: string, secret: string, lines: string[] = []) => {
    const storage = await openRegistryStorage({ kind: 'postgres', url }, path.join(dir, name), secret, (line) => lines.push(line));
    opened.push(storage);
    return storage;
  };

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'registry-secret-'));
    url = await freshTestDatabase('registry_secret');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.store.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the first edge’s own, and another edge whose file says otherwise signs with it and says so', async () => {
    const a = await edge('a', SECRET_A);
    const linesB: string[] = [];
    const b = await edge('b', SECRET_B, linesB);
    expect([a.signingSecret, b.signingSecret]).toEqual([SECRET_A, SECRET_A]);
    expect(linesB).toEqual([
      "platform: signing with the secret kept in PostgreSQL, which every edge shares; this edge's access file names another",
    ]);
    // Opened again with its own secret, the first edge says nothing.
    const linesA: string[] = [];
    await edge('a', SECRET_A, linesA);
    expect(linesA).toEqual([]);
  });

  it('is one secret when edges with different files open an empty database at once', async () => {
    const secrets = await Promise.all(['a', 'b', 'c'].map((name, i) => edge(name, String(i).repeat(40))));
    expect(new Set(secrets.map((s) => s.signingSecret)).size).toBe(1);
  });

  it('lets an override link issued through edge A open its build on edge B', async () => {
    const registries = [await edge('a', SECRET_A), await edge('b', SECRET_B)].map((storage) =>
      createRegistry({ ...storage, shell: TEST_SHELL, canaryPolicy: { maxFailureRate: 0.1, minLoads: 50 } }),
    );
    const [onA, onB] = registries as [ReturnType<typeof createRegistry>, ReturnType<typeof createRegistry>];
    const build = await onA.deploy(await readBuildBundle('mf_feed', writeFakeBuild(dir, 'mf_feed'), '1.0.0'), { name: 'ops' });
    const { token } = await onA.issueOverride([`mf_feed@${build.version}`], 60_000, { name: 'ops' }, 'try it');
    expect(onB.readOverride(token)?.versions).toEqual({ mf_feed: build.version });
  });
});
