// GET /offsite/?token=…&url=…&pin=… (spec section 7, 'Navigation to /offsite/'): a pin's link
// leaves the site through here. It redirects (302) only when the URL is an absolute http(s) URL,
// the token is the server's own for that pin and URL (offsiteLinks.ts), the pin exists, the
// visitor may read it and it still links to that URL (a signed link dies when the pin's link is
// changed), and the offsite check does not list the host; then the click-through is
// logged and counted, once per viewer, pin and hour (the only click-throughs a pin's figures count). Anything else gets a small page saying why, in plain words, with a way back. The page
// has no script and no style, so a strict Content-Security-Policy holds for it already.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup, EVENT_TYPES, externalUrl, SITE_NAME } from 'shared-contracts/rules';
import type { ApiDeps } from '../apiDeps';
import { isOffsiteTokenValid, OFFSITE_PATH, OFFSITE_SECRET } from '../offsiteLinks';

const PIN_ID = /^[1-9][0-9]{0,15}$/;

const SHARED_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};
const PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

interface RefusalPage {
  status: 400 | 403 | 404 | 410;
  heading: string;
  paragraphs: string[];
}

/** A query parameter given exactly once, else null (missing, or repeated to confuse). */
function single(query: unknown, name: string): string | null {
  if (typeof query !== 'object' || query === null) return null;
  const value: unknown = (query as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The refusal page's policy: nothing loaded but, when it has them, the site's own stylesheets. */
export function refusalPolicy(stylesheets: readonly string[]): string {
  return stylesheets.length > 0 ? PAGE_CSP.replace("default-src 'none';", "default-src 'none'; style-src 'self';") : PAGE_CSP;
}

/** The page: in the site's look (its header and a centred message) when its stylesheets are given. */
export function refusalHtml(page: RefusalPage, pinPath: string | null, stylesheets: readonly string[] = []): string {
  const links = [
    ...(pinPath ? [`<li><a href="${escapeMarkup(pinPath)}">Back to the Pin</a></li>`] : []),
    `<li><a href="/">Go to the ${escapeMarkup(SITE_NAME)} home page</a></li>`,
  ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeMarkup(page.heading)} | ${escapeMarkup(SITE_NAME)}</title>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}">`),
    '</head>',
    '<body>',
    '<header class="site-header">',
    `<a class="site-header__logo" href="/"><span class="site-header__mark" aria-hidden="true">P</span><span class="site-header__wordmark">${escapeMarkup(SITE_NAME)}</span></a>`,
    '</header>',
    '<main class="site-main">',
    '<section class="pb-state">',
    `<h1>${escapeMarkup(page.heading)}</h1>`,
    ...page.paragraphs.map((text) => `<p>${escapeMarkup(text)}</p>`),
    '<nav aria-label="Where to go instead">',
    `<ul class="pb-state__links">${links.join('')}</ul>`,
    '</nav>',
    '</section>',
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

export function offsiteRoutes(app: FastifyInstance, { storage, pageStylesheets = [] }: ApiDeps): void {
  const refuse = (reply: FastifyReply, page: RefusalPage, pinPath: string | null) =>
    reply
      .code(page.status)
      .headers({
        ...SHARED_HEADERS,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': refusalPolicy(pageStylesheets),
        'X-Content-Type-Options': 'nosniff',
      })
      .send(refusalHtml(page, pinPath, pageStylesheets));

  app.get(OFFSITE_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const pinParam = single(request.query, 'pin');
    const urlParam = single(request.query, 'url');
    const token = single(request.query, 'token');
    const pinId = pinParam !== null && PIN_ID.test(pinParam) ? Number(pinParam) : null;
    const access = pinId === null ? null : await storage.pinAccess(request.viewer, pinId);
    // A way back only to a pin this visitor may see (an unreadable pin looks like a missing one).
    const pinPath = access?.canRead ? `/pin/${access.pinId}/` : null;

    if (urlParam === null || token === null || pinId === null) {
      return refuse(
        reply,
        {
          status: 400,
          heading: 'This link is incomplete',
          paragraphs: [
            "The address is missing where it goes, which Pin it belongs to or its check, so we can't send you on.",
            'Go back to the Pin and use its link again.',
          ],
        },
        pinPath,
      );
    }
    const url = externalUrl(urlParam);
    if (!url) {
      return refuse(
        reply,
        {
          status: 400,
          heading: "This link can't be opened",
          paragraphs: [
            "Only links to web pages, starting with http:// or https://, leave the site from here. This one goes somewhere else, so we didn't open it.",
          ],
        },
        pinPath,
      );
    }
    if (!isOffsiteTokenValid(await storage.serverSecret(OFFSITE_SECRET), String(pinId), urlParam, token)) {
      return refuse(
        reply,
        {
          status: 400,
          heading: "We couldn't check this link",
          paragraphs: [
            "This address was not made by us for this Pin and this web page, or it was changed on the way, so we won't send you on from here.",
            'Go back to the Pin and use its link again.',
          ],
        },
        pinPath,
      );
    }
    if (!access?.canRead) {
      return refuse(
        reply,
        {
          status: 404,
          heading: "This Pin isn't here",
          paragraphs: ["The Pin this link belongs to was deleted, or you can't see it, so we can't send you on from it."],
        },
        null,
      );
    }
    if (access.link !== urlParam) {
      return refuse(
        reply,
        {
          status: 410,
          heading: "This Pin's link has changed",
          paragraphs: [
            'The Pin now links somewhere else, so this old address no longer sends you on.',
            'Go back to the Pin and use its link again.',
          ],
        },
        pinPath,
      );
    }
    const listed = await storage.offsiteStatus(url.hostname);
    if (listed) {
      return refuse(
        reply,
        {
          status: 403,
          heading: 'Heads up!',
          paragraphs: [
            listed.message,
            `We didn't open ${url.hostname}: sites reported for spam, malware or adult content are not opened from ${SITE_NAME}.`,
          ],
        },
        pinPath,
      );
    }
    // HEAD (link checkers, prefetch) and bots are not people clicking through. The figures count
    // this redirect's click-throughs only, once per viewer, pin and hour: a reload, or a script
    // fetching the link a thousand times, is logged and counted once.
    if (request.method === 'GET' && !request.viewer.isBot && (await storage.recordClickThrough(request.viewer.subject, access.pinId))) {
      await storage.recordEvents(request.viewer.subject, [
        {
          event_type: EVENT_TYPES.clickThrough,
          view_type: null,
          view_parameter: null,
          object_id: String(access.pinId),
          impression_kind: null,
          aux_data: JSON.stringify({ url: url.href, clickthrough_type: 'offsite_redirect' }),
          tracking_params: single(request.query, 'client_tracking_params'),
          client_time: null,
        },
      ]);
    }
    return reply
      .code(302)
      .headers({ ...SHARED_HEADERS, Location: url.href })
      .send();
  });
}
