// What every card of one grid shares: where it is, who is looking, and the grid's services.

import { createContext, useContext } from 'react';
import type { ApiViewer, Surface } from 'shared-contracts';
import type { ImpressionObserver } from './impressionObserver';
import type { TransitionQuickSave, UpdateOverride } from './usePinOverrides';

export interface GridContextValue {
  surface: Surface;
  /** The signed-in viewer, or null for a visitor. */
  viewer: ApiViewer | null;
  isBot: boolean;
  isDesktop: boolean;
  /** The page is scrolling (the shopping indicator shows). */
  scrolling: boolean;
  impressions: ImpressionObserver;
  updateOverride: UpdateOverride;
  transitionQuickSave: TransitionQuickSave;
  /** Loaded pins so far, for aria-setsize; -1 while more may come. */
  setSize: number;
}

export const GridContext = createContext<GridContextValue | null>(null);

export function useGrid(): GridContextValue {
  const value = useContext(GridContext);
  if (!value) throw new Error('A pin card must be inside a PinGrid.');
  return value;
}
