// Spec section 7: the three hide calls and their undos, PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/
// and .../undo/, /v3/p2p/{pin}/hide/ and /unhide/, /v3/search/{pin_id}/hide/ and /unhide/ (with
// query and pin_type), and which one a card's surface uses. The shapes match
// api/src/server/routes/pinRoutes.ts.

import type { HidePath, Surface } from './events';
import { cutText } from './textCuts';

export interface HideRequestOptions {
  newsId?: string;
  query?: string;
  pinType?: string;
}

export interface HideRequestBody {
  query?: string;
  pin_type?: string;
}

export interface HideRequest {
  method: 'PUT';
  url: string;
  body?: HideRequestBody;
}

/** The search hide body limits the server enforces (pinRoutes.ts). */
export const HIDE_QUERY_MAX = 200;

const SEARCH_SURFACES: readonly Surface[] = ['SearchItem', 'SearchItemHighShoppingIntent'];

export function hidePathFor(surface: Surface): HidePath {
  if (surface === 'NewsPage') return 'news_hub';
  if (SEARCH_SURFACES.includes(surface)) return 'search';
  return 'p2p';
}

export function hideRequest(path: HidePath, pinId: string, opts: HideRequestOptions, undo: boolean): HideRequest {
  const pin = encodeURIComponent(pinId);
  switch (path) {
    case 'news_hub': {
      // Without a news id the URL would be /v3/news_hub//pin/…, which no route matches; fail loudly here.
      if (!opts.newsId) throw new RangeError('A news_hub hide needs the news id.');
      return { method: 'PUT', url: `/v3/news_hub/${encodeURIComponent(opts.newsId)}/pin/${pin}/${undo ? 'undo' : 'hide'}/` };
    }
    case 'p2p':
      return { method: 'PUT', url: `/v3/p2p/${pin}/${undo ? 'unhide' : 'hide'}/` };
    case 'search': {
      // The route validates a body object, so an empty one is sent rather than none.
      const body: HideRequestBody = {};
      if (opts.query !== undefined) body.query = cutText(opts.query, HIDE_QUERY_MAX);
      if (opts.pinType !== undefined) body.pin_type = opts.pinType;
      return { method: 'PUT', url: `/v3/search/${pin}/${undo ? 'unhide' : 'hide'}/`, body };
    }
  }
}
