// The origin a request was made to, for absolute links (canonical, Open Graph, the sitemap's URLs)
// when the site is given none of its own.

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The request's own origin for absolute links; a Host header that is not a host name is not echoed. */
export function requestOrigin(protocol: string, host: string): string {
  return `${protocol === 'https' ? 'https' : 'http'}://${HOST.test(host) ? host : 'localhost'}`;
}
