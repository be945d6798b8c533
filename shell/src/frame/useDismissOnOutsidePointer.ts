// A header menu closes when the person presses anywhere outside it (the account menu, the business switcher).

import { useEffect, type RefObject } from 'react';

export function useDismissOnOutsidePointer(open: boolean, wrapper: RefObject<HTMLElement | null>, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, wrapper, dismiss]);
}
