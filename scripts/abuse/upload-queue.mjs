// Issue 41, item 3: can a few accounts monopolise the picture decoder? Six accounts each send six
// uploads at once of a small PNG that declares 5000x5000 (inside the 25 MP cap, slow to decode);
// meanwhile another person (demo) uploads an ordinary picture three times, one after another. The
// figures are what each side was answered, how long the person waited, and how long the attack
// kept the decoder. Plain HTTP only, so it runs against an older build too.
import sharp from 'sharp';
import { logIn, visitor, write } from '../lib/cookieJar.mjs';

export const title = 'Slow-to-decode uploads from six accounts at once, and one person uploading meanwhile';

const ATTACKERS = ['partner', 'employee', 'newbie', 'harborandpine', 'maya_chen', 'jordan_reyes'];
const EACH = 6;
const ORDINARY = 3;

const tally = (statuses) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map())]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ');

/** One upload for the pin builder's preview; its status ('closed': no answer at all) and how long it took. */
async function upload(url, jar, image) {
  const started = performance.now();
  const status = await write(url, jar, '/resource/PinImageUploadResource/create/', { image_base64: image.toString('base64') });
  return { status, ms: Math.round(performance.now() - started) };
}

async function signedIn(url, name) {
  const jar = await visitor(url);
  if ((await logIn(url, jar, 'demo-password', name)) !== 200) throw new Error(`${name} could not log in`);
  return jar;
}

export async function run({ url }) {
  // Noise, so each picture is its own (no cache of an identical file can help).
  const slow = (seed) =>
    sharp({ create: { width: 5000, height: 5000, channels: 3, background: { r: seed, g: 0, b: 0 } } })
      .png({ palette: true, colours: 2, compressionLevel: 9 })
      .toBuffer();
  const ordinary = (seed) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: seed, b: 120 } } })
      .jpeg()
      .toBuffer();
  const attackers = await Promise.all(ATTACKERS.map((name) => signedIn(url, name)));
  const person = await signedIn(url, 'demo');
  const bombs = await Promise.all(Array.from({ length: ATTACKERS.length * EACH }, (_, i) => slow(i + 1)));

  const started = performance.now();
  const attack = Promise.all(bombs.map((bomb, i) => upload(url, attackers[i % attackers.length], bomb)));
  const mine = [];
  for (let i = 0; i < ORDINARY; i += 1) mine.push(await upload(url, person, await ordinary(i)));
  const attacked = await attack;
  const attackS = (performance.now() - started) / 1000;
  return [
    ['5000x5000 2-colour PNG', `${(bombs[0].length / 1024).toFixed(1)} KB`],
    [`${bombs.length} uploads from ${ATTACKERS.length} accounts at once`, tally(attacked.map((r) => r.status))],
    ['until the last of them was answered', `${attackS.toFixed(1)} s`],
    [`demo's ${ORDINARY} ordinary uploads meanwhile`, tally(mine.map((r) => r.status))],
    ["demo's waits", mine.map((r) => `${r.ms} ms`).join(', ')],
  ];
}
