// Issue 59, item 5: a person scrolling briskly for 10 minutes loses no event. The real API replays
// 10 minutes of the measured brisk scroll (eventLimits.ts: 678 cards a minute, each reporting
// enter, 50, 80 and 100 % visible and exit) from one page view, batched as the page batches them
// (a full batch at once, the rest every few seconds), on a clock that moves 1.5 s a scroll step,
// and every event is stored with no 429.

import { type ImpressionRecord } from 'shared-contracts/platform';
import { impressionLogEvent, MAX_EVENTS_PER_BATCH } from 'shared-contracts/rules';
import { BRISK_SCROLL } from '../eventLimits';
import { startTestApi, type TestApi } from '../../testing/testApi';
import { testPageToken } from '../../testing/testPageTokens';
import { fakeDateOnly } from 'test-support/fakeDateOnly';

const MINUTES = 10;
const STEPS_PER_MINUTE = 60_000 / BRISK_SCROLL.stepMs;
/** Scroll steps a card takes to cross the window under the header. */
const STEPS_ON_SCREEN = Math.ceil((BRISK_SCROLL.windowHeight - 143) / BRISK_SCROLL.pxPerStep);
/** The page sends what has queued at least this often (shell/src/eventLog.ts). */
const FLUSH_EVERY_MS = 5000;
/** What a card reports, by how many steps after it came into view. */
const STAGES: ReadonlyArray<readonly [number, ImpressionRecord['stage'], ImpressionRecord['visibleThreshold']]> = [
  [0, 'enter', 0],
  [0, 'visible', 50],
  [0, 'visible', 80],
  [1, 'visible', 100],
  [STEPS_ON_SCREEN, 'exit', 100],
];

let api: TestApi;
beforeAll(async () => {
  // Only the date is fake, set before the API starts so its budgets read it; it starts at the real
  // time, as the run's seeded database may be made here. Timers and I/O are real.
  fakeDateOnly();
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api.stop();
  jest.useRealTimers();
});

type LoggedImpression = ReturnType<typeof impressionLogEvent>;

/** The impressions a brisk scroll reports at each step: cards come into view at the measured rate. */
function briskSteps(minutes: number): LoggedImpression[][] {
  const steps: LoggedImpression[][] = Array.from({ length: minutes * STEPS_PER_MINUTE + STEPS_ON_SCREEN + 1 }, () => []);
  const cardsPerStep = BRISK_SCROLL.cardsPerMinute / STEPS_PER_MINUTE;
  let card = 0;
  for (let step = 0; step < minutes * STEPS_PER_MINUTE; step += 1) {
    for (; card < Math.round((step + 1) * cardsPerStep); card += 1) {
      for (const [after, stage, threshold] of STAGES) {
        const at = step + after;
        steps[at]?.push(
          impressionLogEvent({
            pinId: String(90_000_000 + card),
            surface: 'AuthHomefeed',
            stage,
            visibleThreshold: threshold,
            slotIndex: card,
            cellWidth: 236,
            cellHeight: 400,
            windowWidth: BRISK_SCROLL.windowWidth,
            windowHeight: BRISK_SCROLL.windowHeight,
            renderDurationMs: 4,
            time: Date.now() + at * BRISK_SCROLL.stepMs,
          }),
        );
      }
    }
  }
  return steps;
}

it(`stores every event of ${MINUTES} minutes of brisk scrolling from one page view, with no 429`, async () => {
  const person = await api.client().login('demo');
  const pageToken = testPageToken('brisk-scroller', 'ten-minute-page-view');
  const lastBefore = await api.count('SELECT coalesce(max(id), 0) AS n FROM events');
  const steps = briskSteps(MINUTES);
  const statuses = new Map<number, number>();
  let offered = 0;
  let acknowledged = 0;
  let queue: LoggedImpression[] = [];
  let lastFlush = Date.now();
  const send = async (events: LoggedImpression[]) => {
    const answer = await person.request<{ stored: number }>('POST', '/v3/events/', { events, page_token: pageToken });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    acknowledged += answer.body.resource_response.data?.stored ?? 0;
  };
  for (const events of steps) {
    queue.push(...events);
    offered += events.length;
    while (queue.length >= MAX_EVENTS_PER_BATCH) await send(queue.splice(0, MAX_EVENTS_PER_BATCH));
    if (queue.length > 0 && Date.now() - lastFlush >= FLUSH_EVERY_MS) {
      await send(queue);
      queue = [];
      lastFlush = Date.now();
    }
    jest.setSystemTime(Date.now() + BRISK_SCROLL.stepMs);
  }
  if (queue.length > 0) await send(queue);

  expect(offered).toBe(MINUTES * BRISK_SCROLL.cardsPerMinute * STAGES.length);
  expect([...statuses]).toEqual([[200, expect.any(Number)]]);
  expect(acknowledged).toBe(offered);
  // Every card's five reports are stored, none lost and none twice.
  const stored = (await api.rows('SELECT object_id, aux_data FROM events WHERE id > ?', lastBefore)) as Array<{
    object_id: string;
    aux_data: string;
  }>;
  const reports = new Map<string, number>();
  for (const row of stored) {
    const { stage, visible_threshold } = JSON.parse(row.aux_data) as { stage: string; visible_threshold: number };
    const report = `${stage} ${visible_threshold}`;
    reports.set(report, (reports.get(report) ?? 0) + 1);
  }
  const cards = MINUTES * BRISK_SCROLL.cardsPerMinute;
  expect(stored).toHaveLength(offered);
  expect(new Set(stored.map((row) => row.object_id)).size).toBe(cards);
  expect(Object.fromEntries(reports)).toEqual(Object.fromEntries(STAGES.map(([, stage, threshold]) => [`${stage} ${threshold}`, cards])));
}, 120_000);
