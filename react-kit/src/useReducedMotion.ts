import { useSyncExternalStore } from 'react';

// The person asked their system for less motion: nothing plays or animates by itself for them
// (grid autoplay, a GIF, a story's pages). One definition for every area.
const QUERY = '(prefers-reduced-motion: reduce)';

/** Calls `onChange` when the preference changes; answers how to stop. */
export function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Read once, outside React. Without matchMedia (no browser), no preference. */
export const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}
