// BaseSearchResource over each database's full-text index (SQLite FTS5, PostgreSQL tsvector: this
// suite runs on both), and the typeahead offering only searches and ideas that find pins: words are
// stemmed ('Gardening' finds what 'garden' finds), every word must be in a pin's title,
// description, board name, topic or link domain, title matches come first, pages follow each other,
// and the index keeps up with pins written, renamed boards and deleted pins.

import sharp from 'sharp';
import { type ApiGridPin, type ApiTypeahead } from 'shared-contracts/api';
import { TYPEAHEAD_LIMITS } from 'shared-contracts/rules';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { foldText } from '../../storage/sql/searchStore';
import { expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile();

const DISCOVERABLE = "p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0";
const GARDENING = 5;

/** Every page of the pins search, following bookmarks to the end. */
async function searched(client: TestClient, query: string, pageSize = 100): Promise<ApiGridPin[]> {
  const all: ApiGridPin[] = [];
  let bookmark: string | null | undefined;
  for (let n = 0; n < 200; n++) {
    const answer = await client.get<ApiGridPin[]>('BaseSearchResource', { query, page_size: pageSize, ...(bookmark ? { bookmark } : {}) });
    const page = expectOk(answer);
    expect(page.length).toBeLessThanOrEqual(pageSize);
    all.push(...page);
    bookmark = answer.body.resource_response.bookmark;
    if (bookmark === null) return all;
  }
  throw new Error('the search never ended');
}

const ids = (pins: ApiGridPin[]) => pins.map((p) => p.id);
const wordsOf = (text: string) => foldText(text).split(/[^\p{L}\p{N}]+/u);
/** Some word of `text` is a form of `stem` ('garden' in 'Gardens'). */
const holds = (text: string, stem: string) => wordsOf(text).some((word) => word.startsWith(stem));
const textOf = (pin: ApiGridPin) =>
  [pin.title, pin.description, pin.board?.name ?? '', pin.sourceInterest?.name ?? '', pin.domain ?? ''].join(' ');

async function discoverableIds(where: string, ...args: unknown[]): Promise<string[]> {
  const rows = (await api.rows(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${DISCOVERABLE} AND ${where} ORDER BY p.id`,
    ...args,
  )) as { id: number | string }[];
  return rows.map((r) => String(r.id));
}

describe('BaseSearchResource get: full-text search', () => {
  it("finds a topic's pins by its name, and every form of a word finds the same pins", async () => {
    const gardening = await searched(api.visitor, 'Gardening');
    // Every pin of the Gardening topic, and pins elsewhere that speak of gardens.
    expect(ids(gardening)).toEqual(expect.arrayContaining(await discoverableIds('p.interest_id = ?', GARDENING)));
    expect(gardening.length).toBeGreaterThan(20);
    for (const pin of gardening) expect(holds(textOf(pin), 'garden')).toBe(true);
    for (const form of ['garden', 'gardens', 'GARDENING']) expect(ids(await searched(api.visitor, form))).toEqual(ids(gardening));
    expect(ids(await searched(api.visitor, 'weddings'))).toEqual(ids(await searched(api.visitor, 'wedding')));
    expect(ids(await searched(api.visitor, 'hiking'))).toEqual(ids(await searched(api.visitor, 'hike')));
  });

  it('puts the pins whose title holds the words first', async () => {
    const found = await searched(api.visitor, 'garden');
    const inTitle = found.map((pin) => holds(pin.title, 'garden'));
    expect(inTitle).toContain(true);
    expect(inTitle).toContain(false);
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds by board name and link domain, and needs every word', async () => {
    const boardName = (await api.row('SELECT name FROM boards WHERE id = ?', DEMO_LANDMARKS.boards.demoGarden)) as { name: string };
    const onBoard = await searched(api.visitor, boardName.name);
    expect(ids(onBoard)).toEqual(expect.arrayContaining(await discoverableIds('p.board_id = ?', DEMO_LANDMARKS.boards.demoGarden)));

    const domain = (await api.row(
      `SELECT p.domain FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${DISCOVERABLE} AND p.domain IS NOT NULL ORDER BY p.id LIMIT 1`,
    )) as { domain: string };
    const byDomain = await searched(api.visitor, domain.domain);
    expect([...ids(byDomain)].sort()).toEqual([...(await discoverableIds('p.domain = ?', domain.domain))].sort());

    const both = await searched(api.visitor, 'balcony garden');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan((await searched(api.visitor, 'garden')).length);
    for (const pin of both) expect(holds(textOf(pin), 'balcon') && holds(textOf(pin), 'garden')).toBe(true);
  });

  it('pages through the same pins in the same order, each once', async () => {
    const whole = ids(await searched(api.visitor, 'Gardening'));
    expect(ids(await searched(api.visitor, 'Gardening', 7))).toEqual(whole);
  });

  it('finds nothing for a query of no words or of words nowhere, and reads operators as words', async () => {
    for (const query of ['!!!', 'zzqxjv', 'garden zzqxjv', 'garden OR zzqxjv', '"garden']) {
      const found = await searched(api.visitor, query);
      if (query === '"garden') expect(found.length).toBeGreaterThan(0);
      else expect(found).toEqual([]);
    }
  });

  it('keeps up with a pin written, renamed, moved to a renamed board and deleted', async () => {
    const demo = await api.client().login('demo');
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#6a994e' } })
      .png()
      .toBuffer();
    const created = expectOk(
      await demo.write<{ pin: ApiGridPin }>('PinResource', 'create', {
        board_id: String(DEMO_LANDMARKS.boards.demoGarden),
        method: 'button',
        title: 'Quokka terrarium',
        description: 'Moss and ferns under glass',
        image_base64: png.toString('base64'),
      }),
    ).pin;
    expect(ids(await searched(api.visitor, 'quokkas'))).toEqual([created.id]);
    expect(ids(await searched(api.visitor, 'terrariums ferns'))).toEqual([created.id]);

    expectOk(await demo.write('PinResource', 'update', { id: created.id, title: 'Axolotl terrarium' }));
    expect(await searched(api.visitor, 'quokka')).toEqual([]);
    expect(ids(await searched(api.visitor, 'axolotls'))).toEqual([created.id]);

    expectOk(await demo.write('BoardResource', 'update', { board_id: String(DEMO_LANDMARKS.boards.demoGarden), name: 'Bromeliad corner' }));
    expect(ids(await searched(api.visitor, 'bromeliads'))).toEqual(expect.arrayContaining([created.id]));

    expectOk(await demo.write('PinResource', 'delete', { id: created.id }));
    expect(await searched(api.visitor, 'axolotl')).toEqual([]);
  });
});

describe('TypeaheadResource get: only what finds pins', () => {
  const typeahead = async (client: TestClient, term: string) =>
    expectOk(await client.get<ApiTypeahead>('TypeaheadResource', { term, count: TYPEAHEAD_LIMITS.maxPerKind }));
  const finds = async (client: TestClient, query: string) =>
    expectOk(await client.get<ApiGridPin[]>('BaseSearchResource', { query, page_size: 1 })).length > 0;

  it('offers the Gardening idea, and every search and idea it offers finds pins', async () => {
    expect((await typeahead(api.visitor, 'gard')).interests.map((i) => i.name)).toContain('Gardening');
    for (const term of ['gard', 'wed', 'ho', 'e', 'a', 'chi']) {
      const answer = await typeahead(api.visitor, term);
      const offered = [...(answer.queries ?? []), ...answer.interests.map((i) => i.name)];
      expect(offered.length).toBeGreaterThan(0);
      for (const query of offered) expect([term, query, await finds(api.visitor, query)]).toEqual([term, query, true]);
    }
  });

  it('no longer offers a search whose only pin the viewer hid', async () => {
    const demo = await api.client().login('demo');
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#bc4749' } })
      .png()
      .toBuffer();
    const pin = expectOk(
      await demo.write<{ pin: ApiGridPin }>('PinResource', 'create', {
        board_id: String(DEMO_LANDMARKS.boards.demoKitchen),
        method: 'button',
        title: 'Zucchini noodles, the pesto way',
        image_base64: png.toString('base64'),
      }),
    ).pin;
    const aiko = await api.client().login('aiko_tanaka');
    expect((await typeahead(aiko, 'zucchini')).queries).toContain('zucchini noodles');
    expectOk(await aiko.request('PUT', `/v3/search/${pin.id}/hide/`, { query: 'zucchini' }));
    expect(await finds(aiko, 'zucchini noodles')).toBe(false);
    expect((await typeahead(aiko, 'zucchini')).queries).toEqual([]);
    // Still offered to everyone else.
    expect((await typeahead(api.visitor, 'zucchini')).queries).toContain('zucchini noodles');
  });
});
