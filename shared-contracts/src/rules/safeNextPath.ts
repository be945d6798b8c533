// Where a person goes after logging in or signing up: the `next` path they came from, only when it
// is a plain path on this site. Anything else (another host, a scheme, a backslash or control
// character that a browser would strip or turn into '//') goes home, so the login page can never
// be made to send someone elsewhere or to break on a path history cannot hold.

const HOME = '/';
const BASE = 'https://pinboard.invalid';
// Tabs and newlines are removed by URL parsers ('/\t/evil' becomes '//evil'); backslashes become slashes.
const UNSAFE = /[\p{Cc}\s\\]/u;

export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) return HOME;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` query parameter of a page's search string, made safe. */
export function nextPathOf(search: string): string {
  return safeNextPath(new URLSearchParams(search).get('next'));
}
