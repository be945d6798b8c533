// What every card of one grid shares: where it is, who is looking, and the grid's services.

import { createContext, useContext } from 'react';
import type { ApiViewer } from 'shared-contracts/api';
import type { ImpressionSurface, Surface } from 'shared-contracts/rules';
import type { GridAutoplay } from './gridAutoplay';
import type { ImpressionObserver } from './impressionObserver';
import type { TransitionQuickSave, UpdateOverride } from './usePinOverrides';

export interface GridContextValue {
  surface: Surface;
  /**
   * What the cards' impressions name: the surface, or for a visitor on a signed-in surface their
   * page. Null until the session says who is looking (the cards keep their reports until then).
   */
  impressionSurface: ImpressionSurface | null;
  /** The signed-in viewer, or null for a visitor. */
  viewer: ApiViewer | null;
  isBot: boolean;
  isDesktop: boolean;
  /** The page is scrolling (the shopping indicator shows). */
  scrolling: boolean;
  impressions: ImpressionObserver;
  /** The page's one autoplaying video, shared by every grid on it. */
  autoplay: GridAutoplay;
  updateOverride: UpdateOverride;
  transitionQuickSave: TransitionQuickSave;
  /** How many pins the list has, for aria-setsize; null while more may come (the total is unknown). */
  setSize: number | null;
}

export const GridContext = createContext<GridContextValue | null>(null);

export function useGrid(): GridContextValue {
  const value = useContext(GridContext);
  if (!value) throw new Error('A pin card must be inside a PinGrid.');
  return value;
}
