// A dialog asked for from another area (a card's Save, the builder's board field) is opened here,
// so the control that had focus then is remembered and given focus back when the dialog is gone,
// however it closed, if nothing else took focus and the control is still on the page.

import { useCallback, useEffect, useRef } from 'react';

/** The focused control, read when a dialog is asked for (before anything else can move focus). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** `returnTo(opener)` when the dialog closes; focus goes back once `open` is false. */
export function useFocusReturn(open: boolean): (opener: HTMLElement | null) => void {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Once the dialog is gone (closed in its own cleanup, which runs first).
  useEffect(() => {
    if (open) return;
    const opener = returnFocusTo.current;
    returnFocusTo.current = null;
    const active = document.activeElement;
    if (opener?.isConnected && (active === null || active === document.body)) opener.focus();
  }, [open]);
  return useCallback((opener) => {
    returnFocusTo.current = opener;
  }, []);
}
