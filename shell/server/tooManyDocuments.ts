// The page sent when an address has asked for more documents than its rate (documentRate.ts): a
// few hundred bytes in the site's own look (the shell's stylesheets, which the browser most likely
// holds already), saying what to do, and nothing about the server, the limit or the address. It
// loads the page again by itself once the wait is over, as a person would.

import type { FastifyReply } from 'fastify';
import { SITE_ICON_LINKS } from 'shared-contracts/platform';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page, for the shell's stylesheet paths; `retryAfterS` is when it reloads. */
export function tooManyDocumentsPage(stylesheets: readonly string[], retryAfterS: number): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${Math.max(1, Math.ceil(retryAfterS))}">
<title>One moment · Pinboard</title>
${SITE_ICON_LINKS}${links}
</head>
<body>
<main class="pb-state">
<h1 class="pb-state__heading">One moment</h1>
<p class="pb-state__text">Lots of pages were asked for from your network just now. This page will load again by itself in a few seconds.</p>
<a class="pb-button pb-button--primary" href="">Try again now</a>
</main>
</body>
</html>
`;
}

/** Answers 429 with Retry-After and the page; never kept by anyone, as the next request may be allowed. */
export function sendTooManyDocuments(reply: FastifyReply, stylesheets: readonly string[], retryAfterS: number): FastifyReply {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterS))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(tooManyDocumentsPage(stylesheets, retryAfterS));
}
