// The contract of the components one area lends another through Module Federation (design: "the
// pin grid that closeup and boards reuse"): what the lending area exposes and what a borrowing area
// mounts it with. Modules cross the boundary as mount functions, so neither side depends on the
// other's React tree. The loader that fetches them is the page runtime's (page-runtime).

import type { PinFeedResource, ResourceOptions } from '../api/contract';
import type { RemoteName } from './areas';
import type { Surface } from '../rules/surfaces';

export type ExposedLoader = (remote: RemoteName, exposed: string) => Promise<unknown>;

/** mf_feed's './PinGrid'. */
export const PIN_GRID_EXPOSE = './PinGrid';

/** One of the pin feeds of the API contract, with its options (the page comes from the grid). */
export type PinFeedRequest = {
  [R in PinFeedResource]: { resource: R; options: Omit<ResourceOptions<R, 'get'>, 'bookmark' | 'page_size'> };
}[PinFeedResource];

export type PinGridFeed = PinFeedRequest & {
  /** A new key starts a new grid. */
  key: string;
};

export interface PinGridMountProps {
  feed: PinGridFeed;
  surface: Surface;
  /** The list's accessible name. */
  label: string;
  emptyText?: string;
}

export interface MountedPinGrid {
  update: (props: PinGridMountProps) => void;
  unmount: () => void;
}

export interface PinGridModule {
  mountPinGrid: (element: HTMLElement, props: PinGridMountProps) => MountedPinGrid;
}

export function isPinGridModule(value: unknown): value is PinGridModule {
  return typeof value === 'object' && value !== null && typeof (value as { mountPinGrid?: unknown }).mountPinGrid === 'function';
}
