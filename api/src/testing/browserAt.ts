// A browser at a loopback address of its own (127.0.0.N): its own cookies and CSRF token, and the
// login form's call, over plain HTTP from that address, so per-address limits can be tested.

import { request } from 'node:http';

export interface BrowserAt {
  cookies: Map<string, string>;
  /** The last answer's Retry-After (seconds), when it had one. */
  retryAfterS: () => number | undefined;
  /** The login form's call (a first read fetches the CSRF token), with `more` fields (a two-factor code); answers the HTTP status. */
  login: (usernameOrEmail: string, password: string, more?: Record<string, string>) => Promise<number>;
}

/** `port` is the server's (or a proxy's) on 127.0.0.1; `extraHeaders` go with every request. */
export function browserAt(address: string, port: number, extraHeaders: Record<string, string> = {}): BrowserAt {
  const cookies = new Map<string, string>();
  let retryAfterS: number | undefined;
  const call = (method: string, path: string, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          localAddress: address,
          method,
          path,
          headers: {
            ...extraHeaders,
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            'x-csrftoken': decodeURIComponent(cookies.get('csrftoken') ?? ''),
            ...(text ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } : {}),
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          retryAfterS = response.headers['retry-after'] === undefined ? undefined : Number(response.headers['retry-after']);
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(text);
    });
  return {
    cookies,
    retryAfterS: () => retryAfterS,
    async login(usernameOrEmail, password, more = {}) {
      if (!cookies.has('csrftoken')) await call('GET', '/resource/UserSessionResource/get/');
      return call('POST', '/resource/UserSessionResource/create/', { username_or_email: usernameOrEmail, password, ...more });
    },
  };
}
