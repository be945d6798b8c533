// A <dialog> opened as a modal on mount (the browser then keeps focus inside it and Escape fires
// 'cancel'), closed on unmount, and said on the bus so impressions pause meanwhile.

import { useEffect, useRef, type RefObject } from 'react';
import { bus, type PageBus } from 'page-runtime';

export function useModalDialog(id: string, onClosed?: () => void, events: PageBus = bus): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClosed);
  // The cleanup below calls the newest callback, kept after each render.
  useEffect(() => {
    closed.current = onClosed;
  });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    events.emit('modal/opened', { id });
    return () => {
      if (element?.open) element.close();
      events.emit('modal/closed', { id });
      closed.current?.();
    };
  }, [events, id]);
  return dialog;
}
