// The three hide paths of spec section 7, by surface, and the exact calls with their undo.

import type { HidePath, Surface } from './events';

const SEARCH_SURFACES: readonly Surface[] = ['SearchItem', 'SearchItemHighShoppingIntent'];

export function hidePathFor(surface: Surface): HidePath {
  if (surface === 'NewsPage') return 'news_hub';
  if (SEARCH_SURFACES.includes(surface)) return 'search';
  return 'p2p';
}

export interface HideCall {
  method: 'PUT';
  url: string;
  body?: { query?: string; pin_type?: string };
}

export function hideRequest(path: HidePath, pinId: string, opts: { newsId?: string | undefined; query?: string | undefined; pinType?: string | undefined }, undo: boolean): HideCall {
  const pin = encodeURIComponent(pinId);
  switch (path) {
    case 'news_hub':
      return { method: 'PUT', url: `/v3/news_hub/${encodeURIComponent(opts.newsId ?? '')}/pin/${pin}/${undo ? 'undo' : 'hide'}/` };
    case 'p2p':
      return { method: 'PUT', url: `/v3/p2p/${pin}/${undo ? 'unhide' : 'hide'}/` };
    case 'search':
      return {
        method: 'PUT',
        url: `/v3/search/${pin}/${undo ? 'unhide' : 'hide'}/`,
        body: { ...(opts.query !== undefined ? { query: opts.query } : {}), ...(opts.pinType !== undefined ? { pin_type: opts.pinType } : {}) },
      };
  }
}
