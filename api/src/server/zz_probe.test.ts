import sharp from 'sharp';
import { storeUploadedImage } from './imageUpload';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); }, 60_000);
afterAll(() => api.stop());
const log = (...a: unknown[]) => process.stdout.write(a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ') + '\n');

it('probe', async () => {
  const png2 = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const r = await Promise.allSettled(Array.from({ length: 5 }, () => storeUploadedImage(api.api.deps, { image_base64: png2.toString('base64') })));
  log(r.map((x) => (x.status === 'rejected' ? String((x as PromiseRejectedResult).reason) : 'ok')));
  const c = api.client();
  await c.login('demo');
  const feed = await c.get<any[]>('HomefeedResource');
  const pin = feed.body.resource_response.data![0].id;
  const h1 = await c.request('PUT', `/v3/search/${pin}/hide/`);
  log('search hide no body', h1.status, h1.body);
  const h2 = await c.request('PUT', `/v3/search/${pin}/hide/`, { query: 'x' });
  log('search hide body', h2.status, h2.body);
  const t = await c.request('PUT', '/v3/experiences/1000162%3A503101/trigger/', {});
  log('trigger {}', t.status, t.body);
  const t2 = await c.request('PUT', '/v3/experiences/1000162%3A503101/trigger/', { extra_context: '{"a":1}' });
  log('trigger ctx', t2.status, t2.body);
});
