// Employees' debug mode (spec section 6: 'Employee or internal-IP user: debug mode through URL
// parameters starting with deb_. Employees see a signal-debugger area.'). The shell opens its debug
// panel for a signed-in employee whose page URL has such a parameter; the edge server answers the
// panel's calls for employees only. Internal-IP users are not told apart here: the site has no
// list of internal addresses, so an employee signs in.

/** A URL parameter whose name starts with this asks for debug mode (`?deb_panel=1`). */
export const DEBUG_PARAM_PREFIX = 'deb_';

/** How much the panel keeps and shows. */
export const DEBUG_PANEL_LIMITS = {
  /** Bus events kept, newest first. */
  events: 50,
  /** Events the page logged (impressions, clicks), newest first. */
  logged: 50,
  /** Characters of a payload's one-line summary, the ellipsis included. */
  summaryChars: 80,
} as const;

/** Whether a page's query string (`?a=1&deb_panel=1`, with or without '?') names a debug parameter. */
export function hasDebugParam(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) {
    if (name.startsWith(DEBUG_PARAM_PREFIX)) return true;
  }
  return false;
}

/** Whether this viewer on this URL gets the debug panel: a signed-in employee who asked for it. */
export function mayOpenDebugPanel(viewer: { isEmployee: boolean } | null | undefined, search: string): boolean {
  return viewer?.isEmployee === true && hasDebugParam(search);
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.length}]`;
  if (typeof value === 'object') return Object.keys(value).length === 0 ? '{}' : '{…}';
  return typeof value;
}

/** Cuts a text to at most `max` characters, the last one an ellipsis when it was cut. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * One line saying what an event carried: `pinId=1001, stage=enter, …` for an object (nested objects
 * and lists shown as `{…}` and `[n]`), the value itself otherwise, cut to DEBUG_PANEL_LIMITS.summaryChars.
 */
export function payloadSummary(payload: unknown): string {
  const text =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? Object.entries(payload)
          .map(([key, value]) => `${key}=${valueText(value)}`)
          .join(', ')
      : valueText(payload);
  return cut(text.replace(/\s+/g, ' '), DEBUG_PANEL_LIMITS.summaryChars);
}
