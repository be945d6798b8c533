import { useSyncExternalStore } from 'react';

// A device with a fine pointer that can hover is a desktop for the spec's desktop/mobile rules.
const QUERY = '(hover: hover) and (pointer: fine)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true);

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
