// First path segments the edge server answers itself (files, API, platform, the outbound redirect
// /offsite/), never the app.

export const SERVER_PATH_SEGMENTS = ['shell', 'remotes', '_platform', 'v3', 'vx', 'resource', 'media', 'offsite'] as const;

/** Whether a same-site URL path is a request to the server rather than a page of the site. */
export function isServerPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return (SERVER_PATH_SEGMENTS as readonly string[]).includes(first);
}
