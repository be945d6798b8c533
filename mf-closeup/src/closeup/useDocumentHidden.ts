import { useSyncExternalStore } from 'react';

// Whether the page's tab is hidden (another tab in front, the window minimised): what plays by
// itself waits while nobody can see it.
function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isHidden = (): boolean => document.visibilityState === 'hidden';

export function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden, () => false);
}
