import sharp from 'sharp';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); }, 60_000);
afterAll(() => api.stop());

const log = (...a: unknown[]) => process.stdout.write(a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ') + '\n');

it('probe', async () => {
  const c = api.client();
  await c.login('demo');
  // link 'https://'
  const feed = await c.get<any[]>('HomefeedResource');
  const seeded = feed.body.resource_response.data![0];
  log('img', seeded.images['736x'].url);
  const bad = await c.write('PinResource', 'create', { board_id: '2', method: 'button', image_url: seeded.images['736x'].url, link: 'https://' });
  log('link https://', bad.status, bad.body);
  // trailing dot
  const off = await c.request('GET', '/v3/offsite/?url=' + encodeURIComponent('https://cheap-watches-outlet.biz./x'));
  log('trailing dot', off.status, off.body);
  // boards forged bookmark
  const bm = Buffer.from(JSON.stringify({ v: 1, f: 'boards', k: ['abc'] })).toString('base64url');
  const b = await c.get('BoardsResource', { username: 'demo', bookmark: bm });
  log('forged boards bm', b.status, JSON.stringify(b.body).slice(0, 300));
  // bot signed in
  c.userAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const s = await c.get<any>('UserSessionResource');
  log('signed-in bot', s.body.resource_response.data.viewer.isBot);
  c.userAgent = 'Mozilla/5.0 Chrome/156';
  // sendBeacon text/plain
  const v = api.client();
  await v.ensureCsrf();
  const tok = decodeURIComponent(v.cookies.get('csrftoken')!);
  const cookie = [...v.cookies].map(([k, x]) => `${k}=${x}`).join('; ');
  const r = await fetch(api.baseUrl + '/v3/events/', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', cookie }, body: JSON.stringify({ events: [{ event_type: 101 }], csrf_token: tok }) });
  log('text/plain beacon', r.status, await r.text());
  // signup race
  const clients = Array.from({ length: 5 }, () => api.client());
  const res = await Promise.all(clients.map((k, i) => k.write('UserRegisterResource', 'create', { username: 'racer', email: `racer${i}@example.com`, password: 'password123', first_name: 'R' })));
  log('signup race', res.map((x) => x.status), res.map((x) => x.body.resource_response.error?.code));
  // upload race
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
  for (let t = 0; t < 3; t++) {
    const png2 = await sharp({ create: { width: 400 + t, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const up = await Promise.all(Array.from({ length: 10 }, () => c.write('PinResource', 'create', { board_id: '2', method: 'button', image_base64: png2.toString('base64') })));
    log('upload race', up.map((x) => x.status));
  }
  void png;
  // trigger path
  const tr = await c.request('PUT', '/v3/experiences/1000162%3A503101/trigger/');
  log('trigger', tr.status, tr.body);
  const oa = await c.request<any>('GET', '/v3/openapi.json');
  log('openapi', oa.status, (oa.body as any).openapi, Object.keys((oa.body as any).paths).length, Object.keys((oa.body as any).paths).filter((p) => /Repin|offsite|follow|experiences/.test(p)));
});
