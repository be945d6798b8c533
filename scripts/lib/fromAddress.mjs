// What the abuse scenarios send from a loopback address of their own (Linux answers on all of
// 127.0.0.0/8, so each address is another client, or network, to the server): one request, or a
// browser that keeps the cookies the server sets and sends the CSRF header on writes.
import http from 'node:http';
import { CHROME_UA } from './cookieJar.mjs';

/** One HTTP request from `localAddress`; resolves with the status, the body as text and the cookies set. */
export function requestFrom(localAddress, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          setCookie: response.headers['set-cookie'] ?? [],
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A browser at `address`: `call` sends a request with its cookies (and the CSRF token as the site's
 * client does), keeps what the answer sets, and resolves with the status, the body, the names of
 * the cookies set and how long it took.
 */
export function browserAt(url, address) {
  const cookies = new Map();
  async function call(method, path, body) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const answer = await requestFrom(address, `${url}${path}`, {
      method,
      headers: {
        'user-agent': CHROME_UA,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrftoken': decodeURIComponent(cookies.get('csrftoken') ?? ''),
        ...(text ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } : {}),
      },
      body: text,
    });
    const set = [];
    for (const line of answer.setCookie) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
      set.push(pair.slice(0, at));
    }
    return { status: answer.status, body: answer.text, cookies: set.sort().join(' '), ms: performance.now() - started };
  }
  return {
    call,
    has: (name) => cookies.has(name),
    cookie: (name) => cookies.get(name),
    setCookie: (name, value) => cookies.set(name, value),
  };
}
