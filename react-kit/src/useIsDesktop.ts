import { useSyncExternalStore } from 'react';
import { firstScreenLayout } from 'page-runtime';

// A device with a fine pointer that can hover is a desktop for the spec's desktop/mobile rules;
// anything else (a phone, a tablet) is mobile. One definition for every area.
const QUERY = '(hover: hover) and (pointer: fine)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Read once, outside React (the save command, the held-saves merge). Without matchMedia (no browser), a desktop. */
export const isDesktopDevice = (): boolean => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true);
const snapshot = isDesktopDevice;

export function useIsDesktop(): boolean {
  // Rendered on the server (and hydrated) as the server judged the device; else a desktop.
  return useSyncExternalStore(subscribe, snapshot, () => firstScreenLayout()?.isDesktop ?? true);
}
