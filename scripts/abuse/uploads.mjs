// Issue 16, item 5: what do costly uploads do to the server? As demo: one 6000x6000 1-bit PNG of a
// few KB (36 megapixels once decoded), then six at once, a truncated PNG, and a valid ~9 MB
// picture; with the server's memory (VmRSS now, VmHWM its peak) read from /proc. Plain HTTP only,
// so it runs against the pre-issue build too.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { CHROME_UA, cookieJar } from '../lib/cookieJar.mjs';

export const title = 'Costly uploads from one signed-in person';

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

export async function run({ url, serverPid }) {
  const jar = cookieJar();
  jar.keep(await fetch(`${url}/resource/UserSessionResource/get/`, { headers: { 'user-agent': CHROME_UA } }));
  const headers = () => ({
    'user-agent': CHROME_UA,
    cookie: jar.header(),
    'x-csrftoken': decodeURIComponent(jar.get('csrftoken') ?? ''),
    'content-type': 'application/json',
  });
  const write = async (resource, action, body) => {
    const response = await fetch(`${url}/resource/${resource}/${action}/`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(body),
    });
    jar.keep(response);
    const answer = await response.json().catch(() => null);
    return { status: response.status, answer };
  };
  const login = await write('UserSessionResource', 'create', { username_or_email: 'demo', password: 'demo-password' });
  if (login.status !== 200) throw new Error(`demo could not log in: ${login.status}`);
  const board = await write('BoardResource', 'create', { name: 'Abuse uploads' });
  const boardId = board.answer.resource_response.data.id;
  const upload = async (image) => {
    const started = performance.now();
    const { status, answer } = await write('PinResource', 'create', {
      board_id: boardId,
      method: 'button',
      image_base64: image.toString('base64'),
    });
    return { status, ms: Math.round(performance.now() - started), message: answer?.resource_response?.error?.message ?? '' };
  };

  const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000000' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
  const large = await sharp(randomBytes(1700 * 1800 * 3), { raw: { width: 1700, height: 1800, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

  const before = memory(serverPid);
  const one = await upload(bomb);
  const afterOne = memory(serverPid);
  const six = await Promise.all(Array.from({ length: 6 }, () => upload(bomb)));
  const afterSix = memory(serverPid);
  const cut = await upload(truncated);
  const big = await upload(large);
  const tally = six.reduce((m, r) => m.set(r.status, (m.get(r.status) ?? 0) + 1), new Map());
  return [
    ['6000x6000 1-bit PNG', `${(bomb.length / 1024).toFixed(1)} KB`],
    ['one upload: status, time', `${one.status}, ${one.ms} ms${one.message ? ` (${one.message})` : ''}`],
    ['server memory before → after one (RSS)', `${before.rss} → ${afterOne.rss} MB`],
    ['six at once: statuses, slowest', `${[...tally].map(([s, n]) => `${s} ×${n}`).join(', ')}, ${Math.max(...six.map((r) => r.ms))} ms`],
    ['server memory after six (RSS; peak since start)', `${afterSix.rss} MB; peak ${afterSix.peak} MB`],
    ['truncated PNG: status', `${cut.status}${cut.message ? ` (${cut.message})` : ''}`],
    [`valid picture of ${(large.length / 1024 / 1024).toFixed(1)} MB: status`, `${big.status}${big.message ? ` (${big.message})` : ''}`],
  ];
}
