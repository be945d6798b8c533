// Right-click click-through logging (spec sections 4 and 7): the right click is logged at once;
// when the page is later hidden, a click-through too, unless the target is a media file or a pin page.

import type { ApiPin } from './apiTypes';
import { externalUrl } from './links';

export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime'] as const;

export function logsClickThroughOnHide(targetUrl: string, siteOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(targetUrl, siteOrigin);
  } catch {
    return false;
  }
  if (!externalUrl(url.href)) return false;
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  if (url.pathname.includes('.') && (MEDIA_EXTENSIONS as readonly string[]).includes(extension)) return false;
  return !(url.origin === siteOrigin && url.pathname.startsWith('/pin/'));
}

export interface RightClickLog {
  check_only: false;
  pin_id: string;
  url: string;
  client_tracking_params: string;
  aux_data: string;
}

export function rightClickPayload(pin: ApiPin, slotIndex: number | undefined): RightClickLog {
  return {
    check_only: false,
    pin_id: pin.id,
    url: pin.trackedLink ?? pin.link ?? '',
    client_tracking_params: pin.trackingParams,
    aux_data: JSON.stringify({ clickthrough_type: 'rightClick', objectId: pin.id, ...(slotIndex !== undefined ? { slot_index: slotIndex } : {}) }),
  };
}
