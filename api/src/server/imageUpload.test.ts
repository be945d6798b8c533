// Costly uploads over HTTP: pictures that would take gigapixels to decode are refused from their
// header, a truncated picture is a clear 400, the 10 MB the contract promises fits through the body
// limit, decodes run one at a time, and each person has an upload budget; the decode queue is
// fair (issue 41, item 3): an occasional uploader goes before a flood, a flood is refused its own
// newest first, and decoded pixels have a budget (a picture whose uploader left: clientGone.test.ts).

import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';
import {
  imageDecoding,
  MAX_CONCURRENT_DECODES,
  MAX_MEGAPIXELS_PER_USER,
  MAX_UPLOADS_PER_USER,
  MAX_UPLOAD_PIXELS,
  MAX_WAITING_DECODES,
  MAX_WAITING_DECODES_PER_USER,
} from './imageUpload';

const api = startTestApiForFile({ signedIn: ['demo'] });
let boardId: string;
beforeAll(async () => {
  boardId = (await api.demo.write<{ id: string }>('BoardResource', 'create', { name: 'Uploads' })).body.resource_response.data?.id ?? '';
}, 60_000);

const create = (client: TestClient, image: Buffer, title = 'Upload') =>
  client.write<{ pin: { id: string } }>('PinResource', 'create', {
    board_id: boardId,
    method: 'button',
    title,
    image_base64: image.toString('base64'),
  });

const smallPng = (seed: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: seed % 256, g: 80, b: 120 } } })
    .png()
    .toBuffer();

describe('PinResource create with an uploaded picture', () => {
  it('refuses a 6000x6000 picture (36 megapixels) from its header, at once, whatever its file size', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000000' } })
      .png({ palette: true, colours: 2, compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    const answer = await create(api.demo, bomb);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error).toMatchObject({
      field: 'image_base64',
      message: `The image is too large: at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`,
    });
  });

  it('answers a truncated PNG with the same clear 400 as any unreadable file', async () => {
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const answer = await create(api.demo, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error).toMatchObject({
      field: 'image_base64',
      message: 'That file is not an image we can read (use JPEG, PNG, WebP or GIF).',
    });
  });

  it('takes a picture of about 9.5 MB (the body limit admits the 10 MB the contract promises)', async () => {
    // Noise does not compress: 1700x1900 random RGB is ~9.7 MB as PNG.
    const noisy = await sharp(randomBytes(1700 * 1900 * 3), { raw: { width: 1700, height: 1900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(9_000_000);
    expect(noisy.length).toBeLessThan(10 * 1024 * 1024);
    expect((await create(api.demo, noisy, 'Noise')).status).toBe(200);
  }, 30_000);

  it('answers a body far beyond the limit with 413 in the API envelope', async () => {
    const answer = await api.demo.write('PinResource', 'create', {
      board_id: boardId,
      method: 'button',
      image_base64: 'A'.repeat(15_000_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.resource_response.status).toBe('failure');
  });

  it('keeps the small limit on other calls', async () => {
    const answer = await api.demo.write('BoardResource', 'create', { name: 'x', description: 'd'.repeat(2_000_000) });
    expect(answer.status).toBe(413);
  });

  it(`decodes ${MAX_CONCURRENT_DECODES} picture at a time however many arrive together`, async () => {
    const partner = await api.client().login('partner');
    const partnerBoard = (await partner.write<{ id: string }>('BoardResource', 'create', { name: 'Parallel' })).body.resource_response.data
      ?.id;
    const pictures = await Promise.all(Array.from({ length: 6 }, (_, i) => smallPng(i)));
    const answers = await Promise.all(
      pictures.map((image) =>
        partner.write('PinResource', 'create', { board_id: partnerBoard, method: 'button', image_base64: image.toString('base64') }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(imageDecoding.stats().mostActive).toBe(MAX_CONCURRENT_DECODES);
  });

  it('gives each person an upload budget: beyond it 429 with Retry-After', async () => {
    const newbie = await api.client().login('newbie');
    const own = (await newbie.write<{ id: string }>('BoardResource', 'create', { name: 'Many' })).body.resource_response.data?.id;
    const upload = async (i: number) =>
      newbie.write('PinResource', 'create', { board_id: own, method: 'button', image_base64: (await smallPng(i)).toString('base64') });
    for (let i = 0; i < MAX_UPLOADS_PER_USER; i += 1) expect((await upload(i)).status).toBe(200);
    const refused = await upload(99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.resource_response.error?.message).toMatch(
      /^You've uploaded a lot of pictures in a short time\. Try again in \d+ minutes\.$/,
    );
    // Someone else is not affected.
    expect((await create(api.demo, await smallPng(7))).status).toBe(200);
  }, 60_000);
});

/** A picture that is cheap to send and costly to decode: two colours, `side` pixels square. */
const slowPng = (side: number, seed: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: seed % 256, g: 0, b: 0 } } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();

const preview = (client: TestClient, image: Buffer) =>
  client.request('POST', '/resource/PinImageUploadResource/create/', { image_base64: image.toString('base64') });

describe('the decode queue', () => {
  it('serves an occasional uploader before accounts flooding it, refusing the flood its own newest first', async () => {
    const flooders = await Promise.all(['employee', 'harborandpine'].map((name) => api.client().login(name)));
    const person = await api.client().login('aiko_tanaka');
    const each = MAX_WAITING_DECODES_PER_USER;
    expect(flooders.length * each).toBeGreaterThan(MAX_WAITING_DECODES + 1);
    const pictures = await Promise.all(Array.from({ length: flooders.length * each }, (_, i) => slowPng(1500, i)));
    const answered: string[] = [];
    let refused: () => void = () => undefined;
    const full = new Promise<void>((resolve) => (refused = resolve));
    const flood = pictures.map(async (picture, i) => {
      const answer = await preview(flooders[i % flooders.length] as TestClient, picture);
      if (answer.status === 503) refused();
      else answered.push(`flood ${answer.status}`);
      return answer.status;
    });
    // Once the flood has been refused in part, the queue is full of it: then the person uploads.
    await Promise.race([full, Promise.all(flood)]);
    const mine = await preview(person, await smallPng(1));
    answered.push(`person ${mine.status}`);
    const statuses = await Promise.all(flood);
    expect(mine.status).toBe(200);
    // Before most of the flood that was already waiting: at most the one decoding then, and one more that started meanwhile.
    expect(answered.indexOf('person 200')).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  }, 60_000);

  it(`gives each person ${MAX_MEGAPIXELS_PER_USER} decoded megapixels a window: beyond it 429, before decoding`, async () => {
    const client = await api.client().login('tomas_alvarez');
    // 25 megapixels by their header, cut short so they cost little to try.
    const whole = await slowPng(5000, 1);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    for (let i = 0; i < MAX_MEGAPIXELS_PER_USER / 25; i += 1) expect((await preview(client, cut)).status).toBe(400);
    const refused = await preview(client, cut);
    expect(refused.status).toBe(429);
    expect(refused.body.resource_response.error?.message).toMatch(
      /^You've uploaded a lot of large pictures in a short time\. Try again in \d+ minutes\.$/,
    );
    // A small picture still fits in what is left of an ordinary person's budget elsewhere.
    expect((await preview(await api.client().login('studio_nord'), await smallPng(3))).status).toBe(200);
  }, 60_000);
});
