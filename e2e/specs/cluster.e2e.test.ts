// Issue 22 end to end: two real edge servers over one PostgreSQL act as one site. A person moves
// between them and keeps their session, saves and canary bucket; a build deployed through one is
// served by the other; a rollback through one reaches the other's next document; saves racing
// through both give the right rows; an edge killed in the middle of a burst loses no acknowledged
// write. Skipped, loudly, only where PostgreSQL cannot be installed.

import pg from 'pg';
import { bucketOf, inCanary } from 'pinboard-platform/src/rules/bucketing';
import { startBrowser, type Browser } from '../support/browser';
import { clusterUnavailable, startCluster, type RunningCluster } from '../support/cluster';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { removeAreaVariant, writeBuiltVariant } from '../support/areaVariant';
import { pinboardOk } from '../support/pinboardCli';
import { boardPicker, firstUnsavedCardId, toastSaying } from '../support/saving';
import { RETURNING_VISITOR_CONSENT } from '../support/session';
import { eventually } from 'test-support/eventually';

const unavailable = clusterUnavailable();
if (unavailable) process.stderr.write(`\n!!! cluster.e2e: two edges over PostgreSQL SKIPPED: ${unavailable} !!!\n`);
const suite = unavailable ? describe.skip : describe;

let cluster: RunningCluster;
let browser: Browser;

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startCluster();
  browser = await startBrowser({ person: true });
}, 300_000);
afterAll(async () => {
  await browser?.deleteSession().catch(() => undefined);
  await cluster?.stop();
  removeAreaVariant('mf-feed', 'cluster');
});

const edge = (index: 0 | 1) => cluster.edges[index].url;

/** Rows of the shared database, read as the edges wrote them. */
async function query<T>(sql: string, ...args: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, args)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A signed-in API client outside the browser, whose cookies go to whichever edge it calls. */
async function signedInClient(username: string) {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'content-type': 'application/json',
    'x-csrftoken': decodeURIComponent(jar.get('csrftoken') ?? ''),
  });
  remember(await fetch(`${edge(0)}/resource/UserSessionResource/get/`));
  const call = async (base: string, method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await fetch(`${base}${url}`, { method, headers: headers(), ...(body ? { body: JSON.stringify(body) } : {}) });
    remember(response);
    return { status: response.status, body: (await response.json()) as { resource_response: { data: unknown } } };
  };
  const login = await call(edge(0), 'POST', '/resource/UserSessionResource/create/', {
    username_or_email: username,
    password: 'demo-password',
  });
  if (login.status !== 200) throw new Error(`login as ${username} failed: ${login.status}`);
  return call;
}

/** The feed version a document names for this anonymous visitor, from one edge. */
async function feedVersionFrom(base: string, anonId: string): Promise<string | undefined> {
  const response = await fetch(`${base}/`, {
    headers: { cookie: `pb_anon=${anonId}`, 'user-agent': 'Mozilla/5.0 Chrome/156.0 Safari/537.36' },
  });
  const json = /<script id="?pinboard-platform"? type="?application\/json"?>([^<]*)<\/script>/.exec(await response.text())?.[1] ?? '{}';
  return (JSON.parse(json) as { remotes?: { name: string; version: string }[] }).remotes?.find((r) => r.name === 'mf_feed')?.version;
}

suite('two edges over one PostgreSQL', () => {
  it('a person logs in through edge A and goes on through edge B: same session, and a save through B shows on A', async () => {
    await browser.url(`${edge(0)}/robots.txt`);
    await browser.setCookies(RETURNING_VISITOR_CONSENT);
    await logIn(browser, edge(0), 'demo', 'demo-password');
    // Cookies belong to the host, not the port: edge B gets the same session cookie, and knows it.
    await browser.url(`${edge(1)}/`);
    const session = (await browser.executeAsync((done: (s: unknown) => void) => {
      void fetch('/resource/UserSessionResource/get/')
        .then((r) => r.json())
        .then(done);
    })) as { resource_response: { data: { isAuthenticated: boolean; viewer: { username?: string } } } };
    expect(session.resource_response.data.isAuthenticated).toBe(true);
    expect(session.resource_response.data.viewer.username).toBe('demo');

    const call = await signedInClient('demo');
    const boards = await call(edge(1), 'GET', '/resource/BoardsResource/get/?username=demo&sort=alphabetical');
    const board = (boards.body.resource_response.data as Array<{ id: string; layout: string }>).find((b) => b.layout === 'default');
    if (!board) throw new Error('demo has no board');
    const [pin] = await query<{ id: number }>(
      "SELECT id FROM pins WHERE is_repin = 0 AND board_id IN (SELECT id FROM boards WHERE privacy = 'public') ORDER BY id DESC LIMIT 1",
    );
    const saved = await call(edge(1), 'POST', '/resource/RepinResource/create/', { pin_id: String(pin?.id), board_id: board.id });
    expect(saved.status).toBe(200);
    const savedId = (saved.body.resource_response.data as { id: string }).id;
    // Edge A's cached board feed must not hide a write made through B.
    const feed = await call(edge(0), 'GET', `/resource/BoardFeedResource/get/?board_id=${board.id}`);
    expect((feed.body.resource_response.data as Array<{ id: string }>).map((p) => p.id)).toContain(savedId);
  });

  it('a person who alternates edges on every page load keeps their save: made on B, shown on A, whose home feed had been read before', async () => {
    // Signed in by the test before. Page one, edge A: the home feed, which A now has in its read cache.
    await browser.url(`${edge(0)}/`);
    await feedGrid(browser);
    const pinId = await firstUnsavedCardId(browser);
    if (!pinId) throw new Error('no unsaved card on the home feed');

    // Page two, edge B: the same feed, and a save through the picker.
    await browser.url(`${edge(1)}/`);
    const card = await cardWithPinId(browser, pinId);
    await (await cardButton(card, 'Save')).click();
    const dialog = await boardPicker(browser);
    await (await dialog.$('input[type="search"]')).setValue('garden');
    const choice = await dialog.$('button[aria-label="Save to Garden Plans"]');
    await choice.waitForDisplayed();
    await choice.click();
    await toastSaying(browser, 'Saved to Garden Plans');
    const [copy] = await query<{ id: number }>(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.root_pin_id = $1 AND b.name = 'Garden Plans'",
      Number(pinId),
    );
    if (!copy) throw new Error('the save made no row');

    // Page three, edge A: its home feed, read before the save, now says the pin is saved.
    await browser.url(`${edge(0)}/`);
    const again = await cardWithPinId(browser, pinId);
    await browser.waitUntil(
      async () => {
        await again.moveTo();
        return (await again.$('button=Saved').isExisting()) && (await again.$('button=Saved').isDisplayed());
      },
      { timeout: 5_000, timeoutMsg: 'edge A shows the pin unsaved' },
    );

    // Page four, edge B: the board shows the saved pin.
    await browser.url(`${edge(1)}/demo/garden-plans/`);
    await cardWithPinId(browser, String(copy.id));
  });

  it('serves a build deployed through edge A from edge B, keeps each visitor’s canary bucket on both, and a rollback through B reaches A', async () => {
    const stable = await feedVersionFrom(edge(1), 'cluster-visitor-0');
    const dir = writeBuiltVariant('mf-feed', 'cluster', '1.2.0');
    const out = await pinboardOk(edge(0), ['deploy', '--skip-build'], dir);
    const canary = /registered mf_feed@(1\.2\.0\+[0-9a-f]{10})/.exec(out)?.[1];
    expect(canary).toBeDefined();
    await pinboardOk(edge(0), ['canary', `mf_feed@${canary}`, '--share', '50', '--reason', 'e2e: a canary through edge A']);
    // Visitors on both sides of the split, each seen by both edges.
    const ids = Array.from({ length: 40 }, (_, i) => `cluster-visitor-${i}`);
    const expected = (id: string) => (inCanary(bucketOf('mf_feed', `anon:${id}`), 50) ? canary : stable);
    expect(new Set(ids.map(expected)).size).toBe(2);
    // Edge B learns of the change on its notice (at worst at its 1 s check): waited for, then every visitor checked.
    const inCanaryId = ids.find((id) => expected(id) === canary) ?? '';
    await eventually(
      'edge B routing a canary visitor to the canary',
      () => feedVersionFrom(edge(1), inCanaryId),
      (v) => v === canary,
    );
    for (const id of ids) {
      expect(await feedVersionFrom(edge(1), id)).toBe(expected(id));
      expect(await feedVersionFrom(edge(0), id)).toBe(expected(id));
    }
    // The canary's files come from edge B's own cache, filled from PostgreSQL.
    const entry = await fetch(`${edge(1)}/remotes/mf_feed/${canary}/remoteEntry.js`, { headers: { cookie: `pb_anon=${inCanaryId}` } });
    expect(entry.status).toBe(200);

    await pinboardOk(edge(1), ['rollback', 'mf_feed', '--reason', 'e2e: roll back through edge B']);
    await eventually(
      'edge A routing the canary visitor back to stable',
      () => feedVersionFrom(edge(0), inCanaryId),
      (v) => v === stable,
    );
    for (const id of ids) expect(await feedVersionFrom(edge(0), id)).toBe(stable);
  });

  it('gives one row for 50 saves of one pin to one board racing through both edges', async () => {
    const call = await signedInClient('demo');
    const [board] = await query<{ id: number }>(
      "SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.layout = 'default' ORDER BY b.id LIMIT 1",
    );
    const [pin] = await query<{ id: number }>(
      "SELECT id FROM pins WHERE is_repin = 0 AND board_id IN (SELECT id FROM boards WHERE privacy = 'public') ORDER BY id LIMIT 1",
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(edge(i % 2 === 0 ? 0 : 1), 'POST', '/resource/RepinResource/create/', {
          pin_id: String(pin?.id),
          board_id: String(board?.id),
        }),
      ),
    );
    const rows = await query<{ id: number }>(
      'SELECT id FROM pins WHERE is_repin = 1 AND board_id = $1 AND root_pin_id = $2',
      board?.id,
      pin?.id,
    );
    expect(rows).toHaveLength(1);
    // Every call answers: the one save, or that the pin is already saved there.
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(true);
  });

  it('loses no acknowledged save when an edge is killed in the middle of a burst', async () => {
    const call = await signedInClient('demo');
    const [board] = await query<{ id: number }>(
      "SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.layout = 'default' ORDER BY b.id DESC LIMIT 1",
    );
    const pins = await query<{ id: number }>(
      "SELECT id FROM pins WHERE is_repin = 0 AND board_id IN (SELECT id FROM boards WHERE privacy = 'public') ORDER BY id LIMIT 60 OFFSET 10",
    );
    const saves = pins.map((pin, i) =>
      (async () => {
        // Half way through, edge B dies.
        if (i === 30) void cluster.killEdge(1);
        try {
          const answer = await call(edge(i % 2 === 0 ? 0 : 1), 'POST', '/resource/RepinResource/create/', {
            pin_id: String(pin.id),
            board_id: String(board?.id),
          });
          return answer.status === 200 ? (answer.body.resource_response.data as { id: string }).id : null;
        } catch {
          return null; // the connection died with the edge: not acknowledged
        }
      })(),
    );
    const acknowledged = (await Promise.all(saves)).filter((id): id is string => id !== null);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = new Set((await query<{ id: number }>('SELECT id FROM pins WHERE board_id = $1', board?.id)).map((r) => String(r.id)));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // The surviving edge still serves.
    expect((await fetch(`${edge(0)}/resource/UserSessionResource/get/`)).status).toBe(200);
  });
});
