// The same world seeded into both stores answers the same: each read here is asked of SQLite and
// of PostgreSQL and the answers compared whole. (The API suites over both stores are the full
// check; this one names which store call differs when they do.)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from 'test-support/eventually';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { createDemoWorld, DEMO_LANDMARKS } from '../../seed/demoWorld';
import { seedImageHistogram } from '../../seed/imageWriter';
import type { Storage, Viewer } from '../storage';
import { offsiteOutboundLink } from '../../server/offsiteLinks';
import { createSqliteStorage } from '../sqlite/sqliteStorage';
import { createPostgresStorage } from './postgresStorage';
import { sql } from 'kysely';
import { transaction } from '../sql/apiDb';

const suite = hasTestPostgres() ? describe : describe.skip;
warnPostgresSkipped('PostgreSQL storage');

const anon: Viewer = { userId: null, subject: 'anon:parity', isBot: false };
const demoId = DEMO_LANDMARKS.users.demo;
const demo: Viewer = { userId: demoId, subject: `user:${demoId}`, isBot: false };
const page = { pageSize: 25, bookmark: null };
const businessId = DEMO_LANDMARKS.businessUsers[0] ?? 5;
const aPin = Object.values(DEMO_LANDMARKS.pins)[0] ?? 1;

const READS: [string, (s: Storage) => Promise<unknown>][] = [
  ['homeFeed (visitor)', (s) => s.homeFeed(anon, page)],
  ['homeFeed (demo)', (s) => s.homeFeed(demo, page)],
  ['homeFeed, second page', async (s) => s.homeFeed(demo, { pageSize: 25, bookmark: (await s.homeFeed(demo, page)).bookmark })],
  ['homeFeed videos', (s) => s.homeFeed(demo, page, 'videos')],
  ['homeFeed buyable', (s) => s.homeFeed(demo, page, 'buyable_pins')],
  ['getPin', (s) => s.getPin(demo, aPin)],
  ['pinDetails', (s) => s.pinDetails(demo, aPin)],
  ['relatedPins', (s) => s.relatedPins(demo, aPin, page)],
  ['visualSearch', (s) => s.visualSearch(demo, aPin, page, false)],
  ['visualSearch products', (s) => s.visualSearch(demo, aPin, page, true)],
  ['pinDayCounts', (s) => s.pinDayCounts(aPin, '2026-05-01', '2026-06-01')],
  ['interestPins', (s) => s.interestPins(demo, 1, page)],
  ['boardPins', (s) => s.boardPins(demo, DEMO_LANDMARKS.boards.demoKitchen, null, page)],
  ['userPins created', (s) => s.userPins(demo, demoId, 'created', page)],
  ['userPins saved', (s) => s.userPins(anon, demoId, 'saved', page)],
  ['searchPins', (s) => s.searchPins(demo, 'a', 'pins', page)],
  ['searchPins buyable', (s) => s.searchPins(demo, 'e', 'buyable_pins', page)],
  ['searchPins, stemmed', (s) => s.searchPins(anon, 'Gardening', 'pins', page)],
  [
    'searchPins, second page',
    async (s) =>
      s.searchPins(anon, 'gardens', 'pins', {
        pageSize: 10,
        bookmark: (await s.searchPins(anon, 'gardens', 'pins', { pageSize: 10, bookmark: null })).bookmark,
      }),
  ],
  ['searchBoards', (s) => s.searchBoards(demo, 'a', page)],
  ['searchUsers', (s) => s.searchUsers(anon, 'an', page)],
  ['typeahead', (s) => s.typeahead(demo, 'ma', 10)],
  ['getUser by name, any case', (s) => s.getUser(demo, { username: 'DEMO' })],
  ['getViewer', (s) => s.getViewer(demoId)],
  ['findCredentials, any case', (s) => s.findCredentials('Demo')],
  ['listInterests', (s) => s.listInterests()],
  ['userInterests', (s) => s.userInterests(demoId)],
  ['getBoard', (s) => s.getBoard(demo, DEMO_LANDMARKS.boards.demoTravelCollab)],
  ['listSections', (s) => s.listSections(DEMO_LANDMARKS.boards.demoKitchen)],
  ['listCollaborators', (s) => s.listCollaborators(DEMO_LANDMARKS.boards.demoTravelCollab)],
  ['listExperiences', (s) => s.listExperiences(demo, null)],
  ['businessProfiles', (s) => s.businessProfiles(demoId)],
  ['businessAccount', (s) => s.businessAccount(businessId)],
  ['businessMembers', (s) => s.businessMembers(businessId)],
  ['businessDayCounts', (s) => s.businessDayCounts([businessId], '2026-05-01', '2026-06-01')],
  ['businessTopPins', (s) => s.businessTopPins(businessId, '2026-05-01', '2026-06-01', 10)],
  ['businessProducts', (s) => s.businessProducts(businessId)],
  ['businessHierarchy', (s) => s.businessHierarchy(1)],
  ['sitemapCounts', (s) => s.sitemapCounts()],
  ['sitemapPages pins, a slice', (s) => s.sitemapPages('pin', 40, 60)],
  ['sitemapPages boards', (s) => s.sitemapPages('board', 0, 1000)],
  ['sitemapPages profiles', (s) => s.sitemapPages('profile', 0, 1000)],
  ['sitemapPages topics', (s) => s.sitemapPages('topic', 0, 1000)],
];

/** An answer without what differs by design: /offsite/ links are signed with each database's own secret. */
const comparable = (answer: unknown): unknown =>
  answer === undefined ? answer : (JSON.parse(JSON.stringify(answer).replace(/token=[A-Za-z0-9_-]+/g, 'token=(signed)')) as unknown);

suite('PostgreSQL storage answers as SQLite storage does', () => {
  let dir: string;
  let sqlite: Storage;
  let postgres: Awaited<ReturnType<typeof createPostgresStorage>>;
  let url: string;

  beforeAll(async () => {
    const world = createDemoWorld({ now: new Date('2026-06-01T12:00:00.000Z') });
    const hashes = new Map(world.users.filter((u) => u.password !== null).map((u) => [u.id, `hash-of-${u.id}`]));
    const histograms = new Map(world.images.map((image) => [image.signature, seedImageHistogram(image)]));
    dir = mkdtempSync(path.join(os.tmpdir(), 'pg-parity-'));
    sqlite = await createSqliteStorage(dir, offsiteOutboundLink);
    url = await freshTestDatabase('storage_parity');
    postgres = await createPostgresStorage(url, offsiteOutboundLink);
    await sqlite.importWorld(world, hashes, histograms);
    await postgres.importWorld(world, hashes, histograms);
  }, 120_000);

  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(READS)('%s', async (_name, read) => {
    const expected = await read(sqlite);
    expect(comparable(await read(postgres))).toEqual(comparable(expected));
  });

  it('finds people by name in any case, and the feeds are not empty (the comparisons above compare something)', async () => {
    expect(await postgres.findCredentials('DeMo')).toEqual({ userId: demoId, passwordHash: `hash-of-${demoId}` });
    expect((await postgres.getUser(demo, { username: 'DEMO' }))?.id).toBe(String(demoId));
    expect((await postgres.homeFeed(anon, page)).items).toHaveLength(25);
    expect((await postgres.searchBoards(demo, 'a', page)).items.length).toBeGreaterThan(0);
  });

  it('saves a pin once per place, and a second save answers the first', async () => {
    for (const storage of [sqlite, postgres]) {
      const first = await storage.repin(demo, aPin, DEMO_LANDMARKS.boards.demoGarden, null);
      const again = await storage.repin(demo, aPin, DEMO_LANDMARKS.boards.demoGarden, null);
      expect([first.created, again.created]).toEqual([true, false]);
      expect(again.pin.id).toBe(first.pin.id);
    }
  });

  describe('two edges over one database', () => {
    let edgeB: Awaited<ReturnType<typeof createPostgresStorage>>;
    beforeAll(async () => {
      edgeB = await createPostgresStorage(url, offsiteOutboundLink, { applicationName: 'edge B' });
    });
    afterAll(async () => {
      await edgeB?.close();
    });

    it('50 concurrent saves of one pin to one board, split across the edges, make one row and all answer it', async () => {
      const board = DEMO_LANDMARKS.boards.demoLivingRoom;
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? postgres : edgeB).repin(demo, aPin, board, null)));
      expect(answers.filter((a) => a.created)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.pin.id)).size).toBe(1);
    });

    it('racing quick saves on both edges make one quick-saves board', async () => {
      const owner = DEMO_LANDMARKS.users.newbie;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? postgres : edgeB).quickSavesBoard(owner, 'Quick saves', 'public')),
      );
      expect(new Set(answers.map((a) => a.board.id)).size).toBe(1);
      expect(answers.filter((a) => a.created).length).toBeLessThanOrEqual(1);
    });

    it('an event batch or a new session through an edge leaves its read cache be', async () => {
      // The notices of the writes before arrive first: a statement on a counted table through edge B
      // (a trigger fires for no rows too) sends one more, and notices come in commit order.
      const marker = await postgres.dataVersion();
      await sql`UPDATE interests SET name = name WHERE id = -1`.execute(edgeB.sql.db);
      await eventually(
        "edge B's marker notice",
        () => postgres.dataVersion(),
        (version) => version !== marker,
      );
      const before = await postgres.dataVersion();
      await transaction(postgres.sql.db, (tx) =>
        sql`INSERT INTO events (received_at, client_time, subject, event_type, object_id, aux_data)
            VALUES ('2026-01-01', '2026-01-01', 'anon:x', 18, '1', '{}')`.execute(tx),
      );
      await sql`DELETE FROM sessions WHERE token_hash = 'none'`.execute(postgres.sql.db);
      expect(await postgres.dataVersion()).toBe(before);
    });

    it("a write through one edge moves its own data version at once, and the other edge's on its notice", async () => {
      const [beforeA, beforeB] = [await postgres.dataVersion(), await edgeB.dataVersion()];
      await postgres.setBoardFollow(demoId, DEMO_LANDMARKS.boards.demoCollaboratesOn, true);
      expect(await postgres.dataVersion()).not.toBe(beforeA);
      await eventually(
        "edge B's data version moving on the notice",
        () => edgeB.dataVersion(),
        (version) => version !== beforeB,
      );
    });
  });
});
