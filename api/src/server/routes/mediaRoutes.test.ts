import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_LIST_FILE } from '../../seed/demoPictures';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile({ demoMedia: true });

describe('/media', () => {
  it("draws a demo pin's picture on its first request, at the size the pin announces, and answers an unknown one 404", async () => {
    const home = await api
      .client()
      .get<Array<{ images: Record<string, { url: string; width: number; height: number }> }>>('HomefeedResource');
    const picture = home.body.resource_response.data?.[0]?.images['474x'];
    if (!picture) throw new Error('home has no pin with a picture');
    const file = path.join(api.dataDir, 'media', '474x', path.basename(picture.url));
    expect(existsSync(file)).toBe(false);
    const [first, second] = await Promise.all([fetch(`${api.baseUrl}${picture.url}`), fetch(`${api.baseUrl}${picture.url}`)]);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([picture.width, picture.height]);
    }
    // Kept, in the one size asked for.
    expect(existsSync(file)).toBe(true);
    expect(existsSync(file.replace(`${path.sep}474x${path.sep}`, `${path.sep}236x${path.sep}`))).toBe(false);
    expect((await fetch(`${api.baseUrl}/media/474x/${'0'.repeat(32)}.jpg`)).status).toBe(404);
    // The list of the world's pictures the drawing left in the folder is not served.
    expect(existsSync(path.join(api.dataDir, 'media', PICTURE_LIST_FILE))).toBe(true);
    expect((await fetch(`${api.baseUrl}/media/${PICTURE_LIST_FILE}`)).status).toBe(404);
  });

  it('serves an uploaded picture in every size, immutable, with no cookie', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const demo = await api.client().login('demo');
    const boards = await demo.get<Array<{ id: string; layout: string }>>('BoardsResource', { username: 'demo' });
    const board = boards.body.resource_response.data?.find((b) => b.layout === 'default');
    const created = await demo.write<{
      pin: { images: Record<string, { url: string; width: number; height: number }>; dominantColor: string };
    }>('PinResource', 'create', {
      board_id: board?.id,
      method: 'button',
      image_base64: png.toString('base64'),
      title: 'A blue rectangle',
    });
    expect(created.status).toBe(200);
    const pin = created.body.resource_response.data?.pin;
    expect(pin?.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    for (const [size, width] of [
      ['236x', 236],
      ['474x', 474],
      ['736x', 736],
      ['orig', 900],
    ] as const) {
      const image = pin?.images[size];
      expect(image?.width).toBe(width);
      const response = await fetch(`${api.baseUrl}${image?.url ?? ''}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(response.headers.getSetCookie()).toEqual([]);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([image?.width, image?.height]);
    }
  });

  it('refuses an upload that is not an image, and writes no pin', async () => {
    const demo = await api.client().login('demo');
    const boards = await demo.get<Array<{ id: string; layout: string; pinCount: number }>>('BoardsResource', { username: 'demo' });
    const board = boards.body.resource_response.data?.find((b) => b.layout === 'default');
    const answer = await demo.write('PinResource', 'create', {
      board_id: board?.id,
      method: 'button',
      image_base64: Buffer.from('not a picture').toString('base64'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error).toMatchObject({
      field: 'image_base64',
      message: 'That file is not an image we can read (use JPEG, PNG, WebP or GIF).',
    });
    const after = await demo.get<{ pinCount: number }>('BoardResource', { board_id: board?.id ?? '' });
    expect(after.body.resource_response.data?.pinCount).toBe(board?.pinCount);
  });

  it('draws a letter avatar for a user without a picture, as PNG and as SVG, and 404s for no user', async () => {
    const png = await fetch(`${api.baseUrl}/media/avatars/24.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=3600');
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 240, height: 240 });
    const avatar = await fetch(`${api.baseUrl}/media/avatars/24.svg`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    expect(await avatar.text()).toMatch(/<svg[^>]*>.*<text[^>]*>S<\/text><\/svg>/);
    expect((await fetch(`${api.baseUrl}/media/avatars/99999.png`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/media/avatars/99999.svg`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/media/236x/ffffffffffffffffffffffffffffffff.jpg`)).status).toBe(404);
  });
});
