// Spec sections 3 (Experience display_data) and 5 (experience display rules): which surface an
// experience is shown as, and only when its required display data is there. Anything else renders
// nothing: a half-filled dialog or a tooltip pointing at nothing is worse than no experience.

import type { ApiExperience } from '../api/apiTypes';
import { delayMs, EXPERIENCE_TIMINGS } from './experienceTimings';
import { externalUrl } from './links';
import { hexColour, isDarkColour } from './colours';

/**
 * A banner's own colours at one width: its background, and its words' colour, given or else light
 * on a dark background and dark on a light one (spec section 5: dark under brightness 155).
 */
export interface BannerColours {
  background: string;
  text: string | null;
  tone: 'light' | 'dark';
}

export const EXPERIENCE_TYPES = {
  surveyOrNotice: 5,
  tooltipOrPulsar: 8,
  toast: 10,
  modal: 14,
  modalAlt: 26,
  callout: 27,
  upsellCallout: 28,
  popover: 29,
} as const;

export const COMPONENT_TYPES = { marketingBanner: 1, anchoredFlyout: 2 } as const;

export const CALLOUT_KINDS = ['error-callout', 'info-callout', 'warning-callout'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];

/** flyout_direction: 1 up, 2 right, 3 down, 4 left. */
const FLYOUT_DIRECTIONS = ['up', 'right', 'down', 'left'] as const;
export type FlyoutDirection = (typeof FLYOUT_DIRECTIONS)[number];

export interface ExperienceButton {
  text: string;
  /** A path on this site or an http(s) URL (spec section 5's link rules); null: nowhere to go. */
  href: string | null;
  /** An http(s) URL elsewhere: opens in a new tab, without referrer or opener. */
  external: boolean;
}

/**
 * Spec section 5: a link that is empty or starts with # is ignored; only http(s) URLs count as
 * external. A path on this site is kept; anything else (another scheme) goes nowhere.
 */
function linkOf(value: unknown): Pick<ExperienceButton, 'href' | 'external'> {
  const raw = text(value);
  if (!raw || raw.startsWith('#')) return { href: null, external: false };
  if (raw.startsWith('/') && !raw.startsWith('//')) return { href: raw, external: false };
  const url = externalUrl(raw);
  return url ? { href: url.href, external: true } : { href: null, external: false };
}

export type ExperienceDisplay =
  | { kind: 'toast'; text: string; durationMs: number }
  | { kind: 'modal'; title: string; body: string; completeText: string; dismissText: string | null; delayMs: number }
  | { kind: 'educational-banner'; title: string; subtitle: string; buttons: ExperienceButton[] }
  /** title, text and linkText: what the prompt says where the survey opens in a new tab (its site may not be framed). */
  | { kind: 'survey'; url: string; delayMs: number; title: string | null; text: string | null; linkText: string }
  | ({ kind: 'pulsar'; anchor: string; tooltip: { text: string; confirmText: string | null } | null } & TipTimings)
  | ({ kind: 'tooltip'; anchor: string; text: string; confirmText: string | null } & TipTimings)
  | { kind: 'popover'; anchor: string; title: string | null; text: string; viewDelayMs: number }
  | { kind: 'flyout'; anchor: string; text: string; direction: FlyoutDirection; viewDelayMs: number }
  | { kind: 'callout'; callout: CalloutKind; message: string }
  | { kind: 'upsell-callout'; message: string }
  | {
      kind: 'marketing-banner';
      title: string | null;
      message: string;
      links: ExperienceButton[];
      buttons: ExperienceButton[];
      canClose: boolean;
      /** Spec section 9: the narrow layout below 481 px; layouts 2 and 3 put the picture beside the words. */
      layout: { narrow: number; wide: number };
      /** Its colours narrow (at most 480 px) and wide; null: the site's own. */
      colours: { narrow: BannerColours | null; wide: BannerColours | null };
    }
  /** Spec: a tooltip experience with neither pulsar nor tooltip completes at once and renders nothing. */
  | { kind: 'complete-at-once' };

/**
 * Spec section 4: a tooltip or pulsar is dismissed by scrolling (or touchmove) after
 * scroll_to_dismiss_delay_in_seconds when scroll_to_dismiss is set, and by itself after
 * disappearTime (ms) when one is given. null: not dismissed that way.
 */
export interface TipTimings {
  scrollDismissMs: number | null;
  autoDismissMs: number | null;
  /** Spec section 4: 'Anchored experience with a delay waits that delay before being viewed.' */
  viewDelayMs: number;
}

function tipTimings(data: Data): TipTimings {
  const seconds = data.scroll_to_dismiss_delay_in_seconds;
  return {
    scrollDismissMs: data.scroll_to_dismiss === true ? delayMs(typeof seconds === 'number' ? seconds * 1000 : undefined, 0) : null,
    autoDismissMs: typeof data.disappearTime === 'number' && data.disappearTime > 0 ? data.disappearTime : null,
    viewDelayMs: delayMs(data.delay, 0),
  };
}

export interface DisplayContext {
  /** Whether an element the experience anchors to is on the page. */
  hasAnchor: (anchor: string) => boolean;
  platform: 'web' | 'web_mobile';
}

type Data = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const record = (value: unknown): Data | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : null;
const firstText = (data: Data, ...keys: string[]): string | null => keys.map((key) => text(data[key])).find((v) => v !== null) ?? null;

function buttonsOf(value: unknown): ExperienceButton[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const button = record(entry);
    const label = button && text(button.text);
    return label ? [{ text: label, ...linkOf(text(button.uri) ?? text(button.url) ?? text(button.href)) }] : [];
  });
}

/** The complete button's text, in any of the spellings display_data uses. */
function completeTextOf(data: Data): string | null {
  return (
    text(record(data.completeButton)?.text) ??
    text(record(data.complete_button)?.text) ??
    firstText(data, 'complete_button_text', 'button_text')
  );
}

/** Spec: 'Modal requires title, body and complete-button text.' Shown at once or after delay_in_millis. */
function modalOf(data: Data): ExperienceDisplay | null {
  const title = firstText(data, 'title', 'title_text', 'titleText');
  const body = firstText(data, 'body', 'detailed_text', 'detailedText', 'message');
  const completeText = completeTextOf(data);
  if (!title || !body || !completeText) return null;
  const dismissText = text(record(data.dismissButton)?.text) ?? firstText(data, 'dismiss_button_text');
  return { kind: 'modal', title, body, completeText, dismissText, delayMs: delayMs(data.delay_in_millis, 0) };
}

/** Spec: 'Educational banner type 5 requires at least two buttons, title_text and subtitle_text.' A survey flag (anket) makes it a survey prompt. */
function surveyOrBannerOf(data: Data): ExperienceDisplay | null {
  if (data.anket === true) {
    const link = record(data.link);
    const url = text(link?.href) ?? firstText(data, 'url');
    return url && /^https:\/\//.test(url)
      ? {
          kind: 'survey',
          url,
          delayMs: delayMs(data.delay, EXPERIENCE_TIMINGS.surveyDelayDefault),
          title: text(data.title_text),
          text: text(data.subtitle_text),
          linkText: text(link?.text) ?? 'Take the survey',
        }
      : null;
  }
  const title = text(data.title_text);
  const subtitle = text(data.subtitle_text);
  const buttons = buttonsOf(data.buttons);
  return title && subtitle && buttons.length >= 2 ? { kind: 'educational-banner', title, subtitle, buttons } : null;
}

/** Pulsar first, the tooltip on its click; neither completes at once. Both need their anchor on the page. */
function tooltipOf(data: Data, context: DisplayContext): ExperienceDisplay | null {
  const tooltipData = record(data.tooltip);
  const tooltipText = text(tooltipData?.mainText) ?? firstText(data, 'text', 'message');
  const hasTooltip = data.has_tooltip === true || tooltipData !== null;
  const hasPulsar = data.has_pulsar === true || data.pulserOnly === true;
  if (!hasTooltip && !hasPulsar) return { kind: 'complete-at-once' };
  const anchor = text(data.anchor);
  if (!anchor || !context.hasAnchor(anchor)) return null;
  const confirmText = text(tooltipData?.confirmButtonText);
  const tooltip = hasTooltip && tooltipText && data.pulserOnly !== true ? { text: tooltipText, confirmText } : null;
  if (hasPulsar) return { kind: 'pulsar', anchor, tooltip, ...tipTimings(data) };
  return tooltip ? { kind: 'tooltip', anchor, ...tooltip, ...tipTimings(data) } : null;
}

/** Spec: 'Flyout requires a web anchor whose placement matches and which exists on the page.' */
function flyoutOf(data: Data, placementId: string, context: DisplayContext): ExperienceDisplay | null {
  const byPlatform = record(record(data.anchors_by_platform)?.[context.platform]);
  const anchor = text(byPlatform?.anchor);
  const placement = byPlatform?.placement;
  if (!anchor || String(placement) !== placementId || !context.hasAnchor(anchor)) return null;
  const message = firstText(data, 'text', 'message', 'title');
  if (!message) return null;
  // Not shown which way a flyout without a direction opens: below its anchor, like a menu.
  const code = data.flyout_direction;
  const direction = (typeof code === 'number' ? FLYOUT_DIRECTIONS[code - 1] : undefined) ?? 'down';
  return { kind: 'flyout', anchor, text: message, direction, viewDelayMs: delayMs(data.delay, 0) };
}

const layoutOf = (value: unknown): number => (value === 2 || value === 3 ? value : 1);

function coloursOf(background: unknown, textColour: unknown): BannerColours | null {
  const bg = hexColour(background);
  if (!bg) return null;
  return { background: bg, text: hexColour(textColour), tone: isDarkColour(bg) ? 'light' : 'dark' };
}

/** The marketing banner's message with its links put in for {0}, {1}…: a link without a title keeps its place holder out. */
function bannerOf(data: Data): ExperienceDisplay | null {
  const message = firstText(data, 'message', 'subtitle_text', 'text');
  if (!message) return null;
  const links = Array.isArray(data.links) ? data.links : [];
  const titles = Array.isArray(data.linkTitles) ? data.linkTitles : [];
  const resolved = links.flatMap((href, index) => {
    const link = linkOf(href);
    const title = text(titles[index]);
    return link.href && title ? [{ text: title, ...link }] : [];
  });
  return {
    kind: 'marketing-banner',
    title: firstText(data, 'title_text', 'title'),
    message,
    links: resolved,
    buttons: buttonsOf(data.buttons),
    canClose: data.canClose !== false,
    layout: { narrow: layoutOf(data.layoutNarrow), wide: layoutOf(data.layoutWide) },
    colours: {
      narrow: coloursOf(data.backgroundColorNarrow, data.textColorNarrow),
      wide: coloursOf(data.backgroundColorWide, data.textColorWide),
    },
  };
}

export function experienceDisplay(experience: ApiExperience, context: DisplayContext): ExperienceDisplay | null {
  const data = experience.display_data;
  if (data.component_type === COMPONENT_TYPES.marketingBanner) return bannerOf(data);
  if (data.component_type === COMPONENT_TYPES.anchoredFlyout) return flyoutOf(data, experience.placement_id, context);
  switch (experience.type) {
    case EXPERIENCE_TYPES.toast: {
      const message = firstText(data, 'message', 'text', 'title', 'body');
      return message ? { kind: 'toast', text: message, durationMs: delayMs(data.duration, EXPERIENCE_TIMINGS.toastDefault) } : null;
    }
    case EXPERIENCE_TYPES.modal:
    case EXPERIENCE_TYPES.modalAlt:
      return modalOf(data);
    case EXPERIENCE_TYPES.surveyOrNotice:
      return surveyOrBannerOf(data);
    case EXPERIENCE_TYPES.tooltipOrPulsar:
      return tooltipOf(data, context);
    case EXPERIENCE_TYPES.popover: {
      const anchor = text(data.anchor);
      const message = firstText(data, 'text', 'body', 'message', 'detailed_text', 'detailedText');
      const title = firstText(data, 'title', 'title_text', 'titleText');
      return anchor && message && context.hasAnchor(anchor)
        ? { kind: 'popover', anchor, title, text: message, viewDelayMs: delayMs(data.delay, 0) }
        : null;
    }
    case EXPERIENCE_TYPES.callout: {
      const message = text(data.message);
      const callout = CALLOUT_KINDS.find((kind) => kind === data.type);
      return callout && message ? { kind: 'callout', callout, message } : null;
    }
    case EXPERIENCE_TYPES.upsellCallout: {
      const message = text(data.message);
      return data.type === 'upsell' && message ? { kind: 'upsell-callout', message } : null;
    }
    default:
      return null;
  }
}
