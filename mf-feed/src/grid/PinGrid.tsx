import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { firstScreenLayout, signedInViewer } from 'page-runtime';
import { type ApiGridPin } from 'shared-contracts/api';
import { cellsInRange, impressionSurface, type Surface } from 'shared-contracts/rules';
import { useIsDesktop, useLocationSnapshot, useSession } from 'react-kit';
import { PinCard } from '../card/PinCard';
import { useFeedDeps } from '../data/deps';
import { createIncrementalLayout } from './incrementalLayout';
import { GridContext, type GridContextValue } from './GridContext';
import { pageAutoplay } from './gridAutoplay';
import { createImpressionObserver } from './impressionObserver';
import { useContainerWidth } from './useContainerWidth';
import { usePinOverrides } from './usePinOverrides';
import { useScrollActivity } from './useScrollActivity';
import { useCardsInSlices } from './useCardsInSlices';
import { useScrollWindow } from './useScrollWindow';
import styles from './PinGrid.module.css';

export interface PinGridProps {
  pins: readonly ApiGridPin[];
  surface: Surface;
  /** The list's accessible name, e.g. 'Home feed Pins'. */
  label: string;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  onLoadMore: () => void;
  emptyText?: string;
  /** A fixed width instead of the container's (tests and benchmarks). */
  width?: number;
  /**
   * Whether this grid's first cards came rendered on the server: said by a grid mounted in another
   * area's page ('./PinGrid': a board's pins), which the edge server may or may not have rendered;
   * else the page's first screen was (firstScreenLayout).
   */
  serverRendered?: boolean;
}

/**
 * The masonry grid, virtualised: only cards near the viewport are in the DOM, found by a binary
 * search of the layout, in reading order so Tab moves through them as they read.
 */
export function PinGrid({
  pins: loadedPins,
  surface,
  label,
  hasMore,
  loading,
  error,
  onLoadMore,
  emptyText = 'No Pins here yet.',
  width: fixedWidth,
  serverRendered,
}: PinGridProps) {
  // The feed has no more pages (the cards near the viewport may still be coming in: `finished`).
  const allPagesIn = !loading && !error && !hasMore;
  const container = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(container, fixedWidth);
  const window_ = useScrollWindow(container);
  const session = useSession();
  const { events } = useFeedDeps();
  const viewer = signedInViewer(session);
  const isAuth = viewer !== null;
  const isDesktop = useIsDesktop();
  const { route } = useLocationSnapshot();
  const logSurface = session === null ? null : impressionSurface(surface, isAuth, route);
  const [overrides, updateOverride, transitionQuickSave] = usePinOverrides();
  // A pin deleted on this page leaves the grid (the list stays the same object until one is).
  const deletedIds = useMemo(() => [...overrides].flatMap(([id, o]) => (o.deleted ? [id] : [])).join(' '), [overrides]);
  const pins = useMemo(() => {
    if (!deletedIds) return loadedPins;
    const gone = new Set(deletedIds.split(' '));
    return loadedPins.filter((pin) => !gone.has(pin.id));
  }, [loadedPins, deletedIds]);
  const impressions = useMemo(() => createImpressionObserver(), []);
  const autoplay = pageAutoplay();
  const scrolling = useScrollActivity(true);
  const [focusedId, setFocusedId] = useState<string | null>(null);

  // Modals anywhere pause every card's impression.
  useEffect(() => {
    const open = new Set<string>();
    const offs = [
      events.on('modal/opened', ({ id }) => {
        open.add(id);
        impressions.setPaused(true);
      }),
      events.on('modal/closed', ({ id }) => {
        open.delete(id);
        impressions.setPaused(open.size > 0);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [impressions, events]);

  // Appending a page extends the layout; anything else (width, viewer, a new feed) lays out anew.
  const [layouts] = useState(createIncrementalLayout);
  const layout = useMemo(() => layouts.layoutFor(pins, width, isAuth), [layouts, pins, width, isAuth]);

  const byId = useMemo(() => new Map(pins.map((p, i) => [p.id, { pin: p, index: i }])), [pins]);
  const visible = useMemo(() => {
    const ids = cellsInRange(layout, window_.top, window_.bottom);
    // The focused card stays mounted, so focus is never lost to a scroll.
    if (focusedId && byId.has(focusedId) && !ids.includes(focusedId)) ids.push(focusedId);
    return ids;
  }, [layout, window_.top, window_.bottom, focusedId, byId]);
  // Two rows a frame, nearest the viewport first: a phone's first screen in two or three short tasks.
  // Nothing is let in before the grid is measured: its width-0 layout is one narrow column.
  const viewportEnd = window_.viewportTop + window_.viewportHeight;
  const toMount = width > 0 ? visible : [];
  // A first screen rendered on the server shows all its cards at once, and hydrates the same.
  const fromServer = serverRendered ?? firstScreenLayout() !== null;
  const perSlice = fromServer ? toMount.length : layout.columns.count * 2;
  // A grid rendered on the server makes each card a boundary of its own for its whole life, so React
  // hydrates them as separate, yielding tasks (and first the one a person touches). A grid mounted
  // in the page does without: there the boundaries only cost (board, Lighthouse mobile TBT 275 ms
  // without, 429-510 ms with).
  const [hydratesCardByCard] = useState(fromServer);
  const mounted = useCardsInSlices(toMount, perSlice, (id) => {
    const cell = layout.positions.get(id);
    if (!cell) return Infinity;
    return Math.max(0, window_.viewportTop - (cell.y + cell.height), cell.y - viewportEnd);
  });
  // The slices are the grid's own background work (rendered as transitions, after any input), and
  // until they are in, the grid is busy and has not shown all it has.
  const cardsComing = mounted.length < toMount.length;
  const finished = allPagesIn && !cardsComing;

  // The page's first content: its first cards in the page, or its empty state (the page settles
  // after it, and the next page is not asked for before it, so nothing competes with the first screen).
  const contentShown = mounted.length > 0 || (allPagesIn && pins.length === 0);
  useEffect(() => {
    if (contentShown) events.emit('page/first-content', { area: 'feed' });
  }, [contentShown, events]);

  // Infinite scroll: the next page loads while two screens remain below the window.
  const nearEnd = window_.bottom + window_.viewportHeight * 2 >= layout.height;
  // Asked in the next frame, so the cards just put in the page paint before the request starts.
  useEffect(() => {
    if (!(width > 0 && (contentShown || pins.length === 0) && nearEnd && hasMore && !loading && !error)) return;
    const frame = requestAnimationFrame(onLoadMore);
    return () => cancelAnimationFrame(frame);
  }, [width, contentShown, nearEnd, hasMore, loading, error, onLoadMore, pins.length]);

  const context = useMemo<GridContextValue>(
    () => ({
      surface,
      impressionSurface: logSurface,
      viewer,
      isBot: session?.viewer.isBot ?? false,
      isDesktop,
      scrolling,
      impressions,
      autoplay,
      updateOverride,
      transitionQuickSave,
      setSize: hasMore ? null : pins.length,
    }),
    [
      surface,
      logSurface,
      viewer,
      session,
      isDesktop,
      scrolling,
      impressions,
      autoplay,
      updateOverride,
      transitionQuickSave,
      hasMore,
      pins.length,
    ],
  );

  return (
    <GridContext.Provider value={context}>
      <div
        ref={container}
        role="list"
        aria-label={label}
        aria-busy={loading || cardsComing}
        // Until the first page arrives the grid holds a screen's height, so its status line below
        // starts out of view and is not seen to jump down when the cards come in (layout shift).
        className={pins.length === 0 && hasMore ? `${styles.grid} ${styles.awaitingFirstPage}` : styles.grid}
        style={{ height: layout.height }}
        onFocus={(e) => setFocusedId((e.target as HTMLElement).closest<HTMLElement>('[data-pin-id]')?.dataset.pinId ?? null)}
      >
        {width > 0 &&
          mounted.map((id) => {
            const entry = byId.get(id);
            const cell = layout.positions.get(id);
            if (!entry || !cell) return null;
            const card = <PinCard key={id} pin={entry.pin} cell={cell} slotIndex={entry.index} override={overrides.get(id)} />;
            return hydratesCardByCard ? (
              <Suspense key={id} fallback={null}>
                {card}
              </Suspense>
            ) : (
              card
            );
          })}
      </div>
      <div className={styles.status}>
        {loading && <p role="status">Loading Pins…</p>}
        {error && (
          <p role="alert">
            {error}{' '}
            <button type="button" className="pb-button" onClick={onLoadMore}>
              Try again
            </button>
          </p>
        )}
        {finished && pins.length === 0 && <p>{emptyText}</p>}
        {finished && pins.length > 0 && <p>That’s all for now.</p>}
      </div>
    </GridContext.Provider>
  );
}
