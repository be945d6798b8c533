// What each page view has logged, so a page's token cannot be spent without end (issue 41, item
// 10; issue 59, item 4): an impression counts once per page view, pin and stage, whatever its
// threshold or other fields say (a card scrolled past twice is one impression; a replayed batch
// adds nothing), and one page view logs at most so many events. Kept
// in memory, per server, within a bound on the keys it holds: the oldest page views are forgotten
// first, as they are the least likely to log again.

import { IMPRESSION_THRESHOLDS, IMPRESSION_TYPES } from 'shared-contracts/rules';
import { type ImpressionRecord } from 'shared-contracts/platform';
import { auxDataObject } from './impressionAuxData';

/** Events one page view may log: a person scrolling a feed for a long while sees several hundred pins, each a few stages. */
export const MAX_EVENTS_PER_PAGE_VIEW = 5000;
/** Impression keys held across all page views (about 100 bytes each). */
export const MAX_TRACKED_IMPRESSIONS = 500_000;

export const IMPRESSION_EVENT_TYPES: ReadonlySet<number> = new Set(Object.values(IMPRESSION_TYPES));

export interface LedgerEvent {
  event_type: number;
  object_id?: string | null | undefined;
  aux_data?: string | Record<string, unknown> | undefined;
}

/** What a batch may store: `kept` (repeated impressions dropped), or nothing when the page view has logged its fill. */
export type LedgerVerdict<T> = { full: true } | { full: false; kept: T[]; record: () => void };

interface PageView {
  stored: number;
  impressions: Set<string>;
}

/** The stages a card reports (ImpressionStage); an event naming another is one stage, 'other'. */
const STAGES: ReadonlySet<string> = new Set<ImpressionRecord['stage']>(['enter', 'visible', 'exit', 'pause', 'resume']);
/** The thresholds a card's 'visible' reports cross (those above 0): the one stage a threshold tells apart. */
const VISIBLE_THRESHOLDS: ReadonlySet<unknown> = new Set(IMPRESSION_THRESHOLDS.filter((threshold) => threshold > 0));

/**
 * The impression a logged event is: its type, pin and stage (events without one are entries), and
 * for 'visible' which threshold it crossed; or null for any other event. Nothing else the page
 * sends tells two apart: a threshold on any other stage, one the site never reports, or any free
 * field is the same impression again.
 */
function impressionKey(event: LedgerEvent): string | null {
  if (!IMPRESSION_EVENT_TYPES.has(event.event_type)) return null;
  const aux = auxDataObject(event.aux_data);
  const given = typeof aux.stage === 'string' ? aux.stage : 'enter';
  const stage = STAGES.has(given) ? given : 'other';
  const part = stage === 'visible' && VISIBLE_THRESHOLDS.has(aux.visible_threshold) ? `visible ${String(aux.visible_threshold)}` : stage;
  return `${event.event_type}:${event.object_id ?? ''}:${part}`;
}

export function createPageViewLedger({
  maxEventsPerPage = MAX_EVENTS_PER_PAGE_VIEW,
  maxTrackedImpressions = MAX_TRACKED_IMPRESSIONS,
} = {}) {
  // A Map keeps insertion order: the first key is the page view seen longest ago.
  const pages = new Map<string, PageView>();
  let tracked = 0;

  const forgetOldest = () => {
    while (tracked > maxTrackedImpressions && pages.size > 0) {
      const [oldest, view] = pages.entries().next().value as [string, PageView];
      tracked -= view.impressions.size;
      pages.delete(oldest);
    }
  };

  /**
   * Which of a batch's events this page view may still store. Nothing is recorded until `record`
   * (called once they are stored), so a batch refused for another reason can be sent again.
   */
  function admit<T extends LedgerEvent>(page: string, events: readonly T[]): LedgerVerdict<T> {
    const view = pages.get(page);
    if (view && view.stored >= maxEventsPerPage) return { full: true };
    const room = maxEventsPerPage - (view?.stored ?? 0);
    // The new impressions' keys, each once: what `record` adds to the page view.
    const fresh = new Set<string>();
    const kept: T[] = [];
    for (const event of events) {
      if (kept.length === room) break;
      const key = impressionKey(event);
      if (key !== null && (view?.impressions.has(key) || fresh.has(key))) continue;
      if (key !== null) fresh.add(key);
      kept.push(event);
    }
    return {
      full: false,
      kept,
      record() {
        const current = pages.get(page) ?? { stored: 0, impressions: new Set<string>() };
        pages.delete(page);
        pages.set(page, current);
        current.stored += kept.length;
        for (const key of fresh) {
          if (current.impressions.has(key)) continue;
          current.impressions.add(key);
          tracked += 1;
        }
        forgetOldest();
      },
    };
  }

  return { admit, stats: () => ({ pages: pages.size, trackedImpressions: tracked }) };
}
