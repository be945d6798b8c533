// Issue 41, item 2 (streamed uploads): the same large picture uploaded by a signed-in person as
// base64 JSON (PinImageUploadResource create, what the builder sent before) and as its own bytes
// (POST /v3/pin_images/, what it sends now), five times each, one after another; then a body past
// 10 MB sent as bytes that never says its length. The figures are the bytes on the wire, the time
// to an answer, and the server's peak memory after each way. Plain HTTP only: an older build
// answers the bytes route 404.
import { request } from 'node:http';
import sharp from 'sharp';
import { CHROME_UA, logIn, visitor, write } from '../lib/cookieJar.mjs';
import { processMemory } from '../lib/processMemory.mjs';

export const title = 'One large picture uploaded as base64 JSON and as its own bytes';

const TIMES = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** POSTs `body` (a Buffer, or a generator of Buffers sent chunked) to /v3/pin_images/; its status and time. */
function postBytes(url, jar, body, type) {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    const call = request(
      {
        host: hostname,
        port: Number(port),
        path: '/v3/pin_images/',
        method: 'POST',
        headers: {
          'user-agent': CHROME_UA,
          cookie: jar.header(),
          'x-csrftoken': decodeURIComponent(jar.get('csrftoken') ?? ''),
          'content-type': type,
          ...(Buffer.isBuffer(body) ? { 'content-length': body.length } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started, text }));
      },
    );
    call.on('error', () => resolve({ status: 'closed', ms: performance.now() - started }));
    if (Buffer.isBuffer(body)) return call.end(body);
    // Chunked: the server must stop it by counting, with no length to refuse it by.
    // An explicit iterator: leaving a for-of to wait for 'drain' would close the generator.
    const pump = () => {
      for (let next = body.next(); !next.done; next = body.next()) if (!call.write(next.value)) return call.once('drain', pump);
      return call.end();
    };
    pump();
  });
}

function* pieces(bytes, size = 64 * 1024) {
  for (let sent = 0; sent < bytes; sent += size) yield Buffer.alloc(Math.min(size, bytes - sent));
}

export async function run({ url, serverPid }) {
  const jar = await visitor(url);
  if ((await logIn(url, jar, 'demo-password')) !== 200) throw new Error('demo could not log in');
  // Noise, so the JPEG stays large: about 7 MB, under the 10 MB cap.
  const noise = Buffer.alloc(2600 * 2000 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const picture = await sharp(noise, { raw: { width: 2600, height: 2000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const json = Buffer.byteLength(JSON.stringify({ image_base64: picture.toString('base64') }));

  const asBytes = [];
  for (let i = 0; i < TIMES; i += 1) asBytes.push(await postBytes(url, jar, picture, 'image/jpeg'));
  const afterBytes = processMemory(serverPid);
  const asJson = [];
  for (let i = 0; i < TIMES; i += 1) {
    const started = performance.now();
    const status = await write(url, jar, '/resource/PinImageUploadResource/create/', { image_base64: picture.toString('base64') });
    asJson.push({ status, ms: performance.now() - started });
  }
  const afterJson = processMemory(serverPid);
  const tooLarge = await postBytes(url, jar, pieces(64 * 1024 * 1024), 'image/jpeg');
  const statuses = (runs) => [...new Set(runs.map((r) => r.status))].join(', ');
  return [
    ['the picture (2600x2000 JPEG of noise)', `${(picture.length / 1048576).toFixed(2)} MB`],
    [
      'sent as its own bytes: body, answers, median time',
      `${(picture.length / 1048576).toFixed(2)} MB; ${statuses(asBytes)}; ${Math.round(median(asBytes.map((r) => r.ms)))} ms`,
    ],
    [
      'sent as base64 JSON: body, answers, median time',
      `${(json / 1048576).toFixed(2)} MB; ${statuses(asJson)}; ${Math.round(median(asJson.map((r) => r.ms)))} ms`,
    ],
    ['server peak memory after the bytes uploads, then after the JSON ones', `${afterBytes.peak} MB, then ${afterJson.peak} MB`],
    ['a 64 MB body as bytes, chunked (no length): answer and time', `${tooLarge.status} in ${Math.round(tooLarge.ms)} ms`],
  ];
}
