// A canary as the edge server routes documents to it, with the real API naming each visitor: each
// new visitor gets the id the server mints and the version the bucketing rule gives that id, keeps
// it on every later document, the share over many visitors is the canary's, and a rollback puts
// everyone back on stable at their next document. (These were browser checks; the browser itself
// only shows the version its document names, which the platform e2e suite still shows.)

import path from 'node:path';
import { readBuildBundle } from 'pinboard-platform';
import { bucketOf, inCanary } from 'pinboard-platform/src/rules/bucketing';
import { writeFakeBuild } from 'pinboard-platform/src/testing/fakeBuild';
import { parsePlatformConfig } from 'shared-contracts/platform';
import { edgeTestDocument } from './testing/edgeTestDocument';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

const TEMPLATE = edgeTestDocument(['mf_feed', 'not-found']);
// Bots always get stable: these are people's browsers.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const OPS = { name: 'ops' };

let stable: string;
let canary: string;

/** The feed version a document names, and the anonymous id the reply minted (a first visit). */
async function documentFeedVersion(cookie?: string): Promise<{ version: string | undefined; anonId: string | undefined }> {
  const answer = await edge.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) } });
  const json = /<script id="pinboard-platform" type="application\/json">([^<]*)<\/script>/.exec(answer.body)?.[1] ?? '{}';
  const config = parsePlatformConfig(JSON.parse(json));
  const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).join('\n');
  return { version: config.remotes.find((r) => r.name === 'mf_feed')?.version, anonId: /pb_anon=([^;]+)/.exec(setCookie)?.[1] };
}

const edge = edgeOverTestApiForFile(
  { name: 'edge-canary', document: TEMPLATE, builds: { mf_feed: { packageVersion: '1.0.0' } } },
  async ({ site, platform }) => {
    stable = (await platform.registry.routing()).mf_feed.stable ?? '';
    const dist = writeFakeBuild(path.join(site.root, 'variants'), 'mf_feed', { packageVersion: '1.1.0', marker: 'canary' });
    canary = (await platform.registry.deploy(await readBuildBundle('mf_feed', dist, '1.1.0'), OPS)).version;
    return {};
  },
);

describe('a 30 % canary of mf_feed', () => {
  const visitors: { anonId: string; version: string }[] = [];

  it('is served to nobody until routing says so', async () => {
    expect(stable).toMatch(/^1\.0\.0\+[0-9a-f]{10}$/);
    expect(canary).toMatch(/^1\.1\.0\+[0-9a-f]{10}$/);
    expect((await documentFeedVersion()).version).toBe(stable);
  });

  it('sends 30 % ± 7 % of 200 distinct visitors to it, each keeping their version on the next document', async () => {
    await edge.platform.registry.changeRouting('mf_feed', { kind: 'canary', version: canary, share: 30 }, OPS, 'try 1.1.0 on 30 %');
    for (let i = 0; i < 200; i += 1) {
      const first = await documentFeedVersion();
      expect(first.anonId).toBeDefined();
      const again = await documentFeedVersion(`pb_anon=${first.anonId}`);
      expect(again.version).toBe(first.version);
      // The version is the bucketing rule's for the id the server minted, not chance.
      expect(first.version).toBe(inCanary(bucketOf('mf_feed', `anon:${first.anonId}`), 30) ? canary : stable);
      visitors.push({ anonId: first.anonId ?? '', version: first.version ?? '' });
    }
    expect(new Set(visitors.map((v) => v.version))).toEqual(new Set([stable, canary]));
    // The share over 200 fixed ids: random minted ids would leave it outside ±7 % in about one run in 40.
    let onCanary = 0;
    for (let i = 0; i < 200; i += 1) {
      if ((await documentFeedVersion(`pb_anon=e2e-share-visitor-${String(i).padStart(6, '0')}`)).version === canary) onCanary += 1;
    }
    expect(onCanary / 200).toBeGreaterThanOrEqual(0.23);
    expect(onCanary / 200).toBeLessThanOrEqual(0.37);
  });

  it('is gone for everyone at their next document once rolled back', async () => {
    await edge.platform.registry.changeRouting('mf_feed', { kind: 'rollback' }, OPS, 'roll back the canary');
    for (const visitor of visitors) expect((await documentFeedVersion(`pb_anon=${visitor.anonId}`)).version).toBe(stable);
  });
});
