// The debug panel's open and folded states: its toggle flips them, and Escape inside the open
// panel folds it and hands focus back to the toggle.

import { type RefObject, useEffect, useRef, useState } from 'react';

export interface PanelFolding {
  expanded: boolean;
  flip: () => void;
  /** The toggle button, where focus goes when Escape folds the panel. */
  toggle: RefObject<HTMLButtonElement | null>;
}

export function usePanelFolding(panel: RefObject<HTMLElement | null>): PanelFolding {
  const [expanded, setExpanded] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape, with focus in the panel, folds it away and leaves focus on its toggle.
  useEffect(() => {
    const element = panel.current;
    if (!element || !expanded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setExpanded(false);
      toggle.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [panel, expanded]);

  return { expanded, flip: () => setExpanded((open) => !open), toggle };
}
