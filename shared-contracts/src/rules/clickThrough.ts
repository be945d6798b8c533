// Spec section 4 ('Hover and card behaviour', right-click) and section 7 (POST /v3/offsite/):
// after a right-click, a page hide logs a click-through unless the target is a media file or a
// pin page; the right click itself is logged with the offsite body. The body matches
// api/src/server/routes/lookupRoutes.ts, which refuses a url that is not absolute http(s).

import type { ApiGridPin } from '../api/apiTypes';
import { externalUrl } from './links';

export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime'] as const;

export interface RightClickAuxData {
  clickthrough_type: 'rightClick';
  objectId: string;
  slot_index?: number;
}

export interface RightClickPayload {
  check_only: false;
  pin_id: string;
  url: string;
  client_tracking_params: string;
  /** JSON of RightClickAuxData. */
  aux_data: string;
}

function resolve(targetUrl: string, siteOrigin: string): URL | null {
  // Spec section 5: links that are empty or start with # are ignored.
  const text = targetUrl.trim();
  if (!text || text.startsWith('#')) return null;
  let resolved: URL;
  try {
    resolved = new URL(text, siteOrigin);
  } catch {
    return null;
  }
  return externalUrl(resolved.href);
}

function isMediaPath(pathname: string): boolean {
  const extension = /\.([^./]+)$/.exec(pathname)?.[1]?.toLowerCase();
  return extension !== undefined && (MEDIA_EXTENSIONS as readonly string[]).includes(extension);
}

export function logsClickThroughOnHide(targetUrl: string, siteOrigin: string): boolean {
  const url = resolve(targetUrl, siteOrigin);
  if (!url) return false;
  if (isMediaPath(url.pathname)) return false;
  const site = externalUrl(siteOrigin);
  const isPinPage = site !== null && url.origin === site.origin && url.pathname.startsWith('/pin/');
  return !isPinPage;
}

/**
 * url: the tracked link, otherwise the link (spec section 7), whichever first is absolute http(s).
 * null when neither is: the server refuses such a body, so there is nothing worth sending.
 */
export function rightClickPayload(pin: ApiGridPin, slotIndex: number | undefined): RightClickPayload | null {
  const url = [pin.trackedLink, pin.link].find((link): link is string => Boolean(link && externalUrl(link)));
  if (url === undefined) return null;
  const aux: RightClickAuxData = { clickthrough_type: 'rightClick', objectId: pin.id };
  if (slotIndex !== undefined) aux.slot_index = slotIndex;
  return { check_only: false, pin_id: pin.id, url, client_tracking_params: pin.trackingParams, aux_data: JSON.stringify(aux) };
}
