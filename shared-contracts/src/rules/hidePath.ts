// Spec section 7: the three hide calls and their undos, PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/
// and .../undo/, /v3/p2p/{pin}/hide/ and /unhide/, /v3/search/{pin_id}/hide/ and /unhide/ (with
// query and pin_type), and which one a card's surface uses. The routes are the API contract's.

import type { HidePath } from '../platform/events';
import type { Surface } from './surfaces';
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

/** A hide or its undo as a call of the API contract: the route, its path parameters and body. */
export type HideRequest =
  | {
      route: 'PUT /v3/news_hub/:news_id/pin/:pin_id/hide/' | 'PUT /v3/news_hub/:news_id/pin/:pin_id/undo/';
      params: { news_id: string; pin_id: string };
    }
  | { route: 'PUT /v3/p2p/:pin/hide/' | 'PUT /v3/p2p/:pin/unhide/'; params: { pin: string } }
  | { route: 'PUT /v3/search/:pin_id/hide/' | 'PUT /v3/search/:pin_id/unhide/'; params: { pin_id: string }; payload: HideRequestBody };

/** The search hide body limits the server enforces (pinRoutes.ts). */
export const HIDE_QUERY_MAX = 200;

const SEARCH_SURFACES: readonly Surface[] = ['SearchItem', 'SearchItemHighShoppingIntent'];

export function hidePathFor(surface: Surface): HidePath {
  if (surface === 'NewsPage') return 'news_hub';
  if (SEARCH_SURFACES.includes(surface)) return 'search';
  return 'p2p';
}

export function hideRequest(path: HidePath, pinId: string, opts: HideRequestOptions, undo: boolean): HideRequest {
  switch (path) {
    case 'news_hub': {
      // Without a news id the URL would be /v3/news_hub//pin/…, which no route matches; fail loudly here.
      if (!opts.newsId) throw new RangeError('A news_hub hide needs the news id.');
      const route = undo ? 'PUT /v3/news_hub/:news_id/pin/:pin_id/undo/' : 'PUT /v3/news_hub/:news_id/pin/:pin_id/hide/';
      return { route, params: { news_id: opts.newsId, pin_id: pinId } };
    }
    case 'p2p':
      return { route: undo ? 'PUT /v3/p2p/:pin/unhide/' : 'PUT /v3/p2p/:pin/hide/', params: { pin: pinId } };
    case 'search': {
      // The route validates a body object, so an empty one is sent rather than none.
      const payload: HideRequestBody = {};
      if (opts.query !== undefined) payload.query = cutText(opts.query, HIDE_QUERY_MAX);
      if (opts.pinType !== undefined) payload.pin_type = opts.pinType;
      return { route: undo ? 'PUT /v3/search/:pin_id/unhide/' : 'PUT /v3/search/:pin_id/hide/', params: { pin_id: pinId }, payload };
    }
  }
}
