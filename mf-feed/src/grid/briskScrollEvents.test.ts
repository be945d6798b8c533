// The figures the API's event log limits are sized from (api/src/server/eventLimits.ts) are what a
// brisk scroll of this area's home feed sends: the demo home feed from the real API, laid out as
// the grid lays it out (its card metrics and masonry), scrolled 600 px every 1.5 s under the
// 143 px header, each card's visibility fed to the impression reducer the cards use. When the
// grid, the cards or the stages change, this fails and says the new figures, so the limits are
// sized again.

import {
  BRISK_SCROLL,
  EVENT_LIMIT_MARGIN,
  MAX_EVENTS_PER_ADDRESS_PER_MINUTE,
  MAX_EVENTS_PER_PAGE_VIEW,
  MAX_EVENTS_PER_VISITOR_PER_MINUTE,
} from 'api/src/server/eventLimits';
import { expectOk } from 'api/src/testing/expectAnswer';
import { type Answer, startTestApi, type TestApi, type TestClient } from 'api/src/testing/testApi';
import { type ApiGridPin } from 'shared-contracts/api';
import {
  impressionStep,
  INITIAL_IMPRESSION,
  layoutMasonry,
  MAX_EVENTS_PER_BATCH,
  PAGE_GUTTER,
  TOP_OBSTRUCTION_PX,
} from 'shared-contracts/rules';
import { measureCard } from './cardMetrics';

/** Chromium's classic scrollbar, which the page keeps room for (scrollbar-gutter: stable). */
const SCROLLBAR_PX = 15;
const STEPS_PER_MINUTE = 60_000 / BRISK_SCROLL.stepMs;
type ImpressionState = ReturnType<typeof impressionStep>['state'];
const FEED_REPEATS = 8;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.stop());

async function wholeHomeFeed(client: TestClient): Promise<ApiGridPin[]> {
  const pins: ApiGridPin[] = [];
  let bookmark: string | null = null;
  do {
    const answer: Answer<ApiGridPin[]> = await client.get<ApiGridPin[]>('HomefeedResource', {
      page_size: 100,
      ...(bookmark ? { bookmark } : {}),
    });
    pins.push(...expectOk(answer));
    bookmark = answer.body.resource_response.bookmark ?? null;
  } while (bookmark !== null);
  return pins;
}

interface Measured {
  columns: number;
  cardsPerScreen: number;
  cardsPerMinute: number;
  eventsPerCard: number;
  eventsPerMinute: number;
}

/**
 * Scrolls the laid-out feed from its top until its last screen, and counts the cards that come
 * into view and the impression reports they make after the first screen, per minute.
 */
function briskScroll(pins: readonly ApiGridPin[], windowWidth: number, windowHeight: number): Measured {
  const viewer = { isAuth: true };
  const layout = layoutMasonry(
    pins,
    windowWidth - SCROLLBAR_PX - 2 * PAGE_GUTTER,
    (pin) => pin.id,
    (pin, width) => measureCard(pin, width, viewer),
  );
  const cells = [...layout.positions.values()];
  const states: ImpressionState[] = cells.map(() => INITIAL_IMPRESSION);
  // The grid starts under the header; what shows is the window less the header.
  const visible = (scrollY: number) => ({ top: scrollY + TOP_OBSTRUCTION_PX, bottom: scrollY + windowHeight });
  let entered = 0;
  let reported = 0;
  let firstScreen = 0;
  const lastStep = Math.floor((layout.height + TOP_OBSTRUCTION_PX - windowHeight) / BRISK_SCROLL.pxPerStep);
  for (let step = 0; step <= lastStep; step += 1) {
    const { top, bottom } = visible(step * BRISK_SCROLL.pxPerStep);
    cells.forEach((cell, i) => {
      const y = TOP_OBSTRUCTION_PX + cell.y;
      const seen = Math.max(0, Math.min(bottom, y + cell.height) - Math.max(top, y));
      const before = states[i] ?? INITIAL_IMPRESSION;
      const { state, reports } = impressionStep(before, { kind: 'ratio', ratio: cell.height > 0 ? seen / cell.height : 0 });
      states[i] = state;
      if (step === 0) {
        if (state.inView) firstScreen += 1;
        return;
      }
      if (state.inView && !before.inView) entered += 1;
      reported += reports.length;
    });
  }
  const minutes = lastStep / STEPS_PER_MINUTE;
  return {
    columns: layout.columns.count,
    cardsPerScreen: firstScreen,
    cardsPerMinute: Math.round(entered / minutes),
    eventsPerCard: Math.round((reported / entered) * 100) / 100,
    eventsPerMinute: Math.round(reported / minutes),
  };
}

describe("the event log's limits are sized from a brisk scroll of the demo feed", () => {
  let pins: ApiGridPin[];
  beforeAll(async () => {
    // Signed in: cards without the visitor's footer row are shorter, so more come by per minute.
    const feed = await wholeHomeFeed(await api.client().login('demo'));
    // The demo's feed ends after a minute or so; a real one goes on, as its pins again would.
    pins = Array.from({ length: FEED_REPEATS }, (_, n) => feed.map((pin) => ({ ...pin, id: `${pin.id}-${n}` }))).flat();
  });

  it('measures what eventLimits.ts says, on the screen it names', () => {
    const measured = briskScroll(pins, BRISK_SCROLL.windowWidth, BRISK_SCROLL.windowHeight);
    // Minutes of scrolling, not a first screen.
    expect(pins.length).toBeGreaterThan(3 * measured.cardsPerMinute);
    // Each figure within 5 % of what is written: a small change to a card needs no new limits; a
    // larger one fails here with the new figure.
    const written: Measured = {
      columns: BRISK_SCROLL.columns,
      cardsPerScreen: BRISK_SCROLL.cardsPerScreen,
      cardsPerMinute: BRISK_SCROLL.cardsPerMinute,
      eventsPerCard: BRISK_SCROLL.eventsPerCard,
      eventsPerMinute: BRISK_SCROLL.eventsPerMinute,
    };
    const figures = Object.keys(written) as Array<keyof Measured>;
    const asMeasured = (figure: keyof Measured) =>
      Math.abs(measured[figure] - written[figure]) <= 0.05 * written[figure] ? 'as written' : measured[figure];
    expect(Object.fromEntries(figures.map((figure) => [figure, asMeasured(figure)]))).toEqual(
      Object.fromEntries(figures.map((figure) => [figure, 'as written'])),
    );
  });

  it('sends less on a smaller screen, and a 4K screen at 100 % stays within the margin', () => {
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
      [1920, 1080],
    ] as const)
      expect(briskScroll(pins, width, height).eventsPerMinute).toBeLessThan(BRISK_SCROLL.eventsPerMinute);
    expect(briskScroll(pins, 3840, 2160).eventsPerMinute).toBeLessThan(MAX_EVENTS_PER_VISITOR_PER_MINUTE);
  });

  it('gives a person the margin it names, and a page view an hour of it', () => {
    expect(MAX_EVENTS_PER_VISITOR_PER_MINUTE).toBeGreaterThanOrEqual(EVENT_LIMIT_MARGIN * BRISK_SCROLL.eventsPerMinute);
    expect(MAX_EVENTS_PER_VISITOR_PER_MINUTE % MAX_EVENTS_PER_BATCH).toBe(0);
    expect(MAX_EVENTS_PER_ADDRESS_PER_MINUTE).toBeGreaterThanOrEqual(MAX_EVENTS_PER_VISITOR_PER_MINUTE);
    expect(MAX_EVENTS_PER_PAGE_VIEW).toBeGreaterThanOrEqual(60 * MAX_EVENTS_PER_VISITOR_PER_MINUTE);
  });
});
