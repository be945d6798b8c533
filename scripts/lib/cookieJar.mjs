// What the abuse scenarios send as a browser would: its user agent, and the cookies the server set.

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
