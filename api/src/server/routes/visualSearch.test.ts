// VisualSearchResource: pins ranked by how alike their pictures look (colour histograms of their
// own pixels, compared in the query), not by their topic.

import sharp from 'sharp';
import type { ApiBoard, ApiPin } from 'shared-contracts/api';
import { colourDistance, colourHistogram } from '../../media/colourHistogram';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['demo', 'employee'] });
let board: ApiBoard;

beforeAll(async () => {
  board = expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'Swatches' }));
}, 60_000);

/** A pin of one flat colour, uploaded as a PNG (no topic: uploads have none). */
async function swatch(client: TestClient, boardId: string, background: string, title: string): Promise<ApiPin> {
  const png = await sharp({ create: { width: 120, height: 160, channels: 3, background } })
    .png()
    .toBuffer();
  const created = await client.write<{ pin: ApiPin }>('PinResource', 'create', {
    board_id: boardId,
    method: 'button',
    image_base64: png.toString('base64'),
    title,
  });
  return expectOk(created).pin;
}

/** Every page of a visual search, following bookmarks. */
async function allResults(client: TestClient, options: Record<string, string | number | boolean>): Promise<ApiPin[]> {
  const pins: ApiPin[] = [];
  let bookmark: string | null | undefined;
  do {
    const answer = await client.get<ApiPin[]>('VisualSearchResource', { ...options, page_size: 100, ...(bookmark ? { bookmark } : {}) });
    pins.push(...expectOk(answer));
    bookmark = answer.body.resource_response.bookmark;
  } while (bookmark);
  return pins;
}

const histogramOf = async (pin: ApiPin) =>
  ((await api.row('SELECT histogram FROM media_images WHERE signature = ?', pin.imageSignature)) as { histogram: Buffer | null }).histogram;

describe('colour histograms', () => {
  it('are stored for every seeded picture, and for an upload from its own pixels', async () => {
    expect(await api.count('SELECT count(*) AS n FROM media_images WHERE histogram IS NULL')).toBe(0);
    expect(await api.count('SELECT count(*) AS n FROM media_images')).toBeGreaterThan(600);
    const teal = await swatch(api.employee, board.id, '#008080', 'Teal');
    expect(await histogramOf(teal)).toEqual(colourHistogram(Buffer.from([0, 128, 128]), 1, 1, 3));
  });
});

describe('VisualSearchResource get', () => {
  it('ranks by the pictures: a near colour first, a far colour far behind, whatever the topics', async () => {
    const red = await swatch(api.employee, board.id, '#c83228', 'Brick red');
    const nearRed = await swatch(api.employee, board.id, '#cd372c', 'Also brick red');
    const blue = await swatch(api.employee, board.id, '#2840c8', 'Cobalt');
    // Uploads have no topic at all, so nothing but their pictures can put them together.
    for (const pin of [red, nearRed, blue]) expect(pin.sourceInterest).toBeNull();

    const results = await allResults(api.demo, { pin_id: red.id });
    const ids = results.map((p) => p.id);
    expect(ids[0]).toBe(nearRed.id);
    expect(ids).toContain(blue.id);
    expect(ids.indexOf(blue.id)).toBeGreaterThan(ids.length / 2);
    // Never the pin itself, never twice across pages.
    expect(ids).not.toContain(red.id);
    expect(new Set(ids).size).toBe(ids.length);

    // The order is the histogram distance, page after page.
    const source = await histogramOf(red);
    const histograms = await Promise.all(results.map((p) => histogramOf(p)));
    const distances = histograms.map((h) => colourDistance(source, h) ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    // Not by topic: the nearest pictures come from several topics, unlike the related (same-topic) feed.
    const seededSource = results.find((p) => p.sourceInterest !== null);
    if (!seededSource) throw new Error('no seeded pin found');
    const alike = expectOk(await api.demo.get<ApiPin[]>('VisualSearchResource', { pin_id: seededSource.id, page_size: 30 }));
    const related = expectOk(await api.demo.get<ApiPin[]>('RelatedPinFeedResource', { pin_id: seededSource.id, page_size: 30 }));
    expect(new Set(related.map((p) => p.sourceInterest?.id)).size).toBe(1);
    expect(new Set(alike.map((p) => p.sourceInterest?.id ?? 'none')).size).toBeGreaterThan(1);
  });

  it('answers with pins the viewer may read only: nothing from a secret board, even a twin picture of its owner', async () => {
    const secret = expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'Hidden swatches', privacy: 'secret' }));
    const green = await swatch(api.employee, board.id, '#2e8b57', 'Sea green');
    const twin = await swatch(api.employee, secret.id, '#2f8c58', 'Sea green, kept secret');
    for (const client of [api.employee, api.demo, api.client()]) {
      const ids = (await allResults(client, { pin_id: green.id })).map((p) => p.id);
      expect(ids).not.toContain(twin.id);
      expect(ids.length).toBeGreaterThan(100);
    }
    // The secret pin itself is not there to search from, for anyone but its board's members.
    expectFailure(await api.demo.get('VisualSearchResource', { pin_id: twin.id }), 404, 'not_found');
    expect(expectOk(await api.employee.get<ApiPin[]>('VisualSearchResource', { pin_id: twin.id, page_size: 1 }))[0]?.id).toBe(green.id);
  });

  it('products: true answers product pins only, still nearest first', async () => {
    const results = await allResults(api.demo, { pin_id: String(DEMO_LANDMARKS.pins.productSinglePrice), products: true });
    expect(results.length).toBeGreaterThan(10);
    for (const pin of results) expect(pin.contentType === 'product' || pin.isShoppable).toBe(true);
    expect(results.map((p) => p.id)).not.toContain(String(DEMO_LANDMARKS.pins.productSinglePrice));
    const all = await allResults(api.demo, { pin_id: String(DEMO_LANDMARKS.pins.productSinglePrice) });
    // The product list is the full list with the other pins taken out, in the same order.
    const productIds = new Set(results.map((p) => p.id));
    expect(all.filter((p) => productIds.has(p.id)).map((p) => p.id)).toEqual(results.map((p) => p.id));
  });

  it('pages with bookmarks of its own, and refuses a foreign one and an unknown pin', async () => {
    const pinId = String(DEMO_LANDMARKS.pins.recipe);
    const first = await api.demo.get<ApiPin[]>('VisualSearchResource', { pin_id: pinId, page_size: 5 });
    const bookmark = first.body.resource_response.bookmark;
    expect(bookmark).toEqual(expect.any(String));
    const second = expectOk(
      await api.demo.get<ApiPin[]>('VisualSearchResource', { pin_id: pinId, page_size: 5, bookmark: bookmark ?? '' }),
    );
    expect(second).toHaveLength(5);
    expect(second.map((p) => p.id)).not.toContain(expectOk(first)[0]?.id);
    const home = await api.demo.get<ApiPin[]>('HomefeedResource', { page_size: 5 });
    expectFailure(
      await api.demo.get('VisualSearchResource', { pin_id: pinId, bookmark: home.body.resource_response.bookmark ?? '' }),
      400,
      'invalid_field',
      'bookmark',
    );
    // The same bookmark is not valid for the products list of the same pin.
    expectFailure(
      await api.demo.get('VisualSearchResource', { pin_id: pinId, products: true, bookmark: bookmark ?? '' }),
      400,
      'invalid_field',
      'bookmark',
    );
    expectFailure(await api.demo.get('VisualSearchResource', { pin_id: '999999' }), 404, 'not_found');
    expectFailure(await api.demo.get('VisualSearchResource', { pin_id: 'abc' }), 400, 'invalid_field', 'pin_id');
  });
});
