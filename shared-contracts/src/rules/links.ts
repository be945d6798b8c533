// Link safety (spec section 5): only absolute http(s) URLs count as external links.

/** The URL when `text` is an absolute http(s) URL with a host, else null. */
export function externalUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
}
