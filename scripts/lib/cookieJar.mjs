// What the abuse scenarios and benchmarks send as a browser would: its user agent, the cookies the
// server set, and the login form's call.

export const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The cookies a server set, kept like a browser keeps them; `header()` is the Cookie header to send back. */
export function cookieJar() {
  const cookies = new Map();
  return {
    keep(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    },
    get: (name) => cookies.get(name),
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/** A fresh visitor: the cookies (anonymous id, CSRF token) the first read hands out. */
export async function visitor(url) {
  const jar = cookieJar();
  jar.keep(await fetch(`${url}/resource/UserSessionResource/get/`, { headers: { 'user-agent': CHROME_UA } }));
  return jar;
}

/**
 * A write as the site's client sends it: JSON, with the jar's cookies and its CSRF token. Answers
 * the HTTP status ('closed' when the server closed the connection first); keeps what it sets.
 */
export async function write(url, jar, path, body) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'user-agent': CHROME_UA,
      cookie: jar.header(),
      'x-csrftoken': decodeURIComponent(jar.get('csrftoken') ?? ''),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) return 'closed';
  jar.keep(response);
  await response.arrayBuffer();
  return response.status;
}

/** The login form's call (UserSessionResource create) with the jar's cookies; answers the HTTP status and keeps the session cookie. */
export function logIn(url, jar, password, username = 'demo') {
  return write(url, jar, '/resource/UserSessionResource/create/', { username_or_email: username, password });
}
