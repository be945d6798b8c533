// The feed's grid as its component tests draw it: one place for the props every such test repeats.

import { render } from '@testing-library/react';
import { session } from 'page-runtime';
import type { ApiPin, ApiSession } from 'shared-contracts/api';
import { QueryRoot } from 'react-kit';
import { PinGrid, type PinGridProps } from '../grid/PinGrid';

/** A settled home-feed grid of `pins`, 1280 px wide; `props` change any of it. */
export function pinGridProps(pins: readonly ApiPin[], props: Partial<PinGridProps> = {}): PinGridProps {
  const settled = { hasMore: false, loading: false, error: null, onLoadMore: () => undefined };
  return { pins, surface: 'AuthHomefeed', label: 'Home feed: Pins', width: 1280, ...settled, ...props };
}

/** pinGridProps' grid drawn in the page's query cache. */
export function renderPinGrid(pins: readonly ApiPin[], props: Partial<PinGridProps> = {}) {
  return render(
    <PinGrid {...pinGridProps(pins, props)} />,
    // The page's query cache, as the feed area and the grid it lends other areas give it.
    { wrapper: QueryRoot },
  );
}

/** The page's session is `current`, already loaded (undone by jest.restoreAllMocks). */
export function sessionIs(current: ApiSession) {
  jest.spyOn(session, 'snapshot').mockReturnValue(current);
  jest.spyOn(session, 'load').mockResolvedValue(current);
}
