import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFakeBuild, TEST_SHELL } from '../testing/fakeBuild';
import { readBuildBundle } from './buildBundle';
import { createRegistry } from './registry';
import { RegistryError } from './registryError';
import type { RegistryStore } from './registryStore';
import { openSqliteRegistryStore } from './sqliteRegistryStore';
import { folderVersionFiles } from './versionFiles';

let dir: string;
let store: RegistryStore;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  store = openSqliteRegistryStore(path.join(dir, 'data'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function registryFor(shell: typeof TEST_SHELL) {
  return createRegistry({
    store,
    files: folderVersionFiles(path.join(dir, 'data', 'registry')),
    shell,
    signingSecret: 's'.repeat(40),
    canaryPolicy: { maxFailureRate: 0.1, minLoads: 50 },
  });
}

async function bundle(marker: string, packageVersion: string) {
  const dist = writeFakeBuild(path.join(dir, marker), 'mf_feed', { marker, packageVersion });
  return readBuildBundle('mf_feed', dist, packageVersion);
}

const ops = { name: 'ops' };

describe('routing to a version the shell can no longer run', () => {
  it('is refused before anything changes, for rollback as for stable', async () => {
    const before = registryFor(TEST_SHELL);
    const v1 = await before.deploy(await bundle('one', '1.0.0'), ops);
    const v2 = await before.deploy(await bundle('two', '1.1.0'), ops);
    await before.changeRouting('mf_feed', { kind: 'stable', version: v1.version }, ops, 'first');
    await before.changeRouting('mf_feed', { kind: 'stable', version: v2.version }, ops, 'second');

    // The shell moves to react 20 and contracts 2: neither build can run in it.
    const after = registryFor({
      contractsVersion: '2.0.0',
      shared: { ...TEST_SHELL.shared, react: '20.0.0', 'shared-contracts': '2.0.0' },
    });
    const auditBefore = await after.audit(50);
    const refusal = await after.changeRouting('mf_feed', { kind: 'rollback' }, ops, 'go back').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RegistryError);
    expect((refusal as RegistryError).statusCode).toBe(422);
    expect((refusal as RegistryError).message).toContain(
      `mf_feed@${v1.version} cannot run in this shell: it was built against shared-contracts 1.0.0 (major 1)`,
    );
    expect((await after.routing()).mf_feed.stable).toBe(v2.version);
    expect(await after.audit(50)).toEqual(auditBefore);
    await expect(after.changeRouting('mf_feed', { kind: 'stable', version: v1.version }, ops, 'x')).rejects.toThrow(
      'cannot run in this shell',
    );
  });
});

describe('the working tree’s build at start', () => {
  it('is served until a deployed build is stable, then left alone', async () => {
    const registry = registryFor(TEST_SHELL);
    const local = await registry.adoptLocalBuild(await bundle('local', '1.0.0'));
    expect((await registry.routing()).mf_feed.stable).toBe(local);
    const deployed = await registry.deploy(await bundle('deployed', '1.1.0'), ops);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: deployed.version }, ops, 'ship');
    expect(await registry.adoptLocalBuild(await bundle('local-2', '1.0.0'))).toBeNull();
    expect((await registry.routing()).mf_feed.stable).toBe(deployed.version);
  });
});
