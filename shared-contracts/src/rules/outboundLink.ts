// Spec sections 4, 5 and 7 on a pin's outbound link: empty links and links starting with # are
// ignored (and logged); only http(s) URLs are external and open in a new tab with noopener and
// noreferrer, plus nofollow when flagged; the offsite spam check runs only for pins that are not
// promoted (or are downstream promotions); blocked, suspicious or porn is not opened; a failed or
// missing check falls back to normal navigation and is counted.

import type { ApiOffsiteResult, ApiPin, RedirectStatus } from '../api/apiTypes';
import { externalUrl } from './links';

export const OUTBOUND_REL = 'noopener noreferrer';
export const OUTBOUND_REL_NOFOLLOW = 'noopener noreferrer nofollow';
/** Results the spec says are never opened. */
export const WARNING_STATUSES: readonly RedirectStatus[] = ['blocked', 'suspicious', 'porn'];

export type OutboundLink =
  | { kind: 'none' }
  | { kind: 'ignored'; reason: 'empty' | 'fragment'; text: string }
  | { kind: 'not-http'; text: string }
  | {
      kind: 'external';
      /** The destination itself, for the check and for display. */
      url: string;
      host: string;
      /** Where the browser goes: the server's logged redirect (/offsite/) when the pin has one, else the URL. */
      href: string;
      target: '_blank';
      rel: typeof OUTBOUND_REL | typeof OUTBOUND_REL_NOFOLLOW;
      /** Whether the offsite spam check runs before leaving. */
      checked: boolean;
    };

/** The link a closeup leads out to: the carousel's current slot's, else the pin's. */
export function pinLinkText(pin: ApiPin, carouselIndex: number): string | null {
  const slotLink = pin.carouselData?.slots[carouselIndex]?.link;
  return slotLink?.trim() ? slotLink : pin.link;
}

/**
 * The spec does not say which flag asks for nofollow. Chosen: a link is followed only when its pinner
 * has verified the website (isPrimaryWebsiteVerified); anyone else's link is user-made and unvouched.
 */
export function linkIsNofollow(pin: ApiPin): boolean {
  return !pin.pinner.isPrimaryWebsiteVerified;
}

export function offsiteCheckApplies(pin: Pick<ApiPin, 'isPromoted' | 'isDownstreamPromotion'>): boolean {
  return !pin.isPromoted || pin.isDownstreamPromotion;
}

// A tracked link is only used when it is the server's own same-site redirect for this URL.
function trackedHref(pin: ApiPin, url: URL): string {
  const tracked = pin.trackedLink;
  if (!tracked?.startsWith('/offsite/?')) return url.href;
  const target = new URLSearchParams(tracked.slice('/offsite/?'.length)).get('url');
  return target !== null && externalUrl(target)?.href === url.href ? tracked : url.href;
}

export function outboundLinkOf(pin: ApiPin, carouselIndex: number): OutboundLink {
  const raw = pinLinkText(pin, carouselIndex);
  if (raw === null) return { kind: 'none' };
  const text = raw.trim();
  if (text === '') return { kind: 'ignored', reason: 'empty', text };
  if (text.startsWith('#')) return { kind: 'ignored', reason: 'fragment', text };
  const url = externalUrl(text);
  if (!url) return { kind: 'not-http', text };
  // A carousel slot's own link has no tracked redirect; the pin's tracked link is for the pin's link.
  const href = text === pin.link?.trim() ? trackedHref(pin, url) : url.href;
  return {
    kind: 'external',
    url: url.href,
    host: url.hostname,
    href,
    target: '_blank',
    rel: linkIsNofollow(pin) ? OUTBOUND_REL_NOFOLLOW : OUTBOUND_REL,
    checked: offsiteCheckApplies(pin),
  };
}

export type OffsiteVerdict =
  | { kind: 'go' }
  | { kind: 'warn'; status: RedirectStatus; message: string; host: string }
  /** The check failed or gave no answer: navigate as normal, and count it. */
  | { kind: 'error' };

/** What to do with the spam check's answer (null when the call failed or answered nothing). */
export function offsiteVerdict(result: ApiOffsiteResult | null, checkedUrl: string): OffsiteVerdict {
  if (!result || typeof result.redirect_status !== 'string') return { kind: 'error' };
  if (!WARNING_STATUSES.includes(result.redirect_status)) return { kind: 'go' };
  const host = externalUrl(result.url || checkedUrl)?.hostname ?? externalUrl(checkedUrl)?.hostname ?? '';
  return { kind: 'warn', status: result.redirect_status, message: result.message, host };
}
